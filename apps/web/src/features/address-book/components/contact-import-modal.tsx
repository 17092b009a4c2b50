import { ERRORS } from '@portal/contracts/errors';
import type { ContactKind, ImportMode, ImportRefusal, ImportResult, ImportRowError } from '@portal/contracts/address-book';
import { Alert, Button, Progress, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportDialog, ImportFooter } from '../../../components/import-dialog';
import { XlsxDrop } from '../../../components/xlsx-drop';
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
    <ImportFooter
      pending={upload.isPending}
      canStart={file !== null}
      startLabel={t('address-book.import.start')}
      onStart={() => start('all')}
      validOnly={refusal && refusal.valid > 0 ? { label: t('address-book.import.importValid', { count: refusal.valid }), onClick: () => start('valid') } : undefined}
      onCancel={onClose}
    />
  );

  return (
    <ImportDialog
      title={t('address-book.import.title')}
      hint={t('address-book.import.hint')}
      templateLabel={t('address-book.import.template')}
      onTemplate={downloadTemplate}
      footer={footer}
      onClose={onClose}
    >
      {result ? null : (
        <XlsxDrop
          file={file}
          text={t('address-book.import.drop')}
          onChange={(chosen) => {
            setFile(chosen);
            setRefusal(null);
            setProgress(null);
          }}
        />
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
    </ImportDialog>
  );
}
