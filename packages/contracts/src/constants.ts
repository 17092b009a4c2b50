// Constants that screens need before zod is loaded (the login page among them): this file
// imports nothing, so importing it never pulls zod into a bundle.

// The area code a phone field starts with (mainland China).
export const DEFAULT_AREA_CODE = '86';
// Only members whose phone is under this area code may ship (docs/product/orders.md): the
// server refuses the others' orders, the sidebar hides their ship button.
export const SHIPPING_AREA_CODE = '86';
// The Content-Type of an .xlsx file (address-book import and export).
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// The banner carousel's image box (docs/notices-and-coupons.md): every banner image is drawn in
// this ratio (width / height), so the personal centre keeps its room before an image arrives.
export const BANNER_IMAGE = { width: 1200, height: 400 } as const;

// Client error reports (client-errors.ts; the browser logs them before zod is loaded): what
// went wrong, the longest text of each field, the largest body the server reads.
export const CLIENT_ERROR_KINDS = ['error', 'unhandledrejection', 'render'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];
export const CLIENT_ERROR_LIMITS = { message: 1000, component: 200, url: 2000, stack: 8000 } as const;
export const CLIENT_ERROR_BODY_MAX = 16 * 1024;
// "Submit selected" and "print selected" take at most this many orders.
export const ORDER_IDS_MAX = 200;
// Header of an order's `create`: a retried or double-clicked submit with the same key creates one order.
export const IDEMPOTENCY_HEADER = 'idempotency-key';
