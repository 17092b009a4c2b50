import type { OrderListItem } from '@portal/contracts/order';
import { ERRORS } from '@portal/contracts/errors';
import { Alert, Button, Modal, Progress, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { VERIFY_PATH } from '../actions/order-paths';
import { useSubmitOrders } from '../api/order-api';
import { batches } from './sheet-logic';

interface Outcome {
  submitted: number;
  refused: { orderNo: string; reason: string }[];
}

// "Submit selected": the chosen drafts are submitted in batches the API takes, each checked
// like a new order; the dialog says how many went through and why the others did not.
export function SubmitDraftsDialog({ drafts, onClose }: { drafts: OrderListItem[]; onClose: () => void }) {
  const { t } = useTranslation();
  const submit = useSubmitOrders();
  const [sent, setSent] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The real-name refusal's text, when the member must verify first.
  const [realName, setRealName] = useState<string | null>(null);
  const orderNo = new Map(drafts.map((order) => [order.id, order.orderNo]));

  const run = async () => {
    const result: Outcome = { submitted: 0, refused: [] };
    setSent(0);
    try {
      for (const batch of batches(drafts.map((order) => order.id))) {
        const answer = await submit.mutateAsync(batch);
        result.submitted += answer.submitted.length;
        result.refused.push(...answer.refused.map(({ id, reason }) => ({ orderNo: orderNo.get(id) ?? String(id), reason })));
        setSent((done) => (done ?? 0) + batch.length);
      }
      setOutcome(result);
    } catch (error) {
      // The api client has shown the message; real-name certification gets its way there.
      if (error instanceof ApiError && error.code === ERRORS.ORDER_REAL_NAME_REQUIRED.code) setRealName(error.message);
      setSent(null);
      if (result.submitted > 0 || result.refused.length > 0) setOutcome(result);
    }
  };

  const running = sent !== null && outcome === null;
  const footer = outcome ? (
    <Button type="primary" onClick={onClose}>
      {t('order-import.import.close')}
    </Button>
  ) : (
    <Space>
      <Button onClick={onClose} disabled={running}>
        {t('common.cancel')}
      </Button>
      <Button type="primary" loading={running} onClick={() => void run()}>
        {t('order-import.submit.confirm')}
      </Button>
    </Space>
  );

  return (
    <Modal open width={640} title={t('order-import.submit.resultTitle')} footer={footer} onCancel={running ? undefined : onClose} closable={!running} maskClosable={false}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {outcome ? null : (
          <>
            <Typography.Title level={5}>{t('order-import.submit.confirmTitle', { count: drafts.length })}</Typography.Title>
            <Typography.Text>{t('order-import.submit.confirmText')}</Typography.Text>
          </>
        )}
        {running ? <Progress percent={Math.round(((sent ?? 0) * 100) / drafts.length)} status="active" aria-label={t('order-import.submit.resultTitle')} /> : null}
        {realName ? <Alert type="warning" showIcon title={realName} description={<Link to={VERIFY_PATH}>{t('order-import.submit.verify')}</Link>} /> : null}
        {outcome ? (
          <>
            <Alert type={outcome.submitted > 0 ? 'success' : 'info'} showIcon title={t('order-import.submit.submitted', { count: outcome.submitted })} />
            {outcome.refused.length > 0 ? (
              <>
                <Alert type="warning" showIcon title={t('order-import.submit.refused', { count: outcome.refused.length })} />
                <Table
                  size="small"
                  rowKey="orderNo"
                  dataSource={outcome.refused}
                  pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
                  columns={[
                    { title: t('order-import.submit.order'), dataIndex: 'orderNo', width: 170 },
                    { title: t('order-import.submit.reason'), dataIndex: 'reason' },
                  ]}
                />
              </>
            ) : null}
          </>
        ) : null}
      </Space>
    </Modal>
  );
}
