import { MEMBER_STATUSES, type MemberSearchItem, type MemberStatus } from '@portal/contracts/members';
import { staffMayCall } from '@portal/contracts/staff';
import { Button, Input, Select, Table, Tag, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLocation, useRoutes, useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { RelativeTime } from '../../components/relative-time';
import { formatRelativeTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { ask } from '../ask';
import { inPanel, typingIn } from '../key-targets';
import { KeyboardHelp } from '../keyboard-help';
import { useStaffMe } from '../staff-api';
import { useStaffTitle } from '../staff-title';
import { DisableDialog } from './disable-dialog';
import { MemberPage } from './member-page';
import { MEMBERS_PAGE_SIZE, useMemberChange, useMembers, type MemberFilters } from './members-api';
import { useMembersText } from './members-texts';
import styles from './members.module.css';

// Members as customer service, reviewers and finance find them (docs/staff-console.md,
// "Members"): one search box (mobile, name, company, order number, shipping mark) and the
// status, in the URL (`?q=&status=&page=`). Administrators disable a member with a reason
// (their sessions end at once) and enable them again.

const isStatus = (value: string | null): value is MemberStatus => (MEMBER_STATUSES as readonly (string | null)[]).includes(value);

function filtersOf(params: URLSearchParams): MemberFilters {
  const keyword = params.get('q')?.trim().slice(0, 64);
  const status = params.get('status');
  const pageNo = Number(params.get('page'));
  return { ...(keyword ? { keyword } : {}), ...(isStatus(status) ? { status } : {}), pageNo: Number.isSafeInteger(pageNo) && pageNo > 0 ? pageNo : 1 };
}

const nameOf = (member: MemberSearchItem) => member.realName ?? member.nickname;

// /admin/members: the search; /admin/members/<id>: one member on one page.
export function MembersDesk() {
  return useRoutes([
    { index: true, element: <MembersList /> },
    { path: ':id', element: <MemberPage /> },
  ]);
}

function MembersList() {
  const tm = useMembersText();
  const locale = useLocale();
  useStaffTitle('members');
  const [params, setParams] = useSearchParams();
  const { search } = useLocation();
  const filters = filtersOf(params);
  const members = useMembers(filters);
  const change = useMemberChange();
  const { data: me } = useStaffMe();
  const administrator = me ? staffMayCall(me.roles, ['administrator']) : false;
  const [typed, setTyped] = useState(filters.keyword ?? '');
  const [disabling, setDisabling] = useState<MemberSearchItem | null>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target) || inPanel(event.target)) return;
      event.preventDefault();
      document.getElementById('staff-members-keyword')?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const apply = (next: Partial<MemberFilters>) => {
    const merged = { ...filters, pageNo: 1, ...next };
    const search = new URLSearchParams();
    if (merged.keyword) search.set('q', merged.keyword);
    if (merged.status) search.set('status', merged.status);
    if (merged.pageNo > 1) search.set('page', String(merged.pageNo));
    setParams(search);
  };

  const enable = async (member: MemberSearchItem) => {
    const name = nameOf(member);
    const sure = await ask({ title: tm('enableTitle', { name }), content: tm('enableConfirm'), okText: tm('enable'), cancelText: tm('cancel') });
    if (sure) await change.mutateAsync({ step: 'enable', id: member.id }).catch(() => undefined);
  };

  const columns: TableColumnsType<MemberSearchItem> = [
    { key: 'mobile', title: tm('columns.mobile'), width: 150, render: (_, m) => `+${m.areaCode} ${m.mobile}` },
    {
      key: 'nickname',
      title: tm('columns.nickname'),
      width: 130,
      // The member's own page, keeping this search for the way back.
      render: (_, m) => (
        <Link to={String(m.id)} state={{ list: search }} className={styles.memberLink} aria-label={tm('openMember', { name: nameOf(m) })}>
          {m.nickname}
        </Link>
      ),
    },
    { key: 'realName', title: tm('columns.realName'), dataIndex: 'realName', width: 120 },
    { key: 'company', title: tm('columns.company'), dataIndex: 'companyName', width: 160 },
    {
      key: 'status',
      title: tm('columns.status'),
      width: 200,
      render: (_, m) =>
        m.status === 'active' ? (
          <Tag color="green">{tm('statuses.active')}</Tag>
        ) : (
          <>
            <Tag color="red">{tm('statuses.disabled')}</Tag>
            {m.disabledReason ? <div className={styles.reason}>{tm('disabledWhy', { time: m.disabledTime ? formatRelativeTime(m.disabledTime, locale, Date.now()) : '', reason: m.disabledReason })}</div> : null}
          </>
        ),
    },
    { key: 'created', title: tm('columns.created'), width: 110, render: (_, m) => <RelativeTime value={m.createTime} /> },
    ...(administrator
      ? [
          {
            key: 'actions',
            title: tm('columns.actions'),
            width: 110,
            render: (_: unknown, m: MemberSearchItem) =>
              m.status === 'active' ? (
                <Button size="small" danger aria-label={tm('disableFor', { name: nameOf(m) })} onClick={() => setDisabling(m)}>
                  {tm('disable')}
                </Button>
              ) : (
                <Button size="small" aria-label={tm('enableFor', { name: nameOf(m) })} onClick={() => void enable(m)}>
                  {tm('enable')}
                </Button>
              ),
          },
        ]
      : []),
  ];

  return (
    <section aria-labelledby="staff-members-title" className={styles.desk}>
      <div className={styles.head}>
        <h1 id="staff-members-title" className={styles.title}>
          {tm('title')}
        </h1>
        <span className={styles.total}>{members.data ? tm('total', { count: members.data.total }) : null}</span>
        <KeyboardHelp
          entries={[
            ['/', tm('keys.focus')],
            ['Enter', tm('keys.search')],
            ['Esc', tm('keys.escape')],
          ]}
        />
      </div>
      <form
        role="search"
        aria-label={tm('title')}
        className={styles.filters}
        onSubmit={(event) => {
          event.preventDefault();
          apply({ keyword: typed.trim() || undefined });
        }}
      >
        <Input id="staff-members-keyword" aria-label={tm('keyword')} placeholder={tm('keyword')} value={typed} maxLength={64} className={styles.keyword} onChange={(event) => setTyped(event.target.value)} />
        <Select<MemberStatus | ''>
          aria-label={tm('status')}
          className={styles.select}
          value={filters.status ?? ''}
          onChange={(status) => apply({ keyword: typed.trim() || undefined, status: status || undefined })}
          options={[{ value: '', label: tm('allStatuses') }, ...MEMBER_STATUSES.map((status) => ({ value: status, label: tm(`statuses.${status}`) }))]}
        />
        <Button htmlType="submit">{tm('search')}</Button>
      </form>
      {members.isError && !members.data ? (
        <LoadError onRetry={() => void members.refetch()} retrying={members.isFetching} />
      ) : (
        <Table<MemberSearchItem>
          size="small"
          rowKey="id"
          columns={columns}
          dataSource={members.data?.list ?? []}
          loading={members.isPending || (members.isPlaceholderData && members.isFetching)}
          scroll={{ x: 900 }}
          locale={{ emptyText: members.isPending ? ' ' : tm('empty') }}
          pagination={{
            current: filters.pageNo,
            pageSize: MEMBERS_PAGE_SIZE,
            total: members.data?.total ?? 0,
            onChange: (pageNo) => apply({ ...filters, pageNo }),
            showSizeChanger: false,
            size: 'small',
            hideOnSinglePage: true,
          }}
        />
      )}
      {disabling ? <DisableDialog member={disabling} name={nameOf(disabling)} onClose={() => setDisabling(null)} /> : null}
    </section>
  );
}
