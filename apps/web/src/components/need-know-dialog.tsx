import { Alert, Button, Modal, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AntdConfig } from '../app/antd-config';
import { useLocale } from '../lib/i18n';
import { useNeedKnow } from '../lib/system-api';

// The dialog of need-know-link.tsx, loaded when first opened (with antd, which the sign-in
// pages do not load up front), fetched in the current language.
export function NeedKnowDialog({ textKey, title, onClose }: { textKey: string; title: ReactNode; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const text = useNeedKnow(textKey, locale);
  return (
    <AntdConfig>
      <Modal
        open
        title={text.data?.title ?? title}
        onCancel={onClose}
        footer={
          <Button type="primary" onClick={onClose}>
            {t('common.ok')}
          </Button>
        }
        width={720}
      >
        {text.isPending && (
          <div style={{ textAlign: 'center', padding: 24 }}>
            <Spin />
          </div>
        )}
        {text.isError && <Alert type="error" showIcon title={t('common.loadFailed')} />}
        {text.data && <div style={{ whiteSpace: 'pre-line', maxHeight: '60vh', overflowY: 'auto' }}>{text.data.content}</div>}
      </Modal>
    </AntdConfig>
  );
}
