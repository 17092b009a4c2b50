import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { ERRORS } from '@portal/contracts/errors';
import type { ContactKind, ImportMode, ImportRefusal, ImportResult, ImportRowError } from '@portal/contracts/address-book';
import { Alert, Button, Modal, Progress, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { feedback } from '../../../lib/feedback';
import { saveFile } from '../../../lib/save-file';
import { importTemplate, useImportContacts } from '../api/address-book-api';

function refusalOf(error: unknown): ImportRefusal | null {
  return error instanceof ApiError && error.code === ERRORS.IMPORT_ROWS_INVALID.code ? (error.data as ImportRefusal) : null;
}

function RowErrors({ errors }: { errors: ImportRowError[] }) {
  const { t } = useTranslation();
  return (
    <Table<ImportRowError>
      size="small"
      rowKey={(row) => `${row.line}-${row.field}`}
      dataSource={errors}
      pagination={{ pageSize: 8, hideOnSinglePage: true, showSizeChanger: false }}
      columns={[
        { title: t('address-book.import.line'), dataIndex: 'line', width: 70 },
        { title: t('address-book.import.reason'), dataIndex: 'message' },
      ]}
    />
  );
}

// Import from the .xlsx template: upload with progress, then either the result, or the bad
// rows with the choice to import only the good ones.
export function ContactImportModal({ kind, onClose }: { kind: ContactKind; onClose: () => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<ImportRefusal | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const upload = useImportContacts(kind);

  const start = (mode: ImportMode) => {
    if (!file) return;
    setRefusal(null);
    setProgress(0);
    upload.mutate(
      { file, mode, onProgress: setProgress },
      {
        onSuccess: (answer) => {
          setResult(answer);
          feedback.success(t('address-book.import.done', { count: answer.imported }));
        },
        onError: (error) => {
          setProgress(null);
          const refused = refusalOf(error);
          if (refused) setRefusal(refused);
          else feedback.error(error.message);
        },
      },
    );
  };

  const downloadTemplate = () =>
    void importTemplate(kind).then((template) => saveFile(template, `${kind}s-template.xlsx`), () => undefined);

  const footer = result ? (
    <Button type="primary" onClick={onClose}>
      {t('address-book.import.close')}
    </Button>
  ) : (
    <Space wrap>
      <Button onClick={onClose}>{t('common.cancel')}</Button>
      {refusal && refusal.valid > 0 ? (
        <Button loading={upload.isPending} onClick={() => start('valid')}>
          {t('address-book.import.importValid', { count: refusal.valid })}
        </Button>
      ) : null}
      <Button type="primary" disabled={!file} loading={upload.isPending} onClick={() => start('all')}>
        {t('address-book.import.start')}
      </Button>
    </Space>
  );

  return (
    <Modal open width={640} title={t('address-book.import.title')} footer={footer} onCancel={onClose} maskClosable={false}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text>{t('address-book.import.hint')}</Typography.Text>
        <Button icon={<DownloadOutlined />} onClick={downloadTemplate}>
          {t('address-book.import.template')}
        </Button>
        {result ? null : (
          <Upload.Dragger
            accept=".xlsx"
            maxCount={1}
            fileList={file ? [{ uid: 'file', name: file.name, status: 'done' }] : []}
            beforeUpload={(chosen) => {
              setFile(chosen);
              setRefusal(null);
              setProgress(null);
              // Sent by the Import button, not on choosing.
              return false;
            }}
            onRemove={() => setFile(null)}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p>{t('address-book.import.drop')}</p>
          </Upload.Dragger>
        )}
        {progress !== null && !result ? <Progress percent={progress} aria-label={t('address-book.import.uploading')} /> : null}
        {refusal ? (
          <>
            <Alert type="error" showIcon title={t('address-book.import.rowsInvalid', { count: new Set(refusal.errors.map((e) => e.line)).size })} />
            <RowErrors errors={refusal.errors} />
          </>
        ) : null}
        {result ? (
          <>
            <Alert
              type="success"
              showIcon
              title={t('address-book.import.done', { count: result.imported })}
              description={result.createdGroups.length > 0 ? t('address-book.import.createdGroups', { groups: result.createdGroups.join(', ') }) : undefined}
            />
            {result.errors.length > 0 ? (
              <>
                <Alert type="warning" showIcon title={t('address-book.import.skipped', { count: new Set(result.errors.map((e) => e.line)).size })} />
                <RowErrors errors={result.errors} />
              </>
            ) : null}
          </>
        ) : null}
      </Space>
    </Modal>
  );
}
