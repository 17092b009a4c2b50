import { z } from 'zod';
import { queryNumber } from './query-number.js';
import { cursorPage, cursorQuery } from './cursor.js';
import { idSchema } from './id.js';
import { LOCALES, type Locale, type Localized } from './locale.js';
import { NOTICE_STATUSES } from './statuses.js';

// Notices and banners staff publish to every member (docs/notices-and-coupons.md). Staff write
// each text in the three languages; members read them in their own. Texts are plain text: the
// screens show them as text (line breaks kept), never as HTML.

export const NOTICE_TITLE_MAX = 100;
export const NOTICE_CONTENT_MAX = 5000;
export const BANNER_SORT_MAX = 999;
// Banners shown at once on the personal centre.
export const BANNERS_SHOWN_MAX = 10;
export { BANNER_IMAGE } from './constants.js';
// Characters of a notice's content shown in the list.
export const NOTICE_SUMMARY_LENGTH = 120;

// A text in every language, each required.
export function localizedText(max: number) {
  const one = z.string('v.notices.text.required').trim().min(1, 'v.notices.text.required').max(max, 'v.maxLength');
  return z.object(Object.fromEntries(LOCALES.map((locale) => [locale, one])) as Record<Locale, typeof one>);
}

// The reader's language, else English, else Chinese: a text missing one language still shows.
export function inLocale(text: Partial<Localized>, locale: Locale): string {
  return text[locale] || text.en_US || text.zh_CN || '';
}

// ---------- notices ----------

export const noticeBody = z.object({ title: localizedText(NOTICE_TITLE_MAX), content: localizedText(NOTICE_CONTENT_MAX) });
export type NoticeBody = z.input<typeof noticeBody>;
export const noticeUpdateBody = noticeBody.extend({ id: idSchema() });
export const noticeIdBody = z.object({ id: idSchema() });
export const noticeIdQuery = z.object({ id: idSchema() });

// Members: published notices, newest publication first.
export const noticeQuery = cursorQuery;
export const noticeItem = z.object({ id: z.number().int(), title: z.string(), summary: z.string(), publishTime: z.string() });
export type NoticeItem = z.infer<typeof noticeItem>;
export const noticePage = cursorPage(noticeItem);
export const noticeDetail = z.object({ id: z.number().int(), title: z.string(), content: z.string(), publishTime: z.string() });
export type NoticeDetail = z.infer<typeof noticeDetail>;

// Staff: every notice with its texts in each language.
const localizedOut = z.object({ zh_CN: z.string(), en_US: z.string(), fr_FR: z.string() });
export const staffNoticeQuery = cursorQuery.extend({ status: queryNumber(z.literal(NOTICE_STATUSES)).optional() });
export const staffNotice = z.object({
  id: z.number().int(),
  title: localizedOut,
  content: localizedOut,
  status: z.literal(NOTICE_STATUSES),
  publishTime: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type StaffNotice = z.infer<typeof staffNotice>;
export const staffNoticePage = cursorPage(staffNotice);

// ---------- banners ----------

// A path on the portal itself (the pages' image policy allows only the portal's own images).
const imagePath = z
  .string('v.notices.image.path')
  .trim()
  .max(300, 'v.maxLength')
  .regex(/^\/(?!\/)[A-Za-z0-9/_.-]+$/, 'v.notices.image.path');

export const bannerBody = z.object({
  title: localizedText(NOTICE_TITLE_MAX),
  content: localizedText(NOTICE_CONTENT_MAX),
  imageUrl: imagePath,
  sort: z.number().int('v.order.integer').min(0, 'v.min').max(BANNER_SORT_MAX, 'v.max').default(0),
  shown: z.boolean().default(true),
});
export type BannerBody = z.input<typeof bannerBody>;
export const bannerUpdateBody = bannerBody.extend({ id: idSchema() });
export const bannerIdBody = z.object({ id: idSchema() });
export const bannerIdQuery = z.object({ id: idSchema() });

export const bannerItem = z.object({ id: z.number().int(), title: z.string(), imageUrl: z.string() });
export type BannerItem = z.infer<typeof bannerItem>;
export const bannerList = z.array(bannerItem);
export const bannerDetail = bannerItem.extend({ content: z.string(), updateTime: z.string() });
export type BannerDetail = z.infer<typeof bannerDetail>;

export const staffBanner = z.object({
  id: z.number().int(),
  title: localizedOut,
  content: localizedOut,
  imageUrl: z.string(),
  sort: z.number().int(),
  shown: z.boolean(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type StaffBanner = z.infer<typeof staffBanner>;
export const staffBannerList = z.array(staffBanner);
