import { ERRORS } from '@portal/contracts/errors';
import type { OrderImportMode, OrderImportRefusal, OrderImportResult } from '@portal/contracts/order-import';
import { ORDER_STATUS } from '@portal/contracts/statuses';
import { Alert, Button, Checkbox, Progress, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ImportDialog, ImportFooter } from '../../../components/import-dialog';
import { XlsxDrop } from '../../../components/xlsx-drop';
import { ApiError } from '../../../lib/api-error';
import { feedback } from '../../../lib/feedback';
import { saveFile } from '../../../lib/save-file';
import { POSTED_LIST } from '../actions/order-paths';
import { importTemplate, useImportOrders, useImportProgress } from '../api/order-sheet-api';
import { ImportErrorsTable } from './import-errors-table';
import { importPercent, importStep, type ImportStep } from './sheet-logic';

// The posted orders' drafts, where imported orders wait to be submitted.
const DRAFTS_PATH = `${POSTED_LIST}?status=${ORDER_STATUS.draft}`;

function refusalOf(error: unknown): OrderImportRefusal | null {
  return error instanceof ApiError && error.code === ERRORS.IMPORT_ROWS_INVALID.code ? (error.data as OrderImportRefusal) : null;
}

function StepProgress({ step }: { step: ImportStep }) {
  const { t } = useTranslation();
  const label = step.step === 'uploading' ? t('order-import.import.step.uploading') : t(`order-import.import.step.${step.step}`, { done: step.done, total: step.total });
  return (
    <div>
      <Progress percent={importPercent(step)} status="active" aria-label={t('order-import.import.progress')} />
      <Typography.Text type="secondary" aria-live="polite">
        {label}
      </Typography.Text>
    </div>
  );
}

// Import orders from the .xlsx template: download it, upload the filled file (progress of the
// upload, then of the server's reading, checking and saving), then either the result with a way
// to the new drafts, or every bad cell with the choice to import only the good orders.
export function OrderImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [validOnly, setValidOnly] = useState(false);
  const [progressId, setProgressId] = useState('');
  const [uploaded, setUploaded] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<OrderImportRefusal | null>(null);
  const [result, setResult] = useState<OrderImportResult | null>(null);
  const upload = useImportOrders();
  const server = useImportProgress(progressId, upload.isPending && uploaded === 100);

  const start = (mode: OrderImportMode) => {
    if (!file) return;
    const id = crypto.randomUUID();
    setProgressId(id);
    setRefusal(null);
    setUploaded(0);
    upload.mutate(
      { file, mode, progressId: id, onUpload: setUploaded },
      {
        onSuccess: (answer) => {
          setResult(answer);
          feedback.success(t('order-import.import.done', { count: answer.imported }));
        },
        onError: (error) => {
          setUploaded(null);
          const refused = refusalOf(error);
          if (refused) setRefusal(refused);
          else feedback.error(error.message);
        },
      },
    );
  };

  const downloadTemplate = () => void importTemplate().then((template) => saveFile(template, 'orders-template.xlsx'), () => undefined);

  const footer = result ? (
    <Space wrap>
      {result.imported > 0 ? (
        <Link to={DRAFTS_PATH} onClick={onClose}>
          {t('order-import.import.viewDrafts')}
        </Link>
      ) : null}
      <Button type="primary" onClick={onClose}>
        {t('order-import.import.close')}
      </Button>
    </Space>
  ) : (
    <ImportFooter
      pending={upload.isPending}
      canStart={file !== null}
      startLabel={t('order-import.import.start')}
      onStart={() => start(validOnly ? 'valid-only' : 'all')}
      validOnly={refusal && refusal.valid > 0 ? { label: t('order-import.import.importValid', { count: refusal.valid }), onClick: () => start('valid-only') } : undefined}
      onCancel={onClose}
    />
  );

  return (
    <ImportDialog
      width={760}
      title={t('order-import.import.title')}
      hint={t('order-import.import.hint')}
      templateLabel={t('order-import.import.template')}
      onTemplate={downloadTemplate}
      footer={footer}
      onClose={onClose}
    >
      {result ? null : (
        <>
          <XlsxDrop
            file={file}
            text={t('order-import.import.drop')}
            disabled={upload.isPending}
            onChange={(chosen) => {
              setFile(chosen);
              setRefusal(null);
            }}
          />
          <Checkbox checked={validOnly} disabled={upload.isPending} onChange={(event) => setValidOnly(event.target.checked)}>
            {t('order-import.import.validOnly')}
          </Checkbox>
        </>
      )}
      {uploaded !== null && !result ? <StepProgress step={importStep(uploaded, server.data)} /> : null}
      {refusal ? (
        <>
          <Alert
            type="error"
            showIcon
            title={t('order-import.import.refused', { count: refusal.total, bad: refusal.total - refusal.valid, total: refusal.total })}
            description={t('order-import.import.refusedHint')}
          />
          <ImportErrorsTable errors={refusal.errors} />
        </>
      ) : null}
      {result ? (
        <>
          <Alert type="success" showIcon title={t('order-import.import.done', { count: result.imported })} />
          {result.errors.length > 0 ? (
            <>
              <Alert type="warning" showIcon title={t('order-import.import.skipped', { count: result.total - result.imported })} />
              <ImportErrorsTable errors={result.errors} />
            </>
          ) : null}
        </>
      ) : null}
    </ImportDialog>
  );
}
