import type { KycReviewItem } from '@portal/contracts/kyc';
import { describe, expect, it } from 'vitest';
import { fieldValue, reviewFiles } from './review-fields';
import type { ReviewsText } from './reviews-texts';
import { waitedText } from './waited-text';

// Texts as their keys with their values, so what each function asks for is visible.
const tr = ((key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key)) as ReviewsText;
const file = (id: string) => `/admin-api/file/get/${id}`;

describe('a verification as the desk shows it', () => {
  it('lists the documents of each kind in order, numbering a list of several', () => {
    const realName: Pick<KycReviewItem, 'details'> = { details: { img1: file('a'), img2: file('b'), extraImgs: [file('c'), file('d')] } };
    expect(reviewFiles(tr, 'real-name', realName)).toEqual([
      { url: file('a'), label: 'fields.real-name.img1' },
      { url: file('b'), label: 'fields.real-name.img2' },
      { url: file('c'), label: 'fields.real-name.extraImgs 1' },
      { url: file('d'), label: 'fields.real-name.extraImgs 2' },
    ]);
    const company: Pick<KycReviewItem, 'details'> = { details: { certificateImg: file('p'), attachments: [file('q')], name: 'Sahel Import' } };
    expect(reviewFiles(tr, 'enterprise', company)).toEqual([
      { url: file('p'), label: 'fields.enterprise.certificateImg' },
      { url: file('q'), label: 'fields.enterprise.attachments' },
    ]);
    expect(reviewFiles(tr, 'enterprise', { details: { certificateImg: '', attachments: [] } })).toEqual([]);
  });

  it('names the ID type and shows other fields as sent', () => {
    expect(fieldValue(tr, 'cardType', 'passport')).toBe('cardTypes.passport');
    expect(fieldValue(tr, 'cardNumber', 'E12345678')).toBe('E12345678');
    expect(fieldValue(tr, 'name', null)).toBe('');
  });

  it('says the waiting time in the unit it reads in, with the plural by days', () => {
    const since = '2026-03-02T08:00:00.000Z';
    const at = (minutes: number) => Date.parse(since) + minutes * 60_000;
    expect(waitedText(tr, since, at(0))).toBe('waiting.now');
    expect(waitedText(tr, since, at(42))).toBe('waiting.minutes {"minutes":42}');
    expect(waitedText(tr, since, at(135))).toBe('waiting.hours {"hours":2,"minutes":15}');
    expect(waitedText(tr, since, at(2 * 24 * 60 + 60))).toBe('waiting.days {"count":2,"hours":1}');
  });
});
