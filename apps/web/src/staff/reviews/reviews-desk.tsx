import { KYC_KINDS, type KycKind, type KycReviewItem } from '@portal/contracts/kyc';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-error';
import { feedback } from '../../lib/feedback';
import { inPanel, typingIn } from '../key-targets';
import { KeyboardHelp } from '../keyboard-help';
import { useStaffMe } from '../staff-api';
import { useStaffTitle } from '../staff-title';
import { ask } from '../ask';
import { RejectDialog, StopSubmit } from './reject-dialog';
import { ReviewDetail } from './review-detail';
import { ReviewQueue } from './review-queue';
import { useReviewQueue, useReviewStep, type Decision } from './reviews-api';
import { useReviewsText } from './reviews-texts';
import styles from './reviews.module.css';

// The reviewers' desk (docs/staff-console.md, "Verification desk"): real-name and company
// verifications waiting for a decision, oldest first; the one chosen (the oldest unless the
// reviewer picks another) with its fields beside its documents; start review, approve, reject
// with a reason. In the URL: `?kind=enterprise&id=12`, so a reload keeps the place.

const kindOf = (params: URLSearchParams): KycKind => (params.get('kind') === 'enterprise' ? 'enterprise' : 'real-name');

// The clock the waiting times read, a minute at a time.
function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

// Another reviewer decided it first (409), or it is gone (404): the queue is read again.
const decidedElsewhere = (error: unknown) => error instanceof ApiError && (error.is('KYC_NOT_PENDING') || error.is('NOT_FOUND'));

