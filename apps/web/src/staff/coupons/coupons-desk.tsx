import type { StaffCouponItem } from '@portal/contracts/coupons';
import { COUPON_STATUSES, COUPON_TYPE, type CouponStatus } from '@portal/contracts/statuses';
import { Button, Select, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { formatMinor } from '../../lib/money';
import { StaffCursorTable, StaffListHead, StaffListToolbar } from '../staff-list';
import { useStaffTitle } from '../staff-title';
import { COUPON_DIGITS, useStaffCoupons, type CouponFilters } from './coupons-api';
import { useCouponsText } from './coupons-texts';
import { IssueForm } from './issue-form';
import styles from './coupons.module.css';

// Coupons (docs/staff-console.md, "Coupons"): customer service and finance see every coupon
// issued, newest first, by status (as members see it: an unused one past its end is expired)
// and by member (`?status=&member=`), and issue one to a member.

const STATUS_NAME: Record<CouponStatus, 'unused' | 'used' | 'expired'> = { 1: 'unused', 2: 'used', 3: 'expired' };
const STATUS_COLOR: Record<CouponStatus, string> = { 1: 'green', 2: 'default', 3: 'orange' };
const TYPE_NAME = { [COUPON_TYPE.amountOff]: 'amountOff', [COUPON_TYPE.percent]: 'percent', [COUPON_TYPE.freight]: 'freight' } as const;

function filtersOf(params: URLSearchParams): CouponFilters {
  const status = Number(params.get('status'));
  const member = Number(params.get('member'));
  return {
    ...((COUPON_STATUSES as readonly number[]).includes(status) ? { status: status as CouponStatus } : {}),
    ...(Number.isSafeInteger(member) && member > 0 ? { memberId: member } : {}),
  };
}

export function CouponsDesk() {
  const tc = useCouponsText();
  const locale = useLocale();
  useStaffTitle('coupons');
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const coupons = useStaffCoupons(filters);
  const [issuing, setIssuing] = useState(false);
  const money = (value: number | null, c: StaffCouponItem) => (value ? formatMinor(value, c.currency, locale, COUPON_DIGITS) : '—');

  const apply = (next: CouponFilters) => {
    const search = new URLSearchParams();
    if (next.status) search.set('status', String(next.status));
    if (next.memberId) search.set('member', String(next.memberId));
    setParams(search);
  };

  const columns: TableColumnsType<StaffCouponItem> = [
    {
      key: 'member',
      title: tc('columns.member'),
      width: 150,
      render: (_, c) => (
        <Button type="link" size="small" className={styles.member} aria-label={tc('memberCoupons', { mobile: c.memberMobile })} onClick={() => apply({ ...filters, memberId: c.memberId })}>
          {c.memberMobile}
        </Button>
      ),
    },
    { key: 'type', title: tc('columns.type'), width: 150, render: (_, c) => tc(`types.${TYPE_NAME[c.type]}`) },
    { key: 'value', title: tc('columns.value'), width: 130, render: (_, c) => (c.type === COUPON_TYPE.percent ? `${c.percent ?? 0}%` : money(c.amount, c)) },
    { key: 'minimum', title: tc('columns.minimum'), width: 130, render: (_, c) => money(c.minAmount, c) },
    { key: 'status', title: tc('columns.status'), width: 110, render: (_, c) => <Tag color={STATUS_COLOR[c.status]}>{tc(`statuses.${STATUS_NAME[c.status]}`)}</Tag> },
    { key: 'validTo', title: tc('columns.validTo'), width: 150, render: (_, c) => formatDateTime(c.validTo, 'YYYY-MM-DD HH:mm') },
    { key: 'issued', title: tc('columns.issued'), width: 150, render: (_, c) => formatDateTime(c.createTime, 'YYYY-MM-DD HH:mm') },
  ];

  return (
    <section aria-labelledby="staff-coupons-title">
      <StaffListHead id="staff-coupons-title" title={tc('title')} total={undefined} totalText={(count) => tc('total', { count })} />
      <StaffListToolbar
        total={coupons.data?.pages[0]}
        totalText={(count) => tc('total', { count })}
        action={
          <Button type="primary" onClick={() => setIssuing(true)}>
            {tc('issue')}
          </Button>
        }
      >
        <Select<number>
          aria-label={tc('columns.status')}
          className={styles.select}
          value={filters.status ?? 0}
          onChange={(status) => apply({ ...filters, status: status ? (status as CouponStatus) : undefined })}
          options={[{ value: 0, label: tc('allStatuses') }, ...COUPON_STATUSES.map((s) => ({ value: s, label: tc(`statuses.${STATUS_NAME[s]}`) }))]}
        />
        {filters.memberId ? (
          <Button onClick={() => apply({ ...filters, memberId: undefined })}>{tc('everyMember', { id: filters.memberId })}</Button>
        ) : null}
      </StaffListToolbar>
      <StaffCursorTable<StaffCouponItem>
        query={coupons}
        columns={columns}
        scrollX={960}
        emptyText={filters.status || filters.memberId ? tc('emptyFiltered') : tc('empty')}
        loadMoreText={tc('more')}
      />
      {issuing ? <IssueForm onClose={() => setIssuing(false)} /> : null}
    </section>
  );
}
