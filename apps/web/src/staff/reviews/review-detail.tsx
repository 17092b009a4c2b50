import type { KycKind, KycReviewItem } from '@portal/contracts/kyc';
import { REAL_NAME_STATUS } from '@portal/contracts/statuses';
import { Button } from 'antd';
import { formatDateTime } from '../../lib/format';
import { ReviewFiles, type ReviewFile } from './review-files';
import { ReviewStatus } from './review-status';
import { useReviewsText, type ReviewsKey, type ReviewsText } from './reviews-texts';
import styles from './reviews.module.css';
import { waitedText } from './waited-text';

// The submitted fields and documents of each kind, in the order the member filled them in.
const TEXT_FIELDS: Record<KycKind, readonly string[]> = {
  'real-name': ['name', 'cardType', 'cardNumber'],
  enterprise: ['name', 'legalPerson', 'cardNumber'],
};
const FILE_FIELDS: Record<KycKind, readonly string[]> = {
  'real-name': ['img1', 'img2', 'extraImgs'],
  enterprise: ['certificateImg', 'attachments'],
};

const fieldLabel = (tr: ReviewsText, kind: KycKind, field: string) => tr(`fields.${kind}.${field}` as ReviewsKey);

function fieldValue(tr: ReviewsText, field: string, value: KycReviewItem['details'][string] | undefined): string {
  if (typeof value !== 'string') return '';
  return field === 'cardType' ? tr(`cardTypes.${value}` as ReviewsKey) : value;
}

// Each document with its label; a list field's entries are numbered ("Other pages 2").
export function reviewFiles(tr: ReviewsText, kind: KycKind, item: KycReviewItem): ReviewFile[] {
  return FILE_FIELDS[kind].flatMap((field) => {
    const value = item.details[field];
    const label = fieldLabel(tr, kind, field);
    if (typeof value === 'string') return value ? [{ url: value, label }] : [];
    if (!Array.isArray(value)) return [];
    return value.map((url, index) => ({ url, label: value.length > 1 ? `${label} ${index + 1}` : label }));
  });
}

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
