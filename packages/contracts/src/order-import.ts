import { z } from 'zod';

// Orders from a spreadsheet (docs/orders.md, "Spreadsheets"): the import template's rules and
// answers. Rows are checked with the order rules of order.ts; the template's columns and texts
// are the server's (it writes and reads the file).

// One file holds at most this many orders, and this many goods lines in all.
export const ORDER_IMPORT_MAX_ORDERS = 2000;
export const ORDER_IMPORT_MAX_GOODS = 20_000;

// all: nothing is imported while any order has an error; valid-only: the good orders are
// imported and the bad ones reported.
export const ORDER_IMPORT_MODES = ['all', 'valid-only'] as const;
export type OrderImportMode = (typeof ORDER_IMPORT_MODES)[number];

// The template's two sheets: one order per row, and goods lines keyed by the order's row reference.
export const ORDER_IMPORT_SHEETS = ['orders', 'goods'] as const;
export type OrderImportSheet = (typeof ORDER_IMPORT_SHEETS)[number];

// Chosen by the client for one upload, so it can ask how far the server has got.
export const importProgressIdField = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'v.format');

export const orderImportQuery = z.object({
  mode: z.enum(ORDER_IMPORT_MODES).default('all'),
  progressId: importProgressIdField.optional(),
});

// One bad cell (or row): where it is, and the rule's text in the caller's language — the text
// the order form shows for the same rule.
export const orderImportRowError = z.object({
  sheet: z.enum(ORDER_IMPORT_SHEETS),
  // Excel's row number (the header is row 1).
  line: z.number().int(),
  // The column's letter in the uploaded file ("F"); empty when the rule is about the row.
  column: z.string(),
  // The column's header in the caller's language.
  header: z.string(),
  // The order body's field the rule is about (e.g. consignee.phone, goods.0.num).
  field: z.string(),
  message: z.string(),
});
export type OrderImportRowError = z.infer<typeof orderImportRowError>;

export const importedDraft = z.object({ id: z.number().int(), orderNo: z.string(), line: z.number().int() });
export type ImportedDraft = z.infer<typeof importedDraft>;

// The orders go in as drafts; the member submits them (one by one, or the selected ones).
export const orderImportResult = z.object({
  // Orders (rows of the orders sheet) in the file.
  total: z.number().int(),
  imported: z.number().int(),
  drafts: z.array(importedDraft),
  // The bad rows left out (valid-only).
  errors: z.array(orderImportRowError),
});
export type OrderImportResult = z.infer<typeof orderImportResult>;

// Data of IMPORT_ROWS_INVALID for an order import: nothing was imported; `valid` orders would
// go in with valid-only.
export const orderImportRefusal = z.object({
  total: z.number().int(),
  valid: z.number().int(),
  errors: z.array(orderImportRowError),
});
export type OrderImportRefusal = z.infer<typeof orderImportRefusal>;

// How far the server has got with an upload: `waiting` until the file has arrived (or when the
// id is unknown to this server), then reading the file, checking the rows, saving the orders
// (`done` of `total`), and finished.
export const ORDER_IMPORT_STAGES = ['waiting', 'reading', 'checking', 'saving', 'finished'] as const;
export type OrderImportStage = (typeof ORDER_IMPORT_STAGES)[number];
export const orderImportProgressQuery = z.object({ id: importProgressIdField });
export const orderImportProgress = z.object({
  stage: z.enum(ORDER_IMPORT_STAGES),
  done: z.number().int(),
  total: z.number().int(),
});
export type OrderImportProgress = z.infer<typeof orderImportProgress>;
