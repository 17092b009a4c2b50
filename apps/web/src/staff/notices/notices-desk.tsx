import { NOTICE_STATUS, NOTICE_STATUSES, type NoticeStatus } from '@portal/contracts/statuses';
import type { StaffBanner, StaffNotice } from '@portal/contracts/notices';
import { Button, Select, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { askThen } from '../ask';
import { StaffCursorTable, StaffListHead, StaffListToolbar, StaffTabs, StaffWholeTable } from '../staff-list';
import { useStaffTitle } from '../staff-title';
import { BannerForm, NoticeForm } from './notice-forms';
import { useNoticeChange, useStaffBanners, useStaffNotices } from './notices-api';
import { useNoticesText, type NoticesText } from './notices-texts';
import styles from './notices.module.css';

// Notices and banners (docs/staff-console.md, "Notices"): customer service writes a notice in
// the three languages as a draft, publishes it to every member, withdraws it; and keeps the
// banners of the members' home page. The tab and the status filter live in the URL.

const STATUS_NAME: Record<NoticeStatus, 'draft' | 'published' | 'withdrawn'> = { 0: 'draft', 1: 'published', 2: 'withdrawn' };
const STATUS_COLOR: Record<NoticeStatus, string> = { 0: 'default', 1: 'green', 2: 'orange' };

const isStatus = (value: string | null): value is `${NoticeStatus}` => value !== null && (NOTICE_STATUSES as readonly number[]).includes(Number(value)) && value !== '';

export function NoticesDesk() {
  const tn = useNoticesText();
  useStaffTitle('notices');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'banners' ? 'banners' : 'notices';
  return (
    <section aria-labelledby="staff-notices-title">
      <StaffListHead id="staff-notices-title" title={tn('title')} total={undefined} totalText={(count) => tn('total', { count })} />
      <StaffTabs
        label={tn('title')}
        activeKey={tab}
        onChange={(key) => setParams(key === 'banners' ? { tab: 'banners' } : {})}
        items={[
          { key: 'notices', label: tn('tabs.notices'), children: tab === 'notices' ? <NoticeList /> : null },
          { key: 'banners', label: tn('tabs.banners'), children: tab === 'banners' ? <BannerList /> : null },
        ]}
      />
    </section>
  );
}

function NoticeList() {
  const tn = useNoticesText();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? (Number(raw) as NoticeStatus) : undefined;
  const notices = useStaffNotices(status);
  const change = useNoticeChange();
  const [editing, setEditing] = useState<StaffNotice | 'new' | null>(null);

  const move = (notice: StaffNotice, step: 'publish' | 'withdraw') =>
    askThen(
      { title: tn(`${step}Title`, { title: notice.title[locale] }), content: tn(`${step}Confirm`), okText: tn(step), okButtonProps: { danger: step === 'withdraw' }, cancelText: tn('cancel') },
      () => change.mutateAsync({ step, id: notice.id }),
    );

  const columns: TableColumnsType<StaffNotice> = [
    { key: 'title', title: tn('columns.title'), render: (_, n) => n.title[locale] },
    { key: 'status', title: tn('columns.status'), width: 120, render: (_, n) => <Tag color={STATUS_COLOR[n.status]}>{tn(`statuses.${STATUS_NAME[n.status]}`)}</Tag> },
    { key: 'published', title: tn('columns.published'), width: 150, render: (_, n) => (n.publishTime ? formatDateTime(n.publishTime, 'YYYY-MM-DD HH:mm') : '—') },
    { key: 'updated', title: tn('columns.updated'), width: 150, render: (_, n) => formatDateTime(n.updateTime, 'YYYY-MM-DD HH:mm') },
    {
      key: 'actions',
      title: tn('columns.actions'),
      width: 200,
      render: (_, n) => (
        <Space size="small">
          <Button size="small" aria-label={tn('editFor', { title: n.title[locale] })} onClick={() => setEditing(n)}>
            {tn('edit')}
          </Button>
          {n.status === NOTICE_STATUS.published ? (
            <Button size="small" danger aria-label={tn('withdrawFor', { title: n.title[locale] })} onClick={() => void move(n, 'withdraw')}>
              {tn('withdraw')}
            </Button>
          ) : (
            <Button size="small" type="primary" aria-label={tn('publishFor', { title: n.title[locale] })} onClick={() => void move(n, 'publish')}>
              {tn('publish')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div>
      <StaffListToolbar
        total={notices.data?.pages[0]}
        totalText={(count) => tn('total', { count })}
        action={
          <Button type="primary" onClick={() => setEditing('new')}>
            {tn('new')}
          </Button>
        }
      >
        <Select<string>
          aria-label={tn('columns.status')}
          className={styles.select}
          value={status === undefined ? '' : String(status)}
          onChange={(value) => setParams(value ? { status: value } : {})}
          options={[{ value: '', label: tn('allStatuses') }, ...NOTICE_STATUSES.map((s) => ({ value: String(s), label: tn(`statuses.${STATUS_NAME[s]}`) }))]}
        />
      </StaffListToolbar>
      <StaffCursorTable<StaffNotice> query={notices} columns={columns} scrollX={820} emptyText={tn('empty')} loadMoreText={tn('more')} />
      {editing ? <NoticeForm notice={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

function bannerColumns(tn: NoticesText, locale: keyof StaffBanner['title'], edit: (b: StaffBanner) => void, remove: (b: StaffBanner) => void): TableColumnsType<StaffBanner> {
  return [
    { key: 'sort', title: tn('banners.sort'), dataIndex: 'sort', width: 70 },
    { key: 'title', title: tn('columns.title'), render: (_, b) => b.title[locale] },
    { key: 'image', title: tn('banners.image'), render: (_, b) => <span className={styles.path}>{b.imageUrl}</span> },
    { key: 'shown', title: tn('banners.shown'), width: 110, render: (_, b) => (b.shown ? <Tag color="green">{tn('banners.yes')}</Tag> : <Tag>{tn('banners.no')}</Tag>) },
    {
      key: 'actions',
      title: tn('columns.actions'),
      width: 180,
      render: (_, b) => (
        <Space size="small">
          <Button size="small" aria-label={tn('editFor', { title: b.title[locale] })} onClick={() => edit(b)}>
            {tn('edit')}
          </Button>
          <Button size="small" danger aria-label={tn('banners.deleteFor', { title: b.title[locale] })} onClick={() => remove(b)}>
            {tn('banners.delete')}
          </Button>
        </Space>
      ),
    },
  ];
}

function BannerList() {
  const tn = useNoticesText();
  const locale = useLocale();
  const banners = useStaffBanners();
  const change = useNoticeChange();
  const [editing, setEditing] = useState<StaffBanner | 'new' | null>(null);

  const remove = (banner: StaffBanner) =>
    askThen(
      { title: tn('banners.deleteTitle', { title: banner.title[locale] }), content: tn('banners.deleteConfirm'), okText: tn('banners.delete'), okButtonProps: { danger: true }, cancelText: tn('cancel') },
      () => change.mutateAsync({ step: 'deleteBanner', id: banner.id }),
    );

  return (
    <div>
      <StaffListToolbar
        total={banners.data ? { total: banners.data.length, totalCapped: false } : undefined}
        totalText={(count) => tn('banners.total', { count })}
        action={
          <Button type="primary" onClick={() => setEditing('new')}>
            {tn('banners.new')}
          </Button>
        }
      />
      <StaffWholeTable<StaffBanner> query={banners} columns={bannerColumns(tn, locale, setEditing, (b) => void remove(b))} scrollX={760} emptyText={tn('banners.empty')} />
      {editing ? <BannerForm banner={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
