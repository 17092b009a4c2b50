import { ArrowLeftOutlined } from '@ant-design/icons';
import { LOST_PARCEL_COMPENSATION_MAX, type AbnormalStep, type StaffAbnormalDetail } from '@portal/contracts/abnormal';
import { Result, Spin, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { ApiError } from '../../lib/api-error';
import { formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { formatMinor } from '../../lib/money';
import { KeyboardHelp } from '../keyboard-help';
import { useEscapeTo } from '../list-keys';
import { STAFF_BASE } from '../staff-routes';
import { useStaffTitle } from '../staff-title';
import { ClaimAnswerForm, DisputeAnswerForm } from './answer-form';
import { awaitingUs, ExceptionAgeText, ExceptionStatus } from './exception-display';
import { useException } from './exceptions-api';
import { useExceptionsText, type ExceptionsText } from './exceptions-texts';
import { StaffFiles } from './staff-files';
import styles from './exceptions.module.css';

const LIST = `${STAFF_BASE}/exceptions`;

// One exception: what was found and its photos, the member's claim or dispute, the history,
// and, while it awaits us, the answer. Esc (outside a field) goes back to the list.
export function ExceptionView() {
  const et = useExceptionsText();
  useStaffTitle('exceptions');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const item = useException(valid ? id : 0);

  if (!valid || (item.error instanceof ApiError && item.error.is('ABNORMAL_NOT_FOUND'))) {
    return <Result status="404" title={<h1 className={styles.title}>{et('detail.notFound')}</h1>} extra={<Link to={LIST}>{et('detail.back')}</Link>} />;
  }
  if (item.isError && !item.data) return <LoadError onRetry={() => void item.refetch()} retrying={item.isFetching} />;
  if (!item.data) {
    return (
      <div className={styles.center}>
        <Spin aria-label={et('detail.loading')} />
      </div>
    );
  }
  return <ExceptionDetail item={item.data} />;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function stepTitle(et: ExceptionsText, step: AbnormalStep): string {
  const kind = et(`step.${step.kind}`);
  return step.kind === 'handled' && step.action ? `${kind} · ${et(`action.${step.action}`)}` : kind;
}

function ExceptionDetail({ item }: { item: StaffAbnormalDetail }) {
  const et = useExceptionsText();
  const locale = useLocale();
  // The list as it was when this one was opened from it (its filters), else the list.
  const state: unknown = useLocation().state;
  const from = typeof state === 'object' && state !== null && 'list' in state && typeof state.list === 'string' ? state.list : '';
  const back = `${LIST}${from.startsWith('?') ? from : ''}`;
  const money = (minor: number | null, currency: string | null) => (minor === null || !currency ? et('detail.none') : formatMinor(minor, currency, locale));
  const first = item.steps[0];
  // The member's latest dispute, with its reason and photos.
  const dispute = item.claim ? undefined : [...item.steps].reverse().find((step) => step.kind === 'disputed');
  const open = awaitingUs(item);

  useEscapeTo(back);

  return (
    <section aria-labelledby="staff-exception-title">
      <Link to={back} className={styles.back}>
        <ArrowLeftOutlined aria-hidden /> {et('detail.back')}
      </Link>
      <div className={styles.head}>
        <h1 id="staff-exception-title" className={styles.title}>
          {et('detail.title', { orderNo: item.orderNo })}
        </h1>
        {open ? <Tag color="red">{et(item.claim ? 'turn.claim' : 'turn.dispute')}</Tag> : null}
        <ExceptionStatus item={item} et={et} />
        <span className={styles.spacer} />
        <Link to={`${STAFF_BASE}/orders/${item.orderId}`}>{et('detail.openOrder', { orderNo: item.orderNo })}</Link>
        <KeyboardHelp
          entries={[
            ['Tab', et('keys.answer')],
            ['Esc', et('keys.back')],
          ]}
        />
      </div>

      <div className={styles.columns}>
        <div>
          <section aria-labelledby="exception-what" className={styles.block}>
            <h2 id="exception-what" className={styles.subtitle}>
              {et('detail.what')}
            </h2>
            <dl className={styles.facts}>
              <Row label={et('detail.type')}>{et(`type.${item.type}`)}</Row>
              <Row label={et('detail.member')}>{item.memberMobile}</Row>
              <Row label={et('detail.raised')}>
                {formatDateTime(item.createTime, 'YYYY-MM-DD HH:mm')} · <ExceptionAgeText createTime={item.createTime} et={et} />
              </Row>
              <Row label={et('detail.description')}>{item.description}</Row>
              {item.claim ? null : <Row label={et('detail.proposed')}>{money(item.amount, item.currency)}</Row>}
              {item.chargedAmount !== null ? <Row label={et('detail.charged')}>{money(item.chargedAmount, item.currency)}</Row> : null}
            </dl>
            <h3 className={styles.minor}>{et('detail.photos')}</h3>
            <StaffFiles files={first?.files ?? item.files} />
          </section>

          {item.claim ? (
            <section aria-labelledby="exception-claim" className={open ? `${styles.block} ${styles.awaitingBlock}` : styles.block}>
              <h2 id="exception-claim" className={styles.subtitle}>
                {et('detail.claim')}
              </h2>
              <dl className={styles.facts}>
                <Row label={et('detail.claimKind')}>{et(`detail.kinds.${item.claim.kind}`)}</Row>
                <Row label={et('detail.claimAmount')}>{formatMinor(item.claim.amount, item.claim.currency, locale)}</Row>
                <Row label={et('detail.claimBasis')}>{et(item.claim.insurance ? 'detail.basisInsurance' : 'detail.basisStandard')}</Row>
                <Row label={et('detail.compensation')}>
                  {item.claim.compensation === null
                    ? et('detail.compensationAwaiting')
                    : item.claim.compensation === 0
                      ? et('detail.compensationRejected')
                      : formatMinor(item.claim.compensation, item.claim.currency, locale)}
                </Row>
              </dl>
              <p className={styles.rules}>{et('detail.rules', { max: formatMinor(LOST_PARCEL_COMPENSATION_MAX.amount, LOST_PARCEL_COMPENSATION_MAX.currency, locale) })}</p>
            </section>
          ) : null}

          {dispute ? (
            <section aria-labelledby="exception-dispute" className={open ? `${styles.block} ${styles.awaitingBlock}` : styles.block}>
              <h2 id="exception-dispute" className={styles.subtitle}>
                {et('detail.dispute')}
              </h2>
              <dl className={styles.facts}>
                <Row label={et('detail.disputeReason')}>{dispute.remarks ?? et('detail.none')}</Row>
                <Row label={et('detail.raised')}>{formatDateTime(dispute.time, 'YYYY-MM-DD HH:mm')}</Row>
              </dl>
              <StaffFiles files={dispute.files} />
            </section>
          ) : null}

          {open ? (
            <section aria-labelledby="exception-answer" className={styles.block}>
              <h2 id="exception-answer" className={styles.subtitle}>
                {et(item.claim ? 'answer.claimTitle' : 'answer.disputeTitle')}
              </h2>
              {item.claim ? <ClaimAnswerForm key={item.id} item={item} /> : <DisputeAnswerForm key={item.id} item={item} />}
            </section>
          ) : null}
        </div>

        <section aria-labelledby="exception-history" className={styles.block}>
          <h2 id="exception-history" className={styles.subtitle}>
            {et('detail.history')}
          </h2>
          <ol className={styles.history}>
            {item.steps.map((step) => (
              <li key={step.id}>
                <div className={styles.stepHead}>
                  <strong>{stepTitle(et, step)}</strong>
                  <span className={styles.muted}>
                    {step.actor === 'member' ? et('detail.byMember') : et('detail.by', { name: step.actorName ?? '' })} · {formatDateTime(step.time, 'YYYY-MM-DD HH:mm')}
                  </span>
                </div>
                {step.remarks ? <p className={styles.remarks}>{step.remarks}</p> : null}
                {step.files.length > 0 ? <StaffFiles files={step.files} /> : null}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </section>
  );
}
