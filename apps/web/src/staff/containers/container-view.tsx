import { ArrowLeftOutlined } from '@ant-design/icons';
import { SHIPMENT_LOADING, type ShipmentAdvanceResult, type ShipmentDetail, type ShipmentOrder } from '@portal/contracts/shipment';
import { CARGO_CONTROL_STATUS } from '@portal/contracts/statuses';
import { Alert, Button, Result, Spin, Table, type TableColumnsType } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CopyButton } from '../../components/copy-button';
import { LoadError } from '../../components/load-error';
import { Pill } from '../../components/plain-card';
import { ApiError } from '../../lib/api-error';
import { feedback } from '../../lib/feedback';
import { formatKg, formatM3 } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { formatNumber } from '../../lib/number-format';
import { STAFF_BASE } from '../staff-routes';
import { ScanBox, type ScanBoxHandle } from '../scan-box';
import { useStaffTitle } from '../staff-title';
import { AdvanceModal, OrderOutcomes, type AdvanceTo } from './advance-modal';
import { CapacityBar } from './capacity-bar';
import { ContainerFormModal } from './container-form';
import { carrierText, ContainerStatus, shortTime, statusName } from './container-display';
import { useContainer, useLoadOrder, useUnloadOrder } from './containers-api';
import { useContainersText, type ContainersSubKey } from './containers-texts';
import { KeyboardHelp } from '../keyboard-help';
import { useDeskKeys } from './desk-keys';
import styles from './containers.module.css';

// One container or air shipment: what it is, its orders against its capacity, the scan that
// loads orders while it is being loaded, and the move of the whole of it one step along the
// chain (dry run first). After each action the focus is back in the scan box.
export function ContainerView() {
  const ct = useContainersText();
  useStaffTitle('containers');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const container = useContainer(valid ? id : 0);

  if (!valid || (container.error instanceof ApiError && container.error.is('SHIPMENT_NOT_FOUND'))) {
    return (
      <Result
        status="404"
        title={<h1 className={styles.title}>{ct('detail.notFound')}</h1>}
        extra={<Link to={`${STAFF_BASE}/containers`}>{ct('detail.back')}</Link>}
      />
    );
  }
  if (container.isError && !container.data) return <LoadError onRetry={() => void container.refetch()} retrying={container.isFetching} />;
  if (!container.data) {
    return (
      <div className={styles.center}>
        <Spin aria-label={ct('detail.loading')} />
      </div>
    );
  }
  return <ContainerDetail shipment={container.data} />;
}

