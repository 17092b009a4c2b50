import { Alert, Button, Modal, Spin } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../lib/i18n';
import { useNeedKnow } from '../lib/system-api';

// A link that shows a need-know text (service agreement, warehouse rules…) in a dialog,
// fetched when first opened, in the current language.
export function NeedKnowLink({ textKey, children }: { textKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const text = useNeedKnow(textKey, locale, { enabled: open });

  return (
    <>
      <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <Modal
        open={open}
        title={text.data?.title ?? children}
        onCancel={() => setOpen(false)}
        footer={
          <Button type="primary" onClick={() => setOpen(false)}>
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
        {text.data && (
          <div style={{ whiteSpace: 'pre-line', maxHeight: '60vh', overflowY: 'auto' }}>{text.data.content}</div>
        )}
      </Modal>
    </>
  );
}
