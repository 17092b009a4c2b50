import { STAFF_ROLES, STAFF_STATUSES, type StaffItem, type StaffRole, type StaffStatus } from '@portal/contracts/staff';
import { Button, Input, Select, Table, Tag, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { RelativeTime } from '../../components/relative-time';
import { ApiError } from '../../lib/api-error';
import { feedback } from '../../lib/feedback';
import { ask } from '../ask';
import { inPanel, typingIn } from '../key-targets';
import { KeyboardHelp } from '../keyboard-help';
import { useStaffMe } from '../staff-api';
import { useStaffTitle } from '../staff-title';
import { CreateDialog, PasswordShown, ResetDialog, RolesDialog, type ShownPassword } from './account-dialogs';
import { ACCOUNTS_PAGE_SIZE, useAccountChange, useAccounts, type AccountFilters } from './accounts-api';
import { useAccountsText } from './accounts-texts';
import styles from './accounts.module.css';

// The administrators' desk (docs/staff-console.md, "Staff accounts"): the accounts a page at a
// time, found by username, role and status (in the URL: `?username=&role=&status=&page=`); a
// new account, its roles, a new password (shown once, to hand over), disable and enable. The
// server keeps the last active administrator and says so; the desk shows that refusal on top.

const isRole = (value: string | null): value is StaffRole => (STAFF_ROLES as readonly (string | null)[]).includes(value);
const isStatus = (value: string | null): value is StaffStatus => (STAFF_STATUSES as readonly (string | null)[]).includes(value);

function filtersOf(params: URLSearchParams): AccountFilters {
  const username = params.get('username')?.trim().slice(0, 32);
  const role = params.get('role');
  const status = params.get('status');
  const pageNo = Number(params.get('page'));
  return {
    ...(username ? { username } : {}),
    ...(isRole(role) ? { role } : {}),
    ...(isStatus(status) ? { status } : {}),
    pageNo: Number.isSafeInteger(pageNo) && pageNo > 0 ? pageNo : 1,
  };
}

type Open = { kind: 'create' } | { kind: 'roles' | 'reset'; account: StaffItem };

// `/` the username filter, `n` a new account; not while typing nor inside a dialog.
function useDeskKeys(onNew: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target) || inPanel(event.target)) return;
      if (event.key === '/') {
        event.preventDefault();
        document.getElementById('staff-accounts-username')?.focus();
      } else if (event.key === 'n') {
        event.preventDefault();
        onNew();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onNew]);
}

