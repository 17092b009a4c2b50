import { BugOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientErrors } from '../../../lib/client-errors';

const ErrorLogDialog = lazy(() => import('./error-log-dialog').then((m) => ({ default: m.ErrorLogDialog })));

// In the navbar only once this tab has met an error (lib/client-errors.ts): opens the list.
export function ErrorLogButton() {
  const { t } = useTranslation();
  const errors = useClientErrors();
  const [open, setOpen] = useState(false);
  if (errors.length === 0) return null;
  return (
    <>
      <Button type="text" danger icon={<BugOutlined aria-hidden />} aria-label={t('layout.errorLog.open', { count: errors.length })} title={t('layout.errorLog.open', { count: errors.length })} onClick={() => setOpen(true)} />
      {open ? (
        <Suspense fallback={null}>
          <ErrorLogDialog errors={errors} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
