import type { KycKind, KycReviewItem } from '@portal/contracts/kyc';
import { REAL_NAME_STATUS } from '@portal/contracts/statuses';
import { Button } from 'antd';
import { formatDateTime } from '../../lib/format';
import { fieldLabel, fieldValue, reviewFiles, TEXT_FIELDS } from './review-fields';
import { ReviewFiles } from './review-files';
import { ReviewStatus } from './review-status';
import { useReviewsText } from './reviews-texts';
import styles from './reviews.module.css';
import { waitedText } from './waited-text';

// What the member sent: the fields beside the documents, and the steps the reviewer may take.
export function ReviewDetail({
  kind,
  item,
  meId,
  now,
  busy,
  onStart,
  onApprove,
  onReject,
}: {
  kind: KycKind;
  item: KycReviewItem;
  meId: number | undefined;
  now: number;
  busy: boolean;
  onStart: () => void;
  onApprove: () => void;
  onReject: () => void;
}) {
  const tr = useReviewsText();
  const mayStart = kind === 'real-name' && item.status === REAL_NAME_STATUS.pending;
  const name = String(item.details.name ?? item.nickname);
  return (
    <section aria-labelledby="reviews-detail-title" className={styles.detail}>
      <div className={styles.subhead}>
        <h2 id="reviews-detail-title" className={styles.subtitle}>
          {name}
        </h2>
        <ReviewStatus item={item} meId={meId} />
      </div>
      <div className={styles.sideBySide}>
        <div>
          <h3 className={styles.minor}>{tr('detail.fields')}</h3>
          <dl className={styles.fields}>
            {TEXT_FIELDS[kind].map((field) => (
              <div key={field}>
                <dt>{fieldLabel(tr, kind, field)}</dt>
                <dd>{fieldValue(tr, field, item.details[field])}</dd>
              </div>
            ))}
            <div>
              <dt>{tr('detail.member')}</dt>
              <dd>{item.nickname}</dd>
            </div>
            <div>
              <dt>{tr('detail.mobile')}</dt>
              <dd>
                +{item.areaCode} {item.mobile}
              </dd>
            </div>
            <div>
              <dt>{tr('detail.submitted')}</dt>
              <dd>
                <time dateTime={item.submitTime}>{formatDateTime(item.submitTime, 'YYYY-MM-DD HH:mm')}</time>
              </dd>
            </div>
            <div>
              <dt>{tr('detail.waited')}</dt>
              <dd>{waitedText(tr, item.submitTime, now)}</dd>
            </div>
          </dl>
        </div>
        <div>
          <h3 className={styles.minor}>{tr('detail.files')}</h3>
          <p className={styles.muted}>{tr('detail.filesHint')}</p>
          <ReviewFiles files={reviewFiles(tr, kind, item)} />
        </div>
      </div>
      <div className={styles.actions}>
        {mayStart ? (
          <Button onClick={onStart} loading={busy} data-review-step="start">
            {tr('actions.start')}
          </Button>
        ) : null}
        <Button type="primary" onClick={onApprove} disabled={busy} data-review-step="approve">
          {tr('actions.approve')}
        </Button>
        <Button danger onClick={onReject} disabled={busy} data-review-step="reject">
          {tr('actions.reject')}
        </Button>
      </div>
    </section>
  );
}
