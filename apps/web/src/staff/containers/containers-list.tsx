import { PlusOutlined } from '@ant-design/icons';
import { SHIPMENT_KINDS, SHIPMENT_STATUSES, type ShipmentItem, type ShipmentKind, type ShipmentStatus } from '@portal/contracts/shipment';
import { Button, Input, Select, type InputRef, type TableColumnsType } from 'antd';
import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { StaffCursorTable, StaffListHead } from '../staff-list';
import { STAFF_BASE } from '../staff-routes';
import { useStaffTitle } from '../staff-title';
import { CapacityBar } from './capacity-bar';
import { ContainerFormModal } from './container-form';
import { carrierText, ContainerStatus, shortTime, statusName } from './container-display';
import { useContainers, type ContainerFilters } from './containers-api';
import { useContainersText } from './containers-texts';
import { KeyboardHelp } from '../keyboard-help';
import { useSlashToSearch } from '../list-keys';
import { useDeskKeys } from './desk-keys';
import styles from './containers.module.css';

export const containerPath = (id: number) => `${STAFF_BASE}/containers/${id}`;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

// Filters live in the URL: a reload, a link or the back button keeps them.
function filtersOf(params: URLSearchParams): ContainerFilters {
  const status = Number(params.get('status'));
  const kind = params.get('kind');
  const day = (name: string) => (DAY.test(params.get(name) ?? '') ? params.get(name)! : undefined);
  const filters: ContainerFilters = {};
  if (params.get('number')) filters.number = params.get('number')!;
  if (params.get('status') !== null && (SHIPMENT_STATUSES as readonly number[]).includes(status)) filters.status = status as ShipmentStatus;
  if (kind && (SHIPMENT_KINDS as readonly string[]).includes(kind)) filters.kind = kind as ShipmentKind;
  if (day('etdFrom')) filters.etdFrom = day('etdFrom');
  if (day('etdTo')) filters.etdTo = day('etdTo');
  return filters;
}

// The containers and air shipments, newest first: status, number, carrier, ports, ETD and
// ETA, and how full each is; filters; "New container / air shipment".
export function ContainersList() {
  const ct = useContainersText();
  useStaffTitle('containers');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const [number, setNumber] = useState(filters.number ?? '');
  const [creating, setCreating] = useState(false);
  const search = useRef<InputRef>(null);
  const list = useContainers(filters);
  const first = list.data?.pages[0];
  const filtered = Object.keys(filters).length > 0;

  useDeskKeys({ n: () => setCreating(true) });
  // `/` outside a field goes to the number search.
  useSlashToSearch(search);

  const apply = (next: ContainerFilters) => {
    const query = new URLSearchParams();
    if (next.number?.trim()) query.set('number', next.number.trim());
    if (next.status !== undefined) query.set('status', String(next.status));
    if (next.kind) query.set('kind', next.kind);
    if (next.etdFrom) query.set('etdFrom', next.etdFrom);
    if (next.etdTo) query.set('etdTo', next.etdTo);
    setParams(query);
  };

  const columns: TableColumnsType<ShipmentItem> = [
    { key: 'status', title: ct('columns.status'), render: (_, row) => <ContainerStatus status={row.status} />, width: 100 },
    {
      key: 'number',
      title: ct('columns.number'),
      render: (_, row) => (
        <>
          <Link to={containerPath(row.id)} className={styles.number}>
            {row.number}
          </Link>
          <div className={styles.sub}>{ct(`kinds.${row.kind}`)}</div>
        </>
      ),
      width: 140,
    },
    { key: 'carrier', title: ct('columns.carrier'), render: (_, row) => carrierText(ct, row), ellipsis: true },
    {
      key: 'ports',
      title: ct('columns.ports'),
      render: (_, row) => (
        <>
          <div className={styles.clip}>{row.portOfLoading}</div>
          <div className={styles.clip}>→ {row.portOfDischarge}</div>
        </>
      ),
    },
    {
      key: 'dates',
      title: ct('columns.dates'),
      render: (_, row) => (
        <>
          <div className={styles.nowrap}>{ct('etdShort', { time: shortTime(row.etd) })}</div>
          <div className={styles.nowrap}>{ct('etaShort', { time: shortTime(row.eta) })}</div>
        </>
      ),
      width: 160,
    },
    { key: 'orders', title: ct('columns.orders'), dataIndex: 'orderCount', align: 'end', width: 64 },
    { key: 'cartons', title: ct('columns.cartons'), dataIndex: 'cartons', align: 'end', width: 84 },
    { key: 'volume', title: ct('columns.volume'), render: (_, row) => <CapacityBar compact measure="volume" value={row.volume} capacity={row.capacityVolume} />, width: 150 },
    { key: 'weight', title: ct('columns.weight'), render: (_, row) => <CapacityBar compact measure="weight" value={row.weight} capacity={row.capacityWeight} />, width: 170 },
  ];

  return (
    <section aria-labelledby="staff-containers-title">
      <StaffListHead id="staff-containers-title" title={ct('title')} total={first} totalText={(count) => ct('total', { count })}>
        <KeyboardHelp
          entries={[
            ['/', ct('keys.search')],
            ['Alt+N', ct('keys.new')],
            ['Enter', ct('keys.open')],
          ]}
        />
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
          {ct('new')}
        </Button>
      </StaffListHead>
      <form
        className={styles.filters}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          apply({ ...filters, number });
        }}
      >
        <Input
          ref={search}
          aria-label={ct('filters.number')}
          placeholder={ct('filters.number')}
          value={number}
          allowClear
          maxLength={20}
          onChange={(event) => setNumber(event.target.value)}
          className={styles.keyword}
        />
        <Select<ShipmentKind | ''>
          aria-label={ct('filters.kind')}
          value={filters.kind ?? ''}
          onChange={(value) => apply({ ...filters, number, kind: value || undefined })}
          options={[{ value: '', label: ct('filters.allKinds') }, ...SHIPMENT_KINDS.map((kind) => ({ value: kind, label: ct(`kinds.${kind}`) }))]}
          className={styles.select}
        />
        <Select<ShipmentStatus | ''>
          aria-label={ct('filters.status')}
          value={filters.status ?? ''}
          onChange={(value) => apply({ ...filters, number, status: value === '' ? undefined : value })}
          options={[{ value: '', label: ct('filters.allStatuses') }, ...SHIPMENT_STATUSES.map((status) => ({ value: status, label: statusName(ct, status) }))]}
          className={styles.select}
        />
        <label className={styles.day}>
          <span>{ct('filters.etdFrom')}</span>
          <Input type="date" value={filters.etdFrom ?? ''} onChange={(event) => apply({ ...filters, number, etdFrom: event.target.value || undefined })} />
        </label>
        <label className={styles.day}>
          <span>{ct('filters.etdTo')}</span>
          <Input type="date" value={filters.etdTo ?? ''} onChange={(event) => apply({ ...filters, number, etdTo: event.target.value || undefined })} />
        </label>
        <Button htmlType="submit">{ct('filters.search')}</Button>
        <Button
          disabled={!filtered}
          onClick={() => {
            setNumber('');
            apply({});
          }}
        >
          {ct('filters.reset')}
        </Button>
      </form>
      <StaffCursorTable<ShipmentItem> query={list} columns={columns} scrollX={1100} emptyText={ct(filtered ? 'empty' : 'emptyAll')} loadMoreText={ct('loadMore')} />
      {creating ? <ContainerFormModal onClose={() => setCreating(false)} onSaved={(saved) => void navigate(containerPath(saved.id))} /> : null}
    </section>
  );
}