// `/` back to the queue, 1 and 2 the kinds, Alt+G / Alt+A / Alt+R the steps of the verification
// shown (the step's own button is clicked, so a disabled one does nothing). Not while typing,
// nor inside a dialog or the image preview.
function useDeskKeys(setKind: (kind: KycKind) => void) {
  useEffect(() => {
    const steps: Record<string, Decision['step']> = { KeyG: 'start', KeyA: 'approve', KeyR: 'reject' };
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || typingIn(event.target) || inPanel(event.target)) return;
      if (document.querySelector('.ant-image-preview-root .ant-image-preview')) return;
      const main = document.getElementById('staff-main') ?? document.body;
      const step = event.altKey ? steps[event.code] : undefined;
      if (step) {
        const button = main.querySelector<HTMLButtonElement>(`button[data-review-step="${step}"]:not([disabled])`);
        if (button) {
          event.preventDefault();
          button.click();
        }
      } else if (event.altKey) {
        return;
      } else if (event.key === '/') {
        const entry = main.querySelector<HTMLElement>('button[data-review-id][aria-current="true"], button[data-review-id]');
        if (entry) {
          event.preventDefault();
          entry.focus();
        }
      } else if (event.key === '1' || event.key === '2') {
        event.preventDefault();
        setKind(KYC_KINDS[Number(event.key) - 1]!);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [setKind]);
}

export function ReviewsDesk() {
  const tr = useReviewsText();
  useStaffTitle('reviews');
  const [params, setParams] = useSearchParams();
  const kind = kindOf(params);
  const idParam = Number(params.get('id')) || undefined;
  const queue = useReviewQueue(kind);
  const step = useReviewStep(kind);
  const { data: me } = useStaffMe();
  const now = useNow();
  const [notice, setNotice] = useState<string | null>(null);
  // The submission the reject dialog is about (kept while the desk moves on to the next one).
  const [rejecting, setRejecting] = useState<KycReviewItem | null>(null);

  const items = queue.data?.pages.flatMap((page) => page.list) ?? [];
  const item = idParam === undefined ? items[0] : items.find((entry) => entry.id === idParam);

  const show = (next: { kind?: KycKind; id?: number }) => {
    const search: Record<string, string> = { kind: next.kind ?? kind };
    if (next.id !== undefined) search.id = String(next.id);
    setParams(search);
  };
  const setKind = (next: KycKind) => {
    setNotice(null);
    show({ kind: next });
  };
  useDeskKeys(setKind);

  // After a decision: the next one in the queue (or the one before, at its end).
  const showNextAfter = (decided: KycReviewItem) => {
    const at = items.findIndex((entry) => entry.id === decided.id);
    const next = items[at + 1] ?? items[at - 1];
    show({ id: next && next.id !== decided.id ? next.id : undefined });
  };

  // A refusal is said on the desk: "decided elsewhere" stays until the next choice.
  const report = (error: unknown, about: KycReviewItem) => {
    if (decidedElsewhere(error)) setNotice(tr('conflict', { name: String(about.details.name ?? about.nickname), message: (error as ApiError).message }));
    else if (error instanceof ApiError && error.fieldErrors.length === 0) feedback.error(error.message);
  };

  const take = async (current: KycReviewItem) => {
    setNotice(null);
    try {
      await step.mutateAsync({ id: current.id, decision: { step: 'start' } });
      feedback.success(tr('actions.started'));
    } catch (error) {
      report(error, current);
    }
  };

  const approve = async (current: KycReviewItem) => {
    setNotice(null);
    const label = String(current.details.name ?? current.nickname);
    const sure = await ask({ title: tr('actions.approveTitle', { name: label }), content: tr('actions.approveConfirm'), okText: tr('actions.approve'), cancelText: tr('actions.cancel') });
    if (!sure) return;
    try {
      await step.mutateAsync({ id: current.id, decision: { step: 'approve' } });
      feedback.success(tr('actions.approved', { name: label }));
      showNextAfter(current);
    } catch (error) {
      report(error, current);
    }
  };

  const reject = async (current: KycReviewItem, reason: string) => {
    try {
      await step.mutateAsync({ id: current.id, decision: { step: 'reject', reason } });
      showNextAfter(current);
    } catch (error) {
      report(error, current);
      if (!decidedElsewhere(error)) throw error;
      setRejecting(null);
      throw new StopSubmit();
    }
  };

  let detail;
  if (item)
    detail = (
      <ReviewDetail
        kind={kind}
        item={item}
        meId={me?.id}
        now={now}
        busy={step.isPending}
        onStart={() => void take(item)}
        onApprove={() => void approve(item)}
        onReject={() => {
          setNotice(null);
          setRejecting(item);
        }}
      />
    );
  else if (queue.isSuccess && idParam !== undefined) detail = <p className={styles.empty}>{tr('detail.gone')}</p>;
  else if (queue.isSuccess && items.length > 0) detail = <p className={styles.empty}>{tr('detail.choose')}</p>;
  else detail = null;

  return (
    <section aria-labelledby="reviews-desk-title" className={styles.desk}>
      <div className={styles.head}>
        <h1 id="reviews-desk-title" className={styles.title}>
          {tr('title')}
        </h1>
        <nav aria-label={tr('kindsLabel')} className={styles.kinds}>
          {KYC_KINDS.map((entry) => (
            <Link
              key={entry}
              to={`?kind=${entry}`}
              onClick={() => setNotice(null)}
              aria-current={entry === kind ? 'page' : undefined}
              className={entry === kind ? `${styles.kind} ${styles.active}` : styles.kind}
            >
              {tr(`kinds.${entry}`)}
            </Link>
          ))}
        </nav>
        <KeyboardHelp
          entries={[
            ['↑ ↓', tr('keys.queue')],
            ['/', tr('keys.focus')],
            ['1 – 2', tr('keys.kinds')],
            ['Alt+G', tr('keys.start')],
            ['Alt+A', tr('keys.approve')],
            ['Alt+R', tr('keys.reject')],
            ['Esc', tr('keys.escape')],
          ]}
        />
      </div>
      {notice ? (
        <p role="alert" className={styles.conflict}>
          {notice}
        </p>
      ) : null}
      <div className={styles.board}>
        <ReviewQueue
          query={queue}
          selectedId={item?.id}
          meId={me?.id}
          now={now}
          onSelect={(id) => {
            setNotice(null);
            show({ id });
          }}
        />
        {detail}
      </div>
      {rejecting ? (
        <RejectDialog
          kind={kind}
          name={String(rejecting.details.name ?? rejecting.nickname)}
          onReject={(reason) => reject(rejecting, reason)}
          onClose={() => setRejecting(null)}
        />
      ) : null}
    </section>
  );
}