export function AccountsDesk() {
  const ta = useAccountsText();
  const { t } = useTranslation();
  useStaffTitle('accounts');
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const accounts = useAccounts(filters);
  const change = useAccountChange();
  const { data: me } = useStaffMe();
  const [typed, setTyped] = useState(filters.username ?? '');
  const [open, setOpen] = useState<Open | null>(null);
  const [shown, setShown] = useState<ShownPassword | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  useDeskKeys(() => setOpen({ kind: 'create' }));

  const apply = (next: Partial<AccountFilters>) => {
    const merged = { ...filters, pageNo: 1, ...next };
    const search = new URLSearchParams();
    if (merged.username) search.set('username', merged.username);
    if (merged.role) search.set('role', merged.role);
    if (merged.status) search.set('status', merged.status);
    if (merged.pageNo > 1) search.set('page', String(merged.pageNo));
    setParams(search);
  };

  const toggle = async (account: StaffItem) => {
    setRefusal(null);
    const disabling = account.status === 'active';
    if (disabling) {
      const sure = await ask({
        title: ta('actions.disableTitle', { name: account.name }),
        content: ta('actions.disableConfirm'),
        okText: ta('actions.disable'),
        okButtonProps: { danger: true },
        cancelText: ta('actions.cancel'),
      });
      if (!sure) return;
    }
    try {
      await change.mutateAsync({ step: disabling ? 'disable' : 'enable', id: account.id });
      feedback.success(ta(disabling ? 'actions.disabled' : 'actions.enabled', { name: account.name }));
    } catch (error) {
      if (error instanceof ApiError) setRefusal(ta('actions.refused', { name: account.name, message: error.message }));
    }
  };

  const columns: TableColumnsType<StaffItem> = [
    {
      key: 'username',
      title: ta('columns.username'),
      width: 130,
      render: (_, account) => (
        <>
          {account.username}
          {account.id === me?.id ? <span className={styles.you}>({ta('you')})</span> : null}
        </>
      ),
    },
    { key: 'name', title: ta('columns.name'), dataIndex: 'name', width: 130 },
    {
      key: 'roles',
      title: ta('columns.roles'),
      width: 170,
      render: (_, account) => account.roles.map((role) => <Tag key={role}>{t(`staff.roles.${role}`)}</Tag>),
    },
    {
      key: 'status',
      title: ta('columns.status'),
      width: 80,
      render: (_, account) => <Tag color={account.status === 'active' ? 'green' : 'red'}>{ta(`statuses.${account.status}`)}</Tag>,
    },
    { key: 'updated', title: ta('columns.updated'), width: 100, render: (_, account) => <RelativeTime value={account.updateTime} /> },
    {
      key: 'actions',
      title: ta('columns.actions'),
      width: 290,
      render: (_, account) => (
        <div className={styles.actions}>
          <Button size="small" aria-label={ta('actions.rolesFor', { name: account.name })} onClick={() => setOpen({ kind: 'roles', account })}>
            {ta('actions.roles')}
          </Button>
          <Button size="small" aria-label={ta('actions.resetFor', { name: account.name })} onClick={() => setOpen({ kind: 'reset', account })}>
            {ta('actions.reset')}
          </Button>
          {account.status === 'active' ? (
            <Button size="small" danger aria-label={ta('actions.disableFor', { name: account.name })} onClick={() => void toggle(account)}>
              {ta('actions.disable')}
            </Button>
          ) : (
            <Button size="small" aria-label={ta('actions.enableFor', { name: account.name })} onClick={() => void toggle(account)}>
              {ta('actions.enable')}
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="staff-accounts-title" className={styles.desk}>
      <div className={styles.head}>
        <h1 id="staff-accounts-title" className={styles.title}>
          {ta('title')}
        </h1>
        <span className={styles.total}>{accounts.data ? ta('total', { count: accounts.data.total }) : null}</span>
        <Button type="primary" onClick={() => setOpen({ kind: 'create' })}>
          {ta('new')}
        </Button>
        <KeyboardHelp
          entries={[
            ['/', ta('keys.focus')],
            ['n', ta('keys.new')],
            ['Enter', ta('keys.search')],
            ['Esc', ta('keys.escape')],
          ]}
        />
      </div>
      <form
        role="search"
        aria-label={ta('filters.label')}
        className={styles.filters}
        onSubmit={(event) => {
          event.preventDefault();
          apply({ username: typed.trim() || undefined });
        }}
      >
        <div className={styles.filter}>
          <label htmlFor="staff-accounts-username">{ta('filters.username')}</label>
          <Input id="staff-accounts-username" className={styles.username} value={typed} placeholder={ta('filters.usernamePlaceholder')} maxLength={32} onChange={(event) => setTyped(event.target.value)} />
        </div>
        <div className={styles.filter}>
          <label htmlFor="staff-accounts-role">{ta('filters.role')}</label>
          <Select<StaffRole | ''>
            id="staff-accounts-role"
            className={styles.select}
            value={filters.role ?? ''}
            onChange={(role) => apply({ username: typed.trim() || undefined, role: role || undefined })}
            options={[{ value: '', label: ta('filters.allRoles') }, ...STAFF_ROLES.map((role) => ({ value: role, label: t(`staff.roles.${role}`) }))]}
          />
        </div>
        <div className={styles.filter}>
          <label htmlFor="staff-accounts-status">{ta('filters.status')}</label>
          <Select<StaffStatus | ''>
            id="staff-accounts-status"
            className={styles.select}
            value={filters.status ?? ''}
            onChange={(status) => apply({ username: typed.trim() || undefined, status: status || undefined })}
            options={[{ value: '', label: ta('filters.allStatuses') }, ...STAFF_STATUSES.map((status) => ({ value: status, label: ta(`statuses.${status}`) }))]}
          />
        </div>
        <Button htmlType="submit">{ta('filters.search')}</Button>
        <Button
          onClick={() => {
            setTyped('');
            setParams(new URLSearchParams());
          }}
        >
          {ta('filters.reset')}
        </Button>
      </form>
      {refusal ? (
        <p role="alert" className={styles.refusal}>
          <span>{refusal}</span>
          <Button size="small" onClick={() => setRefusal(null)}>
            {ta('actions.dismiss')}
          </Button>
        </p>
      ) : null}
      {accounts.isError && !accounts.data ? (
        <LoadError onRetry={() => void accounts.refetch()} retrying={accounts.isFetching} />
      ) : (
        <Table<StaffItem>
          size="small"
          rowKey="id"
          columns={columns}
          dataSource={accounts.data?.list ?? []}
          loading={accounts.isPending || (accounts.isPlaceholderData && accounts.isFetching)}
          scroll={{ x: 900 }}
          locale={{ emptyText: accounts.isPending ? ' ' : ta('empty') }}
          pagination={{
            current: filters.pageNo,
            pageSize: ACCOUNTS_PAGE_SIZE,
            total: accounts.data?.total ?? 0,
            onChange: (pageNo) => apply({ ...filters, pageNo }),
            showSizeChanger: false,
            size: 'small',
            hideOnSinglePage: true,
          }}
        />
      )}
      {open?.kind === 'create' ? <CreateDialog onCreated={setShown} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'roles' ? <RolesDialog account={open.account} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'reset' ? <ResetDialog account={open.account} onReset={setShown} onClose={() => setOpen(null)} /> : null}
      {shown ? <PasswordShown shown={shown} onClose={() => setShown(null)} /> : null}
    </section>
  );
}
