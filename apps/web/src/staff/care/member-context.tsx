import { ABNORMAL_STATUS } from '@portal/contracts/abnormal';
import { CARGO_CONTROL_STATUS, REAL_NAME_STATUS } from '@portal/contracts/statuses';
import type { MemberContext } from '@portal/contracts/care';
import { Button, Spin, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { formatMinor } from '../../lib/money';
import { useMemberContext } from './care-api';
import { useCareText, type CareText } from './care-texts';
import styles from './care.module.css';

// Beside a thread, what the member has going (docs/staff-console.md, "Care desk"): verification,
// orders on their way with their last tracking event, held cargo, what is owed, open exceptions.
// Its own loading and failure: the thread stays usable when it cannot be read.
export function MemberContextPanel({ memberId }: { memberId: number }) {
  const ct = useCareText();
  const context = useMemberContext(memberId);
  return (
    <aside className={styles.context} aria-labelledby="care-member-context">
      <h2 id="care-member-context" className={styles.subtitle}>
        {ct('context.title')}
      </h2>
      {context.data ? (
        <ContextBody context={context.data} />
      ) : context.isError ? (
        <div role="alert">
          <p>{ct('context.failed')}</p>
          <Button size="small" loading={context.isFetching} onClick={() => void context.refetch()}>
            {ct('context.retry')}
          </Button>
        </div>
      ) : (
        <Spin aria-label={ct('context.loading')} />
      )}
    </aside>
  );
}

function verification(ct: CareText, context: MemberContext): { text: string; color: string } {
  const status = context.verification.realNameStatus;
  if (status === REAL_NAME_STATUS.certified) return { text: ct('context.verification.certified'), color: 'success' };
  if (status === REAL_NAME_STATUS.rejected) return { text: ct('context.verification.rejected'), color: 'error' };
  if (status === REAL_NAME_STATUS.pending || status === REAL_NAME_STATUS.reviewing) return { text: ct('context.verification.reviewing'), color: 'processing' };
  return { text: ct('context.verification.none'), color: 'default' };
}

function Part({ title, count, shown, empty, children }: { title: string; count: number; shown: number; empty: string; children: ReactNode }) {
  const ct = useCareText();
  return (
    <section className={styles.contextPart} aria-label={title}>
      <h3 className={styles.contextTitle}>
        {title} <span className={styles.sub}>({count})</span>
      </h3>
      {count === 0 ? <p className={styles.sub}>{empty}</p> : <ul className={styles.contextList}>{children}</ul>}
      {count > shown ? <p className={styles.sub}>{ct('context.more', { count: count - shown })}</p> : null}
    </section>
  );
}

function ContextBody({ context }: { context: MemberContext }) {
  const { t } = useTranslation();
  const ct = useCareText();
  const locale = useLocale();
  const verified = verification(ct, context);
  const orderStatus = (status: number) => t(`staff.orders.statusNames.${status}` as 'staff.orders.statusNames.1');
  return (
    <>
      <p className={styles.contextMember}>
        {context.nickname} · +{context.areaCode} {context.mobile}
      </p>
      <p>
        {ct('context.verification.label')} <Tag color={verified.color}>{verified.text}</Tag>
        {context.verification.enterpriseVerified ? <Tag color="success">{ct('context.verification.enterprise')}</Tag> : null}
      </p>
      <section className={styles.contextPart} aria-label={ct('context.outstanding')}>
        <h3 className={styles.contextTitle}>{ct('context.outstanding')}</h3>
        {context.outstanding.length === 0 ? (
          <p className={styles.sub}>{ct('context.nothingOwed')}</p>
        ) : (
          <ul className={styles.contextList}>
            {context.outstanding.map((line) => (
              <li key={line.currency}>
                <strong>{formatMinor(line.outstanding, line.currency, locale)}</strong>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Part title={ct('context.orders')} count={context.openOrderCount} shown={context.openOrders.length} empty={ct('context.noOrders')}>
        {context.openOrders.map((order) => (
          <li key={order.id}>
            <span className={styles.mono}>{order.orderNo}</span> · {orderStatus(order.status)}
            <div className={styles.sub}>
              {order.lastEvent
                ? ct('context.lastEvent', { time: formatDateTime(order.lastEvent.time, 'MM-DD HH:mm'), place: order.lastEvent.place ?? orderStatus(order.lastEvent.status) })
                : ct('context.noEvent')}
            </div>
          </li>
        ))}
      </Part>
      <Part title={ct('context.held')} count={context.heldCargoCount} shown={context.heldCargo.length} empty={ct('context.noHeld')}>
        {context.heldCargo.map((order) => (
          <li key={order.id}>
            <span className={styles.mono}>{order.orderNo}</span> ·{' '}
            {order.cargoControlStatus === CARGO_CONTROL_STATUS.partlyReleased
              ? ct('context.partlyHeld', { held: order.heldCartons, total: order.totalCartons })
              : ct('context.allHeld', { total: order.totalCartons })}
          </li>
        ))}
      </Part>
      <Part title={ct('context.exceptions')} count={context.openExceptionCount} shown={context.openExceptions.length} empty={ct('context.noExceptions')}>
        {context.openExceptions.map((item) => (
          <li key={item.id}>
            <span className={styles.mono}>{item.orderNo}</span> · {ct(item.status === ABNORMAL_STATUS.disputed ? 'context.disputed' : 'context.toHandle')}
            <div className={styles.sub}>{formatDateTime(item.createTime, 'YYYY-MM-DD HH:mm')}</div>
          </li>
        ))}
      </Part>
    </>
  );
}
