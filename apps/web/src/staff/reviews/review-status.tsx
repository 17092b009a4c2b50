import type { KycReviewItem } from '@portal/contracts/kyc';
import { Tag } from 'antd';
import { useReviewsText } from './reviews-texts';

// Waiting, or taken by a reviewer (real-name only: "start review" marks it). Company
// verifications wait under review from the start, with nobody named until decided.
export function ReviewStatus({ item, meId }: { item: KycReviewItem; meId: number | undefined }) {
  const tr = useReviewsText();
  if (item.reviewerId === null) return <Tag color="gold">{tr('queue.waiting')}</Tag>;
  const text = item.reviewerId === meId ? tr('queue.reviewingByYou') : tr('queue.reviewingBy', { name: item.reviewerName ?? '' });
  return <Tag color="blue">{text}</Tag>;
}
