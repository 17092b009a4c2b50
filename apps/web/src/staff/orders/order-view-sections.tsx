import type { OrderAbnormalEntry } from '@portal/contracts/abnormal';
import type { FeeItem } from '@portal/contracts/balance';
import type { GoodsLine, OrderAuditEntry, OrderParty, PackingListFile, StaffOrderDetail, TrackingEvent } from '@portal/contracts/order';
import type { RefundStaffItem } from '@portal/contracts/refund';
import { ORDER_STATUSES, type OrderStatus } from '@portal/contracts/statuses';
import { Descriptions, Table, type DescriptionsProps, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../components/load-error';
import { OrderStatusTag } from '../../components/order-status-tag';
import { PlainCard } from '../../components/plain-card';
import { useKeyboardScrollable } from '../../components/use-keyboard-scrollable';
import { formatDateTime, formatKg, formatM3 } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { formatMinor } from '../../lib/money';
import { formatNumber } from '../../lib/number-format';
import { placeName, type Named } from '../../lib/place-name';
import { saveFile } from '../../lib/save-file';
import { staffApi } from '../staff-api';
import { StaffEmptyText } from '../staff-list';
import { STAFF_BASE } from '../staff-routes';
import { useStaffOrderFees, useStaffOrderRefunds } from './staff-orders-api';
import styles from './order-view.module.css';
import { flagReasonOf } from '../flag-reason';

const time = (value: string | null | undefined) => formatDateTime(value, 'YYYY-MM-DD HH:mm');
const phone = (areaCode: string | null | undefined, number: string | null | undefined) => (number ? `+${areaCode ?? ''} ${number}` : '');

function Section({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <PlainCard title={title} level={2} size="small" extra={extra} className={styles.section}>
      {children}
    </PlainCard>
  );
}

function Details({ items }: { items: DescriptionsProps['items'] }) {
  return <Descriptions size="small" bordered column={1} items={items?.filter((item) => item.children !== '' && item.children !== null)} className={styles.details} />;
}

// The order's sections, in two columns at a desk: what the member entered on the left, what
// happened to it on the right.
export function OrderSections({ order }: { order: StaffOrderDetail }) {
  return (
    <div className={styles.columns}>
      <div className={styles.column}>
        <OrderFacts order={order} />
        <Parties order={order} />
        <Goods order={order} />
        <Receipt order={order} />
      </div>
      <div className={styles.column}>
        <Events events={order.events} />
        <CargoControl order={order} />
        <Fees orderId={order.id} />
        <Exceptions items={order.abnormal} />
        <Refunds orderId={order.id} />
        <Files files={order.files} />
        <History audit={order.audit} />
      </div>
    </div>
  );
}

function OrderFacts({ order }: { order: StaffOrderDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const name = (place: Named | null) => (place ? placeName(place, locale) : '');
  const from = [name(order.startCity), name(order.startWarehouse)].filter(Boolean).join(', ');
  const to = [name(order.destCountry), name(order.destCity), name(order.destWarehouse)].filter(Boolean).join(', ');
  const next =
    order.nextStatus !== null
      ? t(`staff.orders.statusNames.${order.nextStatus}`)
      : order.lotAllowed
        ? t('staff.desk.view.nextByReceipt')
        : t('staff.desk.view.nextNone');
  const shipment = order.shipment;
  const items: DescriptionsProps['items'] = [
    { key: 'status', label: t('staff.orders.columns.status'), children: <OrderStatusTag status={order.status} label={t(`staff.orders.statusNames.${order.status}`)} /> },
    { key: 'next', label: t('staff.desk.view.next'), children: next },
    { key: 'cargo', label: t('staff.desk.view.cargoStatus'), children: t(`staff.desk.cargoStatus.${order.cargoControlStatus}`) },
    { key: 'transport', label: t('staff.desk.filters.transport'), children: order.transportType ? t(`staff.desk.transport.${order.transportType}`) : '' },
    { key: 'channel', label: t('staff.desk.view.channel'), children: name(order.channel) },
    { key: 'route', label: t('staff.desk.list.route'), children: `${from || '…'} → ${to || '…'}` },
    { key: 'marks', label: t('staff.orders.columns.marks'), children: order.marks ?? '' },
    {
      key: 'totals',
      label: t('staff.desk.view.totals'),
      children: t('staff.desk.view.totalsText', { count: order.totalNum, volume: formatM3(order.totalVolume, locale), weight: formatKg(order.totalWeight, locale) }),
    },
    { key: 'worth', label: t('staff.desk.view.worth'), children: order.totalWorth === null ? '' : formatMinor(order.totalWorth, order.currency, locale) },
    { key: 'insurance', label: t('staff.desk.view.insurance'), children: order.isInsured && order.insuranceFee !== null ? formatMinor(order.insuranceFee, order.currency, locale) : '' },
    { key: 'collection', label: t('staff.desk.view.collection'), children: order.isCollection && order.collectionProxy !== null ? formatMinor(order.collectionProxy, order.currency, locale) : '' },
    { key: 'delivery', label: t('staff.desk.view.deliveryDate'), children: order.deliveryDate ?? '' },
    { key: 'pickup', label: t('staff.desk.view.pickup'), children: order.harvestMethod === 'pickup' ? `${time(order.loadingTime)} · ${order.loadingAddress ?? ''}` : '' },
    { key: 'address', label: t('staff.desk.view.address'), children: [order.deliveryaddress, order.addressdetail].filter(Boolean).join(', ') },
    {
      key: 'shipment',
      label: t('staff.desk.view.shipment'),
      children: shipment
        ? t('staff.desk.view.shipmentText', {
            number: shipment.number,
            carrier: shipment.kind === 'sea' ? [shipment.vessel, shipment.voyage].filter(Boolean).join(' ') : (shipment.flightNo ?? ''),
            eta: time(shipment.eta),
          })
        : '',
    },
    { key: 'flag', label: t('staff.desk.view.flagReason'), children: order.flagged ? (flagReasonOf(order) ?? t('staff.desk.flag.automatic')) : '' },
    { key: 'remark', label: t('staff.desk.view.remark'), children: order.remark ?? '' },
    { key: 'created', label: t('staff.orders.columns.created'), children: time(order.createTime) },
    { key: 'submitted', label: t('staff.desk.view.submitted'), children: time(order.submitTime) },
  ];
  return (
    <Section title={t('staff.desk.view.order')}>
      <Details items={items} />
    </Section>
  );
}

function Parties({ order }: { order: StaffOrderDetail }) {
  const { t } = useTranslation();
  const party = (key: string, role: string, p: Partial<OrderParty> | null) =>
    p ? { key, role, name: p.name ?? '', company: p.company ?? p.nameEn ?? '', phone: phone(p.areaCode, p.phone), email: p.email ?? '' } : null;
  const rows = [
    {
      key: 'shipper',
      role: t('staff.desk.view.parties.shipper'),
      name: (
        <Link to={`${STAFF_BASE}/orders?memberId=${order.memberId}`} state={{ memberLabel: order.shipper.nickname }} className={styles.link}>
          {order.shipper.nickname}
        </Link>
      ),
      company: '',
      phone: phone(order.shipper.areaCode, order.shipper.mobile),
      email: '',
    },
    party('consignor', t('staff.desk.view.parties.consignor'), order.consignor),
    party('consignee', t('staff.desk.view.parties.consignee'), order.consignee),
    order.isCargoControl ? party('controller', t('staff.desk.view.parties.controller'), order.controller) : null,
  ].filter((row) => row !== null);
  return (
    <Section title={t('staff.desk.view.parties.title')}>
      <Table
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={rows}
        columns={[
          { key: 'role', title: t('staff.desk.view.parties.role'), dataIndex: 'role', width: 110 },
          { key: 'name', title: t('staff.desk.view.parties.name'), dataIndex: 'name' },
          { key: 'company', title: t('staff.desk.view.parties.company'), dataIndex: 'company', ellipsis: true },
          { key: 'phone', title: t('staff.desk.view.parties.phone'), dataIndex: 'phone', width: 150 },
          { key: 'email', title: t('staff.desk.view.parties.email'), dataIndex: 'email', ellipsis: true },
        ]}
      />
    </Section>
  );
}

function Goods({ order }: { order: StaffOrderDetail }) {
  const { t } = useTranslation();
  const scrollable = useKeyboardScrollable();
  const locale = useLocale();
  const flagged = new Map(order.flags.map((flag) => [flag.line, flag.reason]));
  const columns: TableColumnsType<GoodsLine & { index: number }> = [
    {
      key: 'name',
      title: t('staff.desk.view.goods.name'),
      render: (_, line) => (
        <>
          {line.proEn}
          <span className={styles.secondary}> · {line.proZh}</span>
          {flagged.has(line.index) ? <div className={styles.danger}>{flagged.get(line.index)}</div> : null}
        </>
      ),
    },
    { key: 'num', title: t('staff.desk.view.goods.pieces'), dataIndex: 'num', align: 'end', width: 60 },
    { key: 'quantity', title: t('staff.desk.view.goods.quantity'), render: (_, line) => `${line.quantity ?? ''} ${line.unit ?? ''}`, width: 90 },
    { key: 'volume', title: t('staff.desk.view.goods.volume'), render: (_, line) => formatM3(line.volume, locale), align: 'end', width: 80 },
    { key: 'weight', title: t('staff.desk.view.goods.weight'), render: (_, line) => formatKg(line.weight, locale), align: 'end', width: 80 },
    { key: 'worth', title: t('staff.desk.view.goods.worth'), render: (_, line) => (line.worth === null ? '' : formatMinor(line.worth, order.currency, locale)), align: 'end', width: 100 },
    { key: 'material', title: t('staff.desk.view.goods.material'), dataIndex: 'material', ellipsis: true, width: 90 },
  ];
  return (
    <Section title={t('staff.desk.view.goods.title', { count: order.goods.length })}>
      <Table ref={scrollable} size="small" pagination={false} rowKey="id" dataSource={order.goods.map((line, index) => ({ ...line, index }))} columns={columns} scroll={{ x: 620 }} />
    </Section>
  );
}

function Receipt({ order }: { order: StaffOrderDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { receipt, receiptCheck } = order;
  if (!receipt) {
    return (
      <Section title={t('staff.desk.view.receipt.title')}>
        <p className={styles.empty}>{t('staff.desk.view.receipt.none', { count: receiptCheck.declared.cartons })}</p>
      </Section>
    );
  }
  const figure = (name: 'cartons' | 'volume' | 'weight', value: number) =>
    name === 'cartons' ? formatNumber(value, locale) : name === 'volume' ? `${formatM3(value, locale)} m³` : `${formatKg(value, locale)} kg`;
  return (
    <Section title={t('staff.desk.view.receipt.title')}>
      <Details
        items={[
          {
            key: 'cartons',
            label: t('staff.desk.view.receipt.cartons'),
            children: receipt.complete
              ? formatNumber(receipt.cartons, locale)
              : t('staff.desk.view.receipt.partly', { count: receipt.cartons, expected: receipt.expectedCartons }),
          },
          { key: 'figures', label: t('staff.desk.view.totals'), children: `${figure('volume', receipt.volume)} · ${figure('weight', receipt.weight)} · ${receipt.size}` },
          { key: 'in', label: t('staff.desk.view.receipt.inTime'), children: time(receipt.inTime) },
          { key: 'warehouse', label: t('staff.desk.filters.warehouse'), children: receipt.warehouse ? placeName(receipt.warehouse, locale) : '' },
          {
            key: 'check',
            label: t('staff.desk.view.receipt.check'),
            children: receiptCheck.differences.length
              ? receiptCheck.differences
                  .filter((d) => d.difference !== 0)
                  .map((d) =>
                    t('staff.desk.view.receipt.difference', {
                      figure: t(`staff.desk.view.receipt.figures.${d.figure}`),
                      declared: figure(d.figure, d.declared),
                      measured: figure(d.figure, d.measured),
                      percent: d.percent ?? '—',
                    }),
                  )
                  .join('; ') || t('staff.desk.view.receipt.matches')
              : '',
          },
        ]}
      />
      {receiptCheck.exceptionNeeded ? <p className={styles.danger}>{t('staff.desk.view.receipt.exceptionNeeded')}</p> : null}
      {receipt.lots.length > 1 ? (
        <Table
          size="small"
          pagination={false}
          rowKey="lotNo"
          dataSource={receipt.lots}
          className={styles.below}
          columns={[
            { key: 'lot', title: t('staff.desk.view.receipt.lot'), dataIndex: 'lotNo', width: 50 },
            { key: 'cartons', title: t('staff.desk.view.receipt.cartons'), dataIndex: 'cartons', align: 'end', width: 70 },
            { key: 'volume', title: t('staff.desk.view.goods.volume'), render: (_, lot) => formatM3(lot.volume, locale), align: 'end' },
            { key: 'weight', title: t('staff.desk.view.goods.weight'), render: (_, lot) => formatKg(lot.weight, locale), align: 'end' },
            { key: 'in', title: t('staff.desk.view.receipt.inTime'), render: (_, lot) => time(lot.inTime), width: 140 },
          ]}
        />
      ) : null}
    </Section>
  );
}

function Events({ events }: { events: TrackingEvent[] }) {
  const { t } = useTranslation();
  const newest = [...events].sort((a, b) => b.time.localeCompare(a.time));
  return (
    <Section title={t('staff.desk.view.events.title')}>
      <Table
        size="small"
        pagination={false}
        rowKey={(event) => `${event.status}:${event.time}`}
        dataSource={newest}
        locale={{ emptyText: <StaffEmptyText text={t('staff.desk.view.events.none')} /> }}
        columns={[
          { key: 'time', title: t('staff.desk.view.events.time'), render: (_, event) => time(event.time), width: 130 },
          { key: 'status', title: t('staff.orders.columns.status'), render: (_, event) => t(`staff.orders.statusNames.${event.status}`), width: 150 },
          { key: 'place', title: t('staff.desk.move.place'), dataIndex: 'place', ellipsis: true },
          { key: 'note', title: t('staff.desk.move.note'), dataIndex: 'note', ellipsis: true },
        ]}
      />
    </Section>
  );
}

function CargoControl({ order }: { order: StaffOrderDetail }) {
  const { t } = useTranslation();
  const control = order.cargoControl;
  if (!control) return null;
  return (
    <Section title={t('staff.desk.view.control.title')}>
      <p className={control.heldCartons > 0 ? styles.danger : undefined}>
        {t('staff.desk.view.control.figures', { total: control.totalCartons, released: control.releasedCartons, held: control.heldCartons })}
      </p>
      {control.releases.length ? (
        <Table
          size="small"
          pagination={false}
          rowKey={(release) => `${release.time}:${release.cartons}`}
          dataSource={control.releases}
          columns={[
            { key: 'time', title: t('staff.desk.view.events.time'), render: (_, r) => time(r.time), width: 130 },
            { key: 'cartons', title: t('staff.desk.view.receipt.cartons'), dataIndex: 'cartons', align: 'end', width: 70 },
            { key: 'by', title: t('staff.desk.view.control.by'), render: (_, r) => [r.releasedBy.name, phone(r.releasedBy.areaCode, r.releasedBy.phone)].filter(Boolean).join(' · ') },
            { key: 'to', title: t('staff.desk.view.control.to'), dataIndex: 'consigneeName' },
          ]}
        />
      ) : null}
    </Section>
  );
}

function Fees({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fees = useStaffOrderFees(orderId);
  const money = (fee: FeeItem, amount: number) => formatMinor(amount, fee.currency, locale);
  return (
    <Section title={t('staff.desk.view.fees.title')}>
      {fees.isError ? (
        <LoadError onRetry={() => void fees.refetch()} retrying={fees.isFetching} />
      ) : (
        <>
          <Table<FeeItem>
            size="small"
            pagination={false}
            rowKey="id"
            loading={fees.isPending}
            dataSource={fees.data?.fees ?? []}
            locale={{ emptyText: fees.isPending ? ' ' : <StaffEmptyText text={t('staff.desk.view.fees.none')} /> }}
            columns={[
              { key: 'type', title: t('staff.desk.view.fees.type'), render: (_, fee) => t(`staff.desk.view.fees.types.${fee.feeType}`) },
              { key: 'payer', title: t('staff.desk.view.fees.payer'), render: (_, fee) => t(`staff.desk.view.fees.payers.${fee.payer}`), width: 90 },
              { key: 'amount', title: t('staff.desk.view.fees.amount'), render: (_, fee) => money(fee, fee.amount), align: 'end' },
              { key: 'paid', title: t('staff.desk.view.fees.paid'), render: (_, fee) => money(fee, fee.paidAmount), align: 'end' },
              {
                key: 'owed',
                title: t('staff.desk.view.fees.owed'),
                render: (_, fee) => <span className={fee.outstanding > 0 ? styles.danger : undefined}>{money(fee, fee.outstanding)}</span>,
                align: 'end',
              },
            ]}
          />
          {fees.data?.balances.length ? (
            <p className={styles.below}>
              {fees.data.balances
                .map((b) => t('staff.desk.view.fees.balance', { amount: formatMinor(b.amount, b.currency, locale), owed: formatMinor(b.outstanding, b.currency, locale) }))
                .join(' · ')}
            </p>
          ) : null}
        </>
      )}
    </Section>
  );
}

function Exceptions({ items }: { items: OrderAbnormalEntry[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Section title={t('staff.desk.view.exceptions.title')}>
      <Table
        size="small"
        pagination={false}
        rowKey="id"
        dataSource={items}
        locale={{ emptyText: <StaffEmptyText text={t('staff.desk.view.exceptions.none')} /> }}
        columns={[
          { key: 'type', title: t('staff.desk.view.fees.type'), render: (_, item) => t(`staff.desk.view.exceptions.types.${item.type}`) + (item.claim ? ` (${t('staff.desk.view.exceptions.claim')})` : ''), width: 150 },
          { key: 'description', title: t('staff.desk.view.exceptions.description'), dataIndex: 'description', ellipsis: true },
          { key: 'status', title: t('staff.orders.columns.status'), render: (_, item) => t(`staff.desk.view.exceptions.statuses.${item.status}`), width: 110 },
          { key: 'amount', title: t('staff.desk.view.fees.amount'), render: (_, item) => (item.amount !== null && item.currency ? formatMinor(item.amount, item.currency, locale) : ''), align: 'end', width: 90 },
          { key: 'time', title: t('staff.orders.columns.created'), render: (_, item) => time(item.createTime), width: 130 },
        ]}
      />
    </Section>
  );
}

function Refunds({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const refunds = useStaffOrderRefunds(orderId);
  return (
    <Section title={t('staff.desk.view.refunds.title')}>
      {refunds.isError ? (
        <LoadError onRetry={() => void refunds.refetch()} retrying={refunds.isFetching} />
      ) : (
        <Table<RefundStaffItem>
          size="small"
          pagination={false}
          rowKey="id"
          loading={refunds.isPending}
          dataSource={refunds.data?.list ?? []}
          locale={{ emptyText: refunds.isPending ? ' ' : <StaffEmptyText text={t('staff.desk.view.refunds.none')} /> }}
          columns={[
            { key: 'no', title: t('staff.desk.view.refunds.no'), dataIndex: 'refundNo', width: 140 },
            { key: 'status', title: t('staff.orders.columns.status'), render: (_, r) => t(`staff.desk.view.refunds.statuses.${r.status}`), width: 100 },
            { key: 'reason', title: t('staff.desk.view.refunds.reason'), dataIndex: 'reason', ellipsis: true },
            { key: 'decided', title: t('staff.desk.view.refunds.decided'), render: (_, r) => [r.decidedByName, time(r.decideTime)].filter(Boolean).join(' · '), width: 150 },
          ]}
        />
      )}
    </Section>
  );
}

function Files({ files }: { files: PackingListFile[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const download = async (file: PackingListFile) => saveFile(await staffApi.get<Blob>(file.url, undefined, { responseType: 'blob' }), file.name);
  return (
    <Section title={t('staff.desk.view.files.title')}>
      {files.length === 0 ? (
        <p className={styles.empty}>{t('staff.desk.view.files.none')}</p>
      ) : (
        <ul className={styles.files}>
          {files.map((file) => (
            <li key={file.id}>
              <button type="button" className={styles.textLink} onClick={() => void download(file)}>
                {file.name}
              </button>
              <span className={styles.secondary}>
                {formatNumber(Math.ceil(file.size / 1024), locale)} KiB · {file.uploader} · {time(file.createTime)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function AuditText({ entry }: { entry: OrderAuditEntry }) {
  const { t } = useTranslation();
  const d = entry.detail;
  const status = (value: unknown) => ((ORDER_STATUSES as readonly unknown[]).includes(value) ? t(`staff.orders.statusNames.${value as OrderStatus}`) : '');
  if (entry.action === 'transition') return t('staff.desk.view.history.transition', { from: status(d.from), to: status(d.to), place: d.place ?? '' });
  if (entry.action === 'flag' || entry.action === 'unflag') return t(`staff.desk.view.history.${entry.action}`, { reason: d.reason ?? '—' });
  if (entry.action === 'receipt' || entry.action === 'receiptLot') return t(`staff.desk.view.history.${entry.action}`, { cartons: d.cartons ?? '', lot: d.lot ?? '' });
  return t('staff.desk.view.history.refundReturn');
}

function History({ audit }: { audit: OrderAuditEntry[] }) {
  const { t } = useTranslation();
  return (
    <Section title={t('staff.desk.view.history.title')}>
      <Table
        size="small"
        pagination={false}
        rowKey={(entry) => `${entry.time}:${entry.action}:${entry.staffId}`}
        dataSource={audit}
        locale={{ emptyText: <StaffEmptyText text={t('staff.desk.view.history.none')} /> }}
        columns={[
          { key: 'time', title: t('staff.desk.view.events.time'), render: (_, entry) => time(entry.time), width: 130 },
          { key: 'staff', title: t('staff.desk.view.history.staff'), dataIndex: 'staffName', width: 120, ellipsis: true },
          { key: 'what', title: t('staff.desk.view.history.what'), render: (_, entry) => <AuditText entry={entry} /> },
        ]}
      />
    </Section>
  );
}