function ContainerDetail({ shipment }: { shipment: ShipmentDetail }) {
  const { t } = useTranslation();
  const ct = useContainersText();
  const locale = useLocale();
  const scan = useRef<ScanBoxHandle>(null);
  const [editing, setEditing] = useState(false);
  const [moving, setMoving] = useState(false);
  const [outcome, setOutcome] = useState<ShipmentAdvanceResult>();
  const load = useLoadOrder();
  const unload = useUnloadOrder();
  const loading = shipment.status === SHIPMENT_LOADING;
  const next = shipment.nextStatus;
  const canMove = next !== null && shipment.orderCount > 0;
  const text = (key: ContainersSubKey<'detail'>, options?: Record<string, unknown>) => ct(`detail.${key}`, options);
  // After an action, the focus goes back to the scan (once the dialog has let it go).
  const refocus = () => window.setTimeout(() => scan.current?.focus(), 0);

  useDeskKeys({ c: () => setEditing(true), m: canMove ? () => setMoving(true) : undefined });
  // The view opens at the scan box: after the layout has put the focus on the page's region.
  useEffect(() => {
    const timer = window.setTimeout(() => scan.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [shipment.id]);

  // A scanned order number goes in; a refusal (the server's reason, in the staff member's
  // language) rejects, and the scan box lists it.
  const onScan = async (code: string) => {
    const loaded = await load.mutateAsync({ id: shipment.id, orderNo: code });
    const order = loaded.orders.find((entry) => entry.orderNo === code.toUpperCase());
    return { message: order ? text('scanLoaded', { count: order.totalNum, volume: formatM3(order.totalVolume, locale), weight: formatKg(order.totalWeight, locale) }) : undefined };
  };

  const askUnload = (order: ShipmentOrder) =>
    feedback.confirm({
      title: text('unloadTitle', { orderNo: order.orderNo }),
      content: text('unloadText', { number: shipment.number }),
      okText: text('unload'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => unload.mutateAsync({ id: shipment.id, orderNo: order.orderNo }).then(() => feedback.success(text('unloaded', { orderNo: order.orderNo }))),
      afterClose: refocus,
    });

  const columns: TableColumnsType<ShipmentOrder> = [
    {
      key: 'orderNo',
      title: text('columns.orderNo'),
      render: (_, row) => (
        <span className={styles.nowrap}>
          {row.orderNo} <CopyButton text={row.orderNo} label={text('copyOrderNo', { orderNo: row.orderNo })} />
        </span>
      ),
      width: 190,
    },
    { key: 'member', title: text('columns.member'), render: (_, row) => `${row.member.nickname} (+${row.member.areaCode} ${row.member.mobile})`, ellipsis: true },
    { key: 'marks', title: text('columns.marks'), dataIndex: 'marks', ellipsis: true, width: 120 },
    { key: 'cartons', title: text('columns.cartons'), render: (_, row) => formatNumber(row.totalNum, locale), align: 'end', width: 80 },
    { key: 'weight', title: text('columns.weight'), render: (_, row) => formatKg(row.totalWeight, locale), align: 'end', width: 100 },
    { key: 'volume', title: text('columns.volume'), render: (_, row) => formatM3(row.totalVolume, locale), align: 'end', width: 100 },
    {
      key: 'status',
      title: text('columns.status'),
      render: (_, row) => (
        <span className={styles.badges}>
          {t(`staff.orders.statusNames.${row.status}`)}
          {row.flagged ? <Pill tone="red">{text('flagged')}</Pill> : null}
          {row.cargoControlStatus !== CARGO_CONTROL_STATUS.none && row.cargoControlStatus !== CARGO_CONTROL_STATUS.released ? <Pill tone="orange">{text('underControl')}</Pill> : null}
        </span>
      ),
      width: 220,
    },
    ...(loading
      ? [
          {
            key: 'actions',
            title: text('columns.actions'),
            render: (_: unknown, row: ShipmentOrder) => (
              <Button size="small" danger onClick={() => askUnload(row)} aria-label={text('unloadOrder', { orderNo: row.orderNo })}>
                {text('unload')}
              </Button>
            ),
            width: 90,
          },
        ]
      : []),
  ];

  const keys: [string, string][] = [
    ...(loading ? ([['/', text('keys.scan')], [text('keys.enterTab'), text('keys.scanEnd')]] as [string, string][]) : []),
    ['Alt+M', text('keys.move')],
    ['Alt+C', text('keys.edit')],
    ['Esc', text('keys.close')],
  ];

  return (
    <section aria-labelledby="staff-container-title">
      <Link to={`${STAFF_BASE}/containers`} className={styles.back}>
        <ArrowLeftOutlined aria-hidden /> {text('back')}
      </Link>
      <div className={styles.head}>
        <h1 id="staff-container-title" className={styles.title}>
          {ct(`detail.heading.${shipment.kind}`, { number: shipment.number })}
        </h1>
        <ContainerStatus status={shipment.status} />
        <span className={styles.spacer} />
        <KeyboardHelp entries={keys} />
        <Button onClick={() => setEditing(true)}>{text('edit')}</Button>
        {next !== null ? (
          <Button type="primary" disabled={!canMove} title={canMove ? undefined : text('emptyCannotMove')} onClick={() => setMoving(true)}>
            {text('moveTo', { status: statusName(ct, next) })}
          </Button>
        ) : null}
      </div>

      <dl className={styles.facts}>
        <div>
          <dt>{text(shipment.kind === 'sea' ? 'vesselVoyage' : 'flight')}</dt>
          <dd>{carrierText(ct, shipment)}</dd>
        </div>
        {shipment.kind === 'sea' ? (
          <div>
            <dt>{text('seal')}</dt>
            <dd>{shipment.sealNo ?? '—'}</dd>
          </div>
        ) : null}
        <div>
          <dt>{text('ports')}</dt>
          <dd>{ct('ports', { from: shipment.portOfLoading, to: shipment.portOfDischarge })}</dd>
        </div>
        <div>
          <dt>{text('etd')}</dt>
          <dd>{shortTime(shipment.etd)}</dd>
        </div>
        <div>
          <dt>{text('eta')}</dt>
          <dd>{shortTime(shipment.eta)}</dd>
        </div>
      </dl>

      <section className={styles.totals} aria-label={text('totals')}>
        <div className={styles.count}>
          <span className={styles.countValue}>{formatNumber(shipment.orderCount, locale)}</span>
          <span>{ct('detail.orderCount', { count: shipment.orderCount })}</span>
        </div>
        <div className={styles.count}>
          <span className={styles.countValue}>{formatNumber(shipment.cartons, locale)}</span>
          <span>{ct('detail.cartonCount', { count: shipment.cartons })}</span>
        </div>
        <div className={styles.bar}>
          <CapacityBar measure="volume" value={shipment.volume} capacity={shipment.capacityVolume} />
        </div>
        <div className={styles.bar}>
          <CapacityBar measure="weight" value={shipment.weight} capacity={shipment.capacityWeight} />
        </div>
      </section>
      {shipment.overCapacity.volume || shipment.overCapacity.weight ? (
        <Alert
          type="warning"
          showIcon
          className={styles.gap}
          title={text(shipment.overCapacity.volume && shipment.overCapacity.weight ? 'overBoth' : shipment.overCapacity.volume ? 'overVolume' : 'overWeight')}
        />
      ) : null}

      {outcome ? (
        <Alert
          className={styles.gap}
          type={outcome.refused.length ? 'warning' : 'success'}
          showIcon
          closable
          onClose={() => setOutcome(undefined)}
          title={text('movedTitle', { status: statusName(ct, outcome.to) })}
          description={<OrderOutcomes result={outcome} />}
        />
      ) : null}

      {loading ? (
        <div className={styles.scan}>
          <ScanBox ref={scan} label={text('scanLabel')} placeholder={text('scanPlaceholder')} onScan={onScan} />
        </div>
      ) : (
        <p className={styles.sub}>{text('notLoading')}</p>
      )}

      <h2 className={styles.subtitle}>{ct('detail.ordersTitle', { count: shipment.orderCount })}</h2>
      <Table<ShipmentOrder>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={shipment.orders}
        pagination={false}
        scroll={{ x: 1000 }}
        locale={{ emptyText: text(loading ? 'emptyLoading' : 'empty') }}
      />

      {editing ? (
        <ContainerFormModal
          shipment={shipment}
          onClose={() => {
            setEditing(false);
            refocus();
          }}
        />
      ) : null}
      {moving && next !== null ? (
        <AdvanceModal
          shipment={shipment}
          to={next as AdvanceTo}
          onClose={() => {
            setMoving(false);
            refocus();
          }}
          onMoved={setOutcome}
        />
      ) : null}
    </section>
  );
}
