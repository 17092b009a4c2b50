import type { KycKind, KycReviewItem } from '@portal/contracts/kyc';
import type { ReviewsKey, ReviewsText } from './reviews-texts';

// The submitted fields and documents of each kind, in the order the member filled them in.
export const TEXT_FIELDS: Record<KycKind, readonly string[]> = {
  'real-name': ['name', 'cardType', 'cardNumber'],
  enterprise: ['name', 'legalPerson', 'cardNumber'],
};
const FILE_FIELDS: Record<KycKind, readonly string[]> = {
  'real-name': ['img1', 'img2', 'extraImgs'],
  enterprise: ['certificateImg', 'attachments'],
};

// A document as the desk shows it: its staff url and what it is.
export interface ReviewFile {
  url: string;
  label: string;
}

export const fieldLabel = (tr: ReviewsText, kind: KycKind, field: string) => tr(`fields.${kind}.${field}` as ReviewsKey);

// A field's value as read: the ID type by its name.
export function fieldValue(tr: ReviewsText, field: string, value: KycReviewItem['details'][string] | undefined): string {
  if (typeof value !== 'string') return '';
  return field === 'cardType' ? tr(`cardTypes.${value}` as ReviewsKey) : value;
}

// Each document with its label; a list field's entries are numbered when there are several
// ("Other pages 2").
export function reviewFiles(tr: ReviewsText, kind: KycKind, item: Pick<KycReviewItem, 'details'>): ReviewFile[] {
  return FILE_FIELDS[kind].flatMap((field) => {
    const value = item.details[field];
    const label = fieldLabel(tr, kind, field);
    if (typeof value === 'string') return value ? [{ url: value, label }] : [];
    if (!Array.isArray(value)) return [];
    return value.map((url, index) => ({ url, label: value.length > 1 ? `${label} ${index + 1}` : label }));
  });
}
