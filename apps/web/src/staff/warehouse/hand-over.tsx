import type { StaffOrderDetail } from '@portal/contracts/order';
import { ORDER_STATUS } from '@portal/contracts/statuses';
import { Alert, Button, Form, Input, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useWarehouseText } from './warehouse-text';
import type { ControlEvent } from '@portal/contracts/cargo-control';
import { LoadError } from '../../components/load-error';
import { formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { placeName } from '../../lib/place-name';
import { confirmed } from './confirmed';
import { useCargoHistory, useHandOver } from './warehouse-api';
import styles from './warehouse.module.css';

// Cargo control as the desk needs it (docs/cargo-control.md): how many cartons are under
// control, released, still held (the controller may release those), and who released what,
// from the control history (GET /admin-api/order/cargo-control/history).
export function CargoControlBlock({ order }: { order: StaffOrderDetail }) {
  const t = useWarehouseText();
  const control = order.cargoControl!;
  const history = useCargoHistory(order.id, true);
  const columns: TableColumnsType<ControlEvent> = [
    { key: 'time', title: t('cargo.time'), render: (_, e) => formatDateTime(e.time, 'YYYY-MM-DD HH:mm'), width: 130 },
    { key: 'kind', title: t('cargo.kind'), render: (_, e) => t(`cargo.kinds.${e.kind}`), width: 110 },
    { key: 'cartons', title: t('cargo.cartons'), dataIndex: 'pickNum', align: 'end', width: 70 },
    {
      key: 'by',
      title: t('cargo.by'),
      render: (_, e) => (e.kind === 'transfer' ? `${e.oldController?.name ?? ''} → ${e.newController?.name ?? ''}` : [e.actorName, e.actorPhone].filter(Boolean).join(' · ')),
      ellipsis: true,
    },
    { key: 'consignee', title: t('cargo.consignee'), render: (_, e) => e.consigneeName ?? '', ellipsis: true },
    { key: 'proof', title: t('cargo.proof'), render: (_, e) => (e.verifiedBy ? t(`cargo.proofs.${e.verifiedBy}`) : ''), width: 100 },
  ];
  return (
    <section aria-labelledby="warehouse-cargo-title" className={styles.block}>
      <div className={styles.sectionHead}>
        <h3 id="warehouse-cargo-title" className={styles.blockTitle}>
          {t('cargo.title')}
        </h3>
        <span>{t('cargo.summary', { total: control.totalCartons, released: control.releasedCartons, held: control.heldCartons })}</span>
      </div>
      {history.isError && !history.data ? (
        <LoadError onRetry={() => void history.refetch()} retrying={history.isFetching} />
      ) : (
        <Table<ControlEvent>
          size="small"
          rowKey="id"
          columns={columns}
          dataSource={history.data ?? []}
          loading={history.isPending}
          pagination={false}
          locale={{ emptyText: history.isPending ? ' ' : t('cargo.none') }}
        />
      )}
    </section>
  );
}

interface HandOverValues {
  place: string;
  note?: string;
}

// Handing the goods over at the destination (ready for pickup → delivered). Goods still under
// cargo control are not handed over: the server refuses (ORDER_CARGO_HELD, in the transition's
// own update), and the button is off here with the reason.
export function HandOver({ order, onDone }: { order: StaffOrderDetail; onDone: () => void }) {
  const t = useWarehouseText();
  const locale = useLocale();
  const [form] = Form.useForm<HandOverValues>();
  const handOver = useHandOver();
  const [refusal, setRefusal] = useState<string | null>(null);
  const held = order.cargoControl?.heldCartons ?? 0;
  const ready = order.status === ORDER_STATUS.readyForPickup;
  const blocked = !ready ? t('handOver.notReady', { status: t(`status.${order.status}`) }) : held > 0 ? t('handOver.held', { count: held, total: order.cargoControl!.totalCartons }) : null;

  const submit = async (values: HandOverValues) => {
    const sure = await confirmed({
      title: t('handOver.confirm', { orderNo: order.orderNo }),
      okText: t('handOver.submit'),
      cancelText: t('cancel'),
    });
    if (!sure) return;
    setRefusal(null);
    try {
      const answer = await handOver.mutateAsync({ orderId: order.id, place: values.place.trim(), note: values.note?.trim() || undefined });
      const refused = answer.refused.find((r) => r.orderId === order.id);
      if (refused) setRefusal(refused.reason);
      else onDone();
    } catch {
      // The request layer has said why.
    }
  };

  return (
    <section aria-labelledby="warehouse-handover-title" className={styles.block}>
      <h3 id="warehouse-handover-title" className={styles.blockTitle}>
        {t('handOver.title')}
      </h3>
      {blocked ? (
        <div id="warehouse-handover-blocked">
          <Alert className={styles.alert} type="warning" showIcon title={blocked} />
        </div>
      ) : null}
      {refusal ? <Alert className={styles.alert} type="error" showIcon title={refusal} /> : null}
      <Form<HandOverValues>
        form={form}
        name="warehouse-handover"
        layout="inline"
        size="small"
        initialValues={{ place: order.destWarehouse ? placeName(order.destWarehouse, locale) : '' }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="place" label={t('handOver.place')} rules={[{ required: true, whitespace: true, message: t('handOver.placeRequired') }]}>
          <Input maxLength={100} disabled={blocked !== null} />
        </Form.Item>
        <Form.Item name="note" label={t('handOver.note')}>
          <Input maxLength={200} disabled={blocked !== null} />
        </Form.Item>
        <Button type="primary" htmlType="submit" disabled={blocked !== null} loading={handOver.isPending} aria-describedby={blocked ? 'warehouse-handover-blocked' : undefined}>
          {t('handOver.submit')}
        </Button>
      </Form>
    </section>
  );
}
