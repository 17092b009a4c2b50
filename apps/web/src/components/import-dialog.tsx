import { DownloadOutlined } from '@ant-design/icons';
import { Button, Modal, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ImportDialogProps {
  title: string;
  hint: string;
  templateLabel: string;
  onTemplate: () => void;
  footer: ReactNode;
  onClose: () => void;
  width?: number;
  children: ReactNode;
}

// The frame of an .xlsx import dialog: what to do, the template to download, then the
// feature's own part (the file, progress, bad rows, result).
export function ImportDialog({ title, hint, templateLabel, onTemplate, footer, onClose, width = 640, children }: ImportDialogProps) {
  return (
    <Modal open width={width} title={title} footer={footer} onCancel={onClose} maskClosable={false}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text>{hint}</Typography.Text>
        <Button icon={<DownloadOutlined />} onClick={onTemplate}>
          {templateLabel}
        </Button>
        {children}
      </Space>
    </Modal>
  );
}

interface ImportFooterProps {
  pending: boolean;
  canStart: boolean;
  startLabel: string;
  onStart: () => void;
  // After a refusal with good rows: import only those.
  validOnly?: { label: string; onClick: () => void };
  onCancel: () => void;
}

// Cancel, "import the valid rows only" when offered, and the import itself.
export function ImportFooter({ pending, canStart, startLabel, onStart, validOnly, onCancel }: ImportFooterProps) {
  const { t } = useTranslation();
  return (
    <Space wrap>
      <Button onClick={onCancel}>{t('common.cancel')}</Button>
      {validOnly ? (
        <Button loading={pending} onClick={validOnly.onClick}>
          {validOnly.label}
        </Button>
      ) : null}
      <Button type="primary" disabled={!canStart} loading={pending} onClick={onStart}>
        {startLabel}
      </Button>
    </Space>
  );
}
