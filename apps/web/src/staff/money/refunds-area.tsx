import { REFUND_STATUSES, type RefundStaffItem, type RefundStatus } from '@portal/contracts/refund';
import { staffMayCall } from '@portal/contracts/staff';
import { Button, Form, Select, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { Link, useSearchParams } from 'react-router';
import { FormModal } from '../../components/form-modal';
import { LimitedTextArea } from '../../components/limited-input';
import { RelativeTime } from '../../components/relative-time';
import { useZodFields } from '../../lib/form-rules';
import { useStaffMe } from '../staff-api';
import { DeskTable, listQuery } from './desk-table';
import { useRefunds, useRefundStep } from './money-api';
import { Who } from './money-display';
import { loadApproveBody, loadRejectBody, loadReturnBody } from './money-forms';
import styles from './money-desk.module.css';
import { useMoneyTexts } from './money-texts';

// Warehouse refunds (docs/money.md, "Warehouse refunds"): finance approves (with an optional
// answer: where to collect) or rejects (with the reason the member reads), once; each row says
// who decided and when. Recording the goods handed back is the warehouse's step (operators): it
// shows only to staff whose roles reach it (an administrator, or finance who is also an operator).

const STATUS_COLOR: Record<RefundStatus, string> = { applied: 'gold', approved: 'blue', rejected: 'red', returned: 'default' };
type Step = { kind: 'approve' | 'reject' | 'return'; refund: RefundStaffItem };

function statusOf(params: URLSearchParams): RefundStatus | undefined {
  const status = params.get('status');
  if (status === 'all') return undefined;
  return (REFUND_STATUSES as readonly string[]).includes(status ?? '') ? (status as RefundStatus) : 'applied';
}

interface StepValues {
  id: number;
  answer?: string;
  note?: string;
}
const stepBody = (values: StepValues) => values;

// Each decision is its own dialog, worded as the question it settles: the confirmation comes
// before the call, and a reason the member reads is asked for in the same place.
function StepDialog({ step, onClose }: { step: Step; onClose: () => void }) {
  const tm = useMoneyTexts();
  const [form] = Form.useForm<StepValues>();
  // One dialog for the three bodies: the fields it draws are those of its step.
  const load = (step.kind === 'approve' ? loadApproveBody : step.kind === 'reject' ? loadRejectBody : loadReturnBody) as unknown as () => Promise<z.ZodObject<{ id: z.ZodType; answer: z.ZodType; note: z.ZodType }>>;
  const field = useZodFields(load, stepBody);
  const send = useRefundStep();
  const { refund } = step;
  const names = { refundNo: refund.refundNo, orderNo: refund.orderNo };
  return (
    <FormModal<StepValues>
      name={`money-refund-${step.kind}`}
      title={tm(`refunds.${step.kind}Title`, names)}
      form={form}
      onClose={onClose}
      okText={tm(`refunds.${step.kind}Ok`)}
      successText={tm(`refunds.${step.kind}Done`, names)}
      initialValues={{ id: refund.id }}
      onSubmit={async (values) => {
        const body = (await load()).parse({ ...values, id: refund.id });
        if (step.kind === 'return') await send.mutateAsync({ step: 'return', id: refund.id, note: (body as { note: string }).note });
        else if (step.kind === 'reject') await send.mutateAsync({ step: 'reject', id: refund.id, answer: (body as { answer: string }).answer });
        else await send.mutateAsync({ step: 'approve', id: refund.id, answer: (body as { answer?: string }).answer });
      }}
    >
      <p className={step.kind === 'reject' ? `${styles.notice} ${styles.warning}` : styles.notice}>{tm(`refunds.${step.kind}Confirm`)}</p>
      <p>
        <strong>{tm('refunds.reason')}:</strong> {refund.reason}
      </p>
      {step.kind === 'return' ? (
        <Form.Item name="note" label={tm('refunds.note')} {...field('note')}>
          <LimitedTextArea max={200} rows={2} />
        </Form.Item>
      ) : (
        <Form.Item name="answer" label={tm(step.kind === 'reject' ? 'refunds.rejectReason' : 'refunds.approveAnswer')} {...field('answer', step.kind === 'reject')}>
          <LimitedTextArea max={200} rows={2} />
        </Form.Item>
      )}
    </FormModal>
  );
}

export function RefundsArea() {
  const tm = useMoneyTexts();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params);
  const refunds = useRefunds(status ? { status } : {});
  const { data: me } = useStaffMe();
  const mayReturn = me ? staffMayCall(me.roles, ['operator']) : false;
  const [step, setStep] = useState<Step | null>(null);
  const rows = refunds.data?.pages.flatMap((page) => page.list) ?? [];

  const columns: TableColumnsType<RefundStaffItem> = [
    { key: 'refundNo', title: tm('refunds.refundNo'), dataIndex: 'refundNo', width: 160 },
    {
      key: 'orderNo',
      title: tm('orderNo'),
      render: (_, row) => <Link to={`/admin/money/fees?orderNo=${encodeURIComponent(row.orderNo)}`}>{row.orderNo}</Link>,
      width: 160,
    },
    { key: 'reason', title: tm('refunds.reason'), dataIndex: 'reason', ellipsis: { showTitle: true }, width: 220 },
    { key: 'photos', title: tm('refunds.photos'), render: (_, row) => row.images.length, align: 'end', width: 70 },
    { key: 'status', title: tm('status'), render: (_, row) => <Tag color={STATUS_COLOR[row.status]}>{tm(`refunds.statuses.${row.status}`)}</Tag>, width: 120 },
    { key: 'applied', title: tm('refunds.applied'), render: (_, row) => <RelativeTime value={row.createTime} />, width: 120 },
    {
      key: 'decided',
      title: tm('refunds.decided'),
      render: (_, row) =>
        row.decideTime ? (
          <>
            <Who name={row.decidedByName} time={row.decideTime} />
            {row.answer ? <div className={styles.muted}>{row.answer}</div> : null}
          </>
        ) : null,
      width: 220,
    },
    {
      key: 'returned',
      title: tm('refunds.returned'),
      render: (_, row) =>
        row.returnTime ? (
          <>
            <Who name={row.returnedByName} time={row.returnTime} />
            {row.returnNote ? <div className={styles.muted}>{row.returnNote}</div> : null}
          </>
        ) : null,
      width: 200,
    },
    {
      key: 'actions',
      title: tm('actions'),
      width: 170,
      fixed: 'right',
      render: (_, row) => (
        <div className={styles.actions}>
          {row.status === 'applied' ? (
            <>
              <Button size="small" type="primary" onClick={() => setStep({ kind: 'approve', refund: row })} aria-label={tm('refunds.approveFor', { refundNo: row.refundNo })}>
                {tm('refunds.approve')}
              </Button>
              <Button size="small" danger onClick={() => setStep({ kind: 'reject', refund: row })} aria-label={tm('refunds.rejectFor', { refundNo: row.refundNo })}>
                {tm('refunds.reject')}
              </Button>
            </>
          ) : null}
          {row.status === 'approved' && mayReturn ? (
            <Button size="small" onClick={() => setStep({ kind: 'return', refund: row })} aria-label={tm('refunds.returnFor', { refundNo: row.refundNo })}>
              {tm('refunds.return')}
            </Button>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="money-refunds-title">
      <div className={styles.subhead}>
        <h2 id="money-refunds-title" className={styles.subtitle}>
          {tm('refunds.title')}
        </h2>
        {refunds.data?.pages[0]?.total != null ? <span className={styles.muted}>{tm('refunds.total', { count: refunds.data.pages[0].total })}</span> : null}
      </div>
      <div className={styles.filters}>
        <Select<RefundStatus | 'all'>
          data-money-search
          aria-label={tm('status')}
          value={status ?? 'all'}
          onChange={(next) => setParams({ status: next })}
          options={[...REFUND_STATUSES.map((s) => ({ value: s, label: tm(`refunds.statuses.${s}`) })), { value: 'all' as const, label: tm('refunds.all') }]}
          className={styles.select}
        />
        {!mayReturn ? <span className={styles.muted}>{tm('refunds.returnByWarehouse')}</span> : null}
      </div>
      <DeskTable<RefundStaffItem> query={listQuery(refunds)} rows={rows} columns={columns} rowKey="id" empty={tm('refunds.empty')} width={1400} />
      {step ? <StepDialog step={step} onClose={() => setStep(null)} /> : null}
    </section>
  );
}
