import { ArrowLeftOutlined } from '@ant-design/icons';
import type { MemberView } from '@portal/contracts/members';
import { CARGO_CONTROL_STATUS, COUPON_TYPE, REAL_NAME_STATUS } from '@portal/contracts/statuses';
import { Result, Spin, Table, Tag, type TableColumnsType } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { OrderStatusTag } from '../../components/order-status-tag';
import { ApiError } from '../../lib/api-error';
import { formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { formatMinor } from '../../lib/money';
import { formatNumber } from '../../lib/number-format';
import { inPanel, typingIn } from '../key-targets';
import { STAFF_BASE } from '../staff-routes';
import { useStaffTitle } from '../staff-title';
import { useMemberView } from './members-api';
import { useMembersText, type MembersText } from './members-texts';
import styles from './members.module.css';

const LIST = `${STAFF_BASE}/members`;
const TIME = 'YYYY-MM-DD HH:mm';

// One member on one page (docs/staff-console.md, "Members"): who they are and their
// verification, then what they have going and what they did, each list the newest ten with the
// count of all. Read only; Esc (outside a field) goes back to the search as it was.
export function MemberPage() {
  const tm = useMembersText();
  useStaffTitle('members');
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const view = useMemberView(valid ? id : 0);

  if (!valid || (view.error instanceof ApiError && view.error.is('NOT_FOUND'))) {
    return <Result status="404" title={<h1 className={styles.title}>{tm('view.notFound')}</h1>} extra={<Link to={LIST}>{tm('view.back')}</Link>} />;
  }
  if (view.isError && !view.data) return <LoadError onRetry={() => void view.refetch()} retrying={view.isFetching} />;
  if (!view.data) {
    return (
      <div className={styles.center}>
        <Spin aria-label={tm('view.loading')} />
      </div>
    );
  }
  return <MemberBody view={view.data} />;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

// A titled list with its count: "Orders (34)", the newest rows, and how many more there are.
function Part<T extends { id: number }>({ title, list, total, columns, empty }: { title: string; list: T[]; total: number; columns: TableColumnsType<T>; empty: string }) {
  const tm = useMembersText();
  const locale = useLocale();
  return (
    <section className={styles.part} aria-label={title}>
      <h2 className={styles.subtitle}>
        {title} <span className={styles.count}>({formatNumber(total, locale)})</span>
      </h2>
      <Table<T> size="small" rowKey="id" columns={columns} dataSource={list} pagination={false} scroll={{ x: 560 }} locale={{ emptyText: empty }} />
      {total > list.length ? <p className={styles.more}>{tm('view.more', { count: total - list.length })}</p> : null}
    </section>
  );
}

function verificationTag(tm: MembersText, view: MemberView) {
  const status = view.verification.realNameStatus;
  if (status === REAL_NAME_STATUS.certified) return <Tag color="success">{tm('view.verification.certified')}</Tag>;
  if (status === REAL_NAME_STATUS.rejected) return <Tag color="error">{tm('view.verification.rejected')}</Tag>;
  if (status === REAL_NAME_STATUS.pending || status === REAL_NAME_STATUS.reviewing) return <Tag color="processing">{tm('view.verification.reviewing')}</Tag>;
  return <Tag>{tm('view.verification.none')}</Tag>;
}

function MemberBody({ view }: { view: MemberView }) {
  const tm = useMembersText();
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  const from = typeof state === 'object' && state !== null && 'list' in state && typeof state.list === 'string' ? state.list : '';
  const back = `${LIST}${from.startsWith('?') ? from : ''}`;
  const { profile } = view;
  const name = profile.realName ?? profile.nickname;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || typingIn(event.target) || inPanel(event.target)) return;
      event.preventDefault();
      void navigate(back);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate, back]);

  const time = (value: string) => formatDateTime(value, TIME);
  const figure = (value: number) => formatNumber(value, locale);
  const mono = (text: string) => <span className={styles.mono}>{text}</span>;

  return (
    <article aria-labelledby="staff-member-title" className={styles.desk}>
      <Link to={back} className={styles.back}>
        <ArrowLeftOutlined aria-hidden /> {tm('view.back')}
      </Link>
      <div className={styles.head}>
        <h1 id="staff-member-title" className={styles.title}>
          {name}
        </h1>
        {profile.status === 'active' ? <Tag color="green">{tm('statuses.active')}</Tag> : <Tag color="red">{tm('statuses.disabled')}</Tag>}
        {verificationTag(tm, view)}
        {view.verification.enterpriseVerified ? <Tag color="success">{tm('view.verification.enterprise')}</Tag> : null}
      </div>
      {profile.status === 'disabled' && profile.disabledReason ? (
        <p role="note" className={styles.reason}>
          {tm('disabledWhy', { time: profile.disabledTime ? time(profile.disabledTime) : '', reason: profile.disabledReason })}
        </p>
      ) : null}

      <div className={styles.summary}>
        <dl className={styles.fields} aria-label={tm('view.profile')}>
          <Field label={tm('columns.mobile')}>
            +{profile.areaCode} {profile.mobile}
          </Field>
          <Field label={tm('columns.nickname')}>{profile.nickname}</Field>
          <Field label={tm('columns.realName')}>{profile.realName ?? tm('view.none')}</Field>
          <Field label={tm('columns.company')}>{profile.companyName ?? tm('view.none')}</Field>
          <Field label={tm('view.email')}>{profile.email ?? tm('view.none')}</Field>
          <Field label={tm('columns.created')}>{time(profile.createTime)}</Field>
          <Field label={tm('view.lastSignIn')}>{profile.loginTime ? time(profile.loginTime) : tm('view.never')}</Field>
        </dl>
        <dl className={styles.fields} aria-label={tm('view.pointsAndMoney')}>
          <Field label={tm('view.level')}>{profile.levelName ?? tm('view.none')}</Field>
          <Field label={tm('view.points')}>{tm('view.pointsLine', { available: figure(view.points.available), total: figure(view.points.total), spent: figure(view.points.spent) })}</Field>
          <Field label={tm('view.owed')}>
            {view.outstanding.length === 0
              ? tm('view.nothingOwed')
              : view.outstanding.map((line) => (
                  <div key={line.currency}>
                    <strong>{formatMinor(line.outstanding, line.currency, locale)}</strong>
                  </div>
                ))}
          </Field>
        </dl>
      </div>

      <Part
        title={tm('view.orders')}
        list={view.orders.list}
        total={view.orders.total}
        empty={tm('view.noOrders')}
        columns={[
          { key: 'no', title: tm('view.orderNo'), render: (_, o) => mono(o.orderNo) },
          { key: 'status', title: tm('columns.status'), render: (_, o) => <OrderStatusTag status={o.status} label={t(`staff.orders.statusNames.${o.status}` as 'staff.orders.statusNames.1')} /> },
          { key: 'created', title: tm('view.placed'), render: (_, o) => time(o.createTime) },
        ]}
      />
      <Part
        title={tm('view.held')}
        list={view.heldCargo.list}
        total={view.heldCargo.total}
        empty={tm('view.noHeld')}
        columns={[
          { key: 'no', title: tm('view.orderNo'), render: (_, o) => mono(o.orderNo) },
          {
            key: 'held',
            title: tm('view.cartonsHeld'),
            render: (_, o) =>
              o.cargoControlStatus === CARGO_CONTROL_STATUS.partlyReleased ? tm('view.partlyHeld', { held: o.heldCartons, total: o.totalCartons }) : tm('view.allHeld', { total: o.totalCartons }),
          },
        ]}
      />
      <Part
        title={tm('view.pointLog')}
        list={view.pointLog.list}
        total={view.pointLog.total}
        empty={tm('view.noPoints')}
        columns={[
          { key: 'time', title: tm('view.time'), render: (_, p) => time(p.createTime) },
          { key: 'what', title: tm('view.operation'), render: (_, p) => tm(`view.pointOps.${p.operateType}` as 'view.pointOps.1') },
          { key: 'amount', title: tm('view.amount'), align: 'right', render: (_, p) => (p.amount > 0 ? `+${figure(p.amount)}` : figure(p.amount)) },
          { key: 'after', title: tm('view.balanceAfter'), align: 'right', render: (_, p) => figure(p.balanceAfter) },
          { key: 'reason', title: tm('view.reason'), render: (_, p) => [p.reason, p.reasonDetail].filter(Boolean).join(' · ') },
        ]}
      />
      <Part
        title={tm('view.levelLog')}
        list={view.levelLog.list}
        total={view.levelLog.total}
        empty={tm('view.noLevels')}
        columns={[
          { key: 'time', title: tm('view.time'), render: (_, l) => time(l.createTime) },
          { key: 'change', title: tm('view.level'), render: (_, l) => `${l.fromLevel ?? tm('view.none')} → ${l.toLevel}` },
          { key: 'total', title: tm('view.pointsEarned'), align: 'right', render: (_, l) => figure(l.total) },
        ]}
      />
      <Part
        title={tm('view.coupons')}
        list={view.coupons.list}
        total={view.coupons.total}
        empty={tm('view.noCoupons')}
        columns={[
          { key: 'type', title: tm('view.couponType'), render: (_, c) => tm(`view.couponTypes.${c.type}` as 'view.couponTypes.1') },
          {
            key: 'value',
            title: tm('view.couponValue'),
            render: (_, c) => (c.type === COUPON_TYPE.percent ? `${c.percent ?? 0} %` : formatMinor(c.amount, c.currency, locale)),
          },
          { key: 'status', title: tm('columns.status'), render: (_, c) => tm(`view.couponStatuses.${c.status}` as 'view.couponStatuses.1') },
          { key: 'to', title: tm('view.validTo'), render: (_, c) => formatDateTime(c.validTo, 'YYYY-MM-DD') },
        ]}
      />
      <Part
        title={tm('view.redemptions')}
        list={view.redemptions.list}
        total={view.redemptions.total}
        empty={tm('view.noRedemptions')}
        columns={[
          { key: 'no', title: tm('view.redemptionNo'), render: (_, x) => mono(x.exchangeNo) },
          { key: 'gift', title: tm('view.gift'), render: (_, x) => `${x.giftName} × ${x.quantity}` },
          { key: 'points', title: tm('view.points'), align: 'right', render: (_, x) => figure(x.totalPoints) },
          { key: 'status', title: tm('columns.status'), render: (_, x) => tm(`view.redemptionStatuses.${x.status}` as 'view.redemptionStatuses.1') },
          { key: 'time', title: tm('view.time'), render: (_, x) => time(x.createTime) },
        ]}
      />
      <Part
        title={tm('view.consultations')}
        list={view.consultations.list}
        total={view.consultations.total}
        empty={tm('view.noConsultations')}
        columns={[
          { key: 'kind', title: tm('view.kind'), render: (_, a) => tm(`view.kinds.${a.kind}`) },
          { key: 'title', title: tm('view.subject'), dataIndex: 'title' },
          {
            key: 'status',
            title: tm('columns.status'),
            render: (_, a) => tm(`view.adviceStatuses.${a.kind === 'complaint' ? 'complaint' : 'consult'}.${a.status}` as 'view.adviceStatuses.consult.1'),
          },
          { key: 'time', title: tm('view.time'), render: (_, a) => time(a.createTime) },
        ]}
      />
      <Part
        title={tm('view.messages')}
        list={view.messages.list}
        total={view.messages.total}
        empty={tm('view.noMessages')}
        columns={[
          { key: 'title', title: tm('view.subject'), dataIndex: 'title' },
          { key: 'read', title: tm('view.read'), render: (_, m) => (m.read ? tm('view.readYes') : <Tag color="blue">{tm('view.unread')}</Tag>) },
          { key: 'time', title: tm('view.time'), render: (_, m) => time(m.createTime) },
        ]}
      />
    </article>
  );
}
