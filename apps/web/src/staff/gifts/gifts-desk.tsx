import { GIFT_EXCHANGE_METHOD, GIFT_STATUS, GIFT_STATUSES, type GiftStatus, type StaffActivity, type StaffGiftItem, type StaffOutlet } from '@portal/contracts/gifts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Select, Space, Tag, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { askThen } from '../ask';
import { StaffCursorTable, StaffListHead, StaffListToolbar, StaffTabs, StaffWholeTable } from '../staff-list';
import { useStaffTitle } from '../staff-title';
import { ActivityForm, GiftForm, OutletForm, StockForm } from './gift-forms';
import { useGiftChange, useStaffActivities, useStaffGifts, useStaffOutlets } from './gifts-api';
import { useGiftsText } from './gifts-texts';
import styles from './gifts.module.css';

// The gift catalogue (docs/staff-console.md, "Gifts"), administrators only: gifts with their
// points, stock and status; the outlets where members collect them; the activities (campaign
// pages). The tab and the catalogue's status filter live in the URL (`?tab=`, `?status=`).

const STATUS_NAME: Record<GiftStatus, 'available' | 'withdrawn' | 'outOfStock'> = { 0: 'available', 1: 'withdrawn', 2: 'outOfStock' };
const STATUS_COLOR: Record<GiftStatus, string> = { 0: 'green', 1: 'default', 2: 'orange' };
const TABS = ['catalogue', 'outlets', 'activities'] as const;
type Tab = (typeof TABS)[number];

export function GiftsDesk() {
  const tg = useGiftsText();
  useStaffTitle('gifts');
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((t) => t === params.get('tab')) ?? 'catalogue';
  return (
    <section aria-labelledby="staff-gifts-title">
      <StaffListHead id="staff-gifts-title" title={tg('title')} total={undefined} totalText={(count) => tg('catalogue.total', { count })} />
      <StaffTabs
        label={tg('title')}
        activeKey={tab}
        onChange={(key) => setParams(key === 'catalogue' ? {} : { tab: key })}
        items={[
          { key: 'catalogue', label: tg('tabs.catalogue'), children: <Catalogue /> },
          { key: 'outlets', label: tg('tabs.outlets'), children: <Outlets /> },
          { key: 'activities', label: tg('tabs.activities'), children: <Activities /> },
        ]}
      />
    </section>
  );
}

function Catalogue() {
  const tg = useGiftsText();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = raw !== null && raw !== '' && (GIFT_STATUSES as readonly number[]).includes(Number(raw)) ? (Number(raw) as GiftStatus) : undefined;
  const gifts = useStaffGifts(status);
  const change = useGiftChange();
  const [editing, setEditing] = useState<StaffGiftItem | 'new' | null>(null);
  const [stocking, setStocking] = useState<StaffGiftItem | null>(null);

  const setWithdrawn = (gift: StaffGiftItem, withdrawn: boolean) =>
    askThen(
      {
        title: tg(withdrawn ? 'catalogue.withdrawTitle' : 'catalogue.offerTitle', { name: gift.name }),
        content: tg(withdrawn ? 'catalogue.withdrawConfirm' : 'catalogue.offerConfirm'),
        okText: tg(withdrawn ? 'catalogue.withdraw' : 'catalogue.offer'),
        okButtonProps: { danger: withdrawn },
        cancelText: tg('cancel'),
      },
      () => change.mutateAsync({ kind: 'status', id: gift.id, withdrawn }),
    );

  const columns: TableColumnsType<StaffGiftItem> = [
    { key: 'sort', title: tg('sort'), dataIndex: 'sort', width: 70 },
    { key: 'name', title: tg('catalogue.name'), dataIndex: 'name' },
    { key: 'points', title: tg('catalogue.points'), dataIndex: 'points', width: 100 },
    { key: 'stock', title: tg('catalogue.stock'), dataIndex: 'stock', width: 90 },
    { key: 'status', title: tg('catalogue.status'), width: 120, render: (_, g) => <Tag color={STATUS_COLOR[g.status]}>{tg(`statuses.${STATUS_NAME[g.status]}`)}</Tag> },
    {
      key: 'actions',
      title: tg('actions'),
      width: 250,
      render: (_, g) => (
        <Space size="small" wrap>
          <Button size="small" aria-label={tg('editFor', { name: g.name })} onClick={() => setEditing(g)}>
            {tg('edit')}
          </Button>
          <Button size="small" aria-label={tg('stock.for', { name: g.name })} onClick={() => setStocking(g)}>
            {tg('stock.open')}
          </Button>
          {g.status === GIFT_STATUS.withdrawn ? (
            <Button size="small" aria-label={tg('catalogue.offerFor', { name: g.name })} onClick={() => void setWithdrawn(g, false)}>
              {tg('catalogue.offer')}
            </Button>
          ) : (
            <Button size="small" danger aria-label={tg('catalogue.withdrawFor', { name: g.name })} onClick={() => void setWithdrawn(g, true)}>
              {tg('catalogue.withdraw')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div>
      <StaffListToolbar
        total={gifts.data?.pages[0]}
        totalText={(count) => tg('catalogue.total', { count })}
        action={
          <Button type="primary" onClick={() => setEditing('new')}>
            {tg('catalogue.new')}
          </Button>
        }
      >
        <Select<number>
          aria-label={tg('catalogue.status')}
          className={styles.select}
          value={status ?? -1}
          onChange={(value) => setParams(value >= 0 ? { status: String(value) } : {})}
          options={[{ value: -1, label: tg('allStatuses') }, ...GIFT_STATUSES.map((s) => ({ value: s, label: tg(`statuses.${STATUS_NAME[s]}`) }))]}
        />
      </StaffListToolbar>
      <StaffCursorTable<StaffGiftItem> query={gifts} columns={columns} scrollX={860} emptyText={tg('catalogue.empty')} loadMoreText={tg('more')} />
      {editing ? <GiftForm gift={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      {stocking ? <StockForm gift={stocking} name={stocking.name} onClose={() => setStocking(null)} /> : null}
    </div>
  );
}

// A list the server answers whole (outlets, activities), with its count and main button.
function WholeList<T extends { id: number }>({
  query,
  columns,
  total,
  empty,
  action,
}: {
  query: UseQueryResult<T[]>;
  columns: TableColumnsType<T>;
  total: (count: number) => string;
  empty: string;
  action: ReactNode;
}) {
  return (
    <>
      <StaffListToolbar total={query.data ? { total: query.data.length, totalCapped: false } : undefined} totalText={total} action={action} />
      <StaffWholeTable<T> query={query} columns={columns} scrollX={760} emptyText={empty} />
    </>
  );
}

const onOff = (tg: ReturnType<typeof useGiftsText>, enabled: boolean) => (enabled ? <Tag color="green">{tg('on')}</Tag> : <Tag>{tg('off')}</Tag>);

function Outlets() {
  const tg = useGiftsText();
  const outlets = useStaffOutlets();
  const [editing, setEditing] = useState<StaffOutlet | 'new' | null>(null);
  const columns: TableColumnsType<StaffOutlet> = [
    { key: 'sort', title: tg('sort'), dataIndex: 'sort', width: 70 },
    { key: 'name', title: tg('outlets.name'), dataIndex: 'name' },
    { key: 'city', title: tg('outlets.city'), dataIndex: 'city', width: 120 },
    { key: 'method', title: tg('outlets.method'), width: 170, render: (_, o) => tg(o.method === GIFT_EXCHANGE_METHOD.pickup ? 'methods.pickup' : 'methods.seaShipment') },
    { key: 'points', title: tg('outlets.pickupPoints'), dataIndex: 'pickupPoints', width: 110 },
    { key: 'enabled', title: tg('outlets.enabled'), width: 100, render: (_, o) => onOff(tg, o.enabled) },
    {
      key: 'actions',
      title: tg('actions'),
      width: 90,
      render: (_, o) => (
        <Button size="small" aria-label={tg('editFor', { name: o.name })} onClick={() => setEditing(o)}>
          {tg('edit')}
        </Button>
      ),
    },
  ];
  return (
    <div>
      <WholeList<StaffOutlet>
        query={outlets}
        columns={columns}
        total={(count) => tg('outlets.total', { count })}
        empty={tg('outlets.empty')}
        action={
          <Button type="primary" onClick={() => setEditing('new')}>
            {tg('outlets.new')}
          </Button>
        }
      />
      {editing ? <OutletForm outlet={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

function Activities() {
  const tg = useGiftsText();
  const activities = useStaffActivities();
  const [editing, setEditing] = useState<StaffActivity | 'new' | null>(null);
  const columns: TableColumnsType<StaffActivity> = [
    { key: 'title', title: tg('activities.titleField'), dataIndex: 'title' },
    { key: 'gift', title: tg('activities.gift'), width: 100, render: (_, a) => a.giftId ?? '—' },
    { key: 'dates', title: tg('activities.dates'), width: 210, render: (_, a) => (a.startDate || a.endDate ? `${a.startDate ?? '…'} → ${a.endDate ?? '…'}` : '—') },
    { key: 'enabled', title: tg('activities.enabled'), width: 100, render: (_, a) => onOff(tg, a.enabled) },
    {
      key: 'actions',
      title: tg('actions'),
      width: 90,
      render: (_, a) => (
        <Button size="small" aria-label={tg('editFor', { name: a.title })} onClick={() => setEditing(a)}>
          {tg('edit')}
        </Button>
      ),
    },
  ];
  return (
    <div>
      <WholeList<StaffActivity>
        query={activities}
        columns={columns}
        total={(count) => tg('activities.total', { count })}
        empty={tg('activities.empty')}
        action={
          <Button type="primary" onClick={() => setEditing('new')}>
            {tg('activities.new')}
          </Button>
        }
      />
      {editing ? <ActivityForm activity={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
