import { z } from 'zod';
import { calendarDay } from './calendar-day.js';
import { cursorPage, cursorQuery } from './cursor.js';
import { idSchema } from './id.js';

// The one log of staff actions (docs/audit.md): every staff write leaves one row with who,
// their roles, the action, the entity and its id, the changed fields before and after, the
// reason asked, the request id and the time. Read by administrators only.
export const AUDIT_ENTITIES = [
  'staff',
  'order',
  'priceLine',
  'abnormal',
  'realName',
  'enterprise',
  'advice',
  'refund',
  'member',
  // Content and the gift catalogue
  'notice',
  'banner',
  'helpCategory',
  'helpArticle',
  'coupon',
  'gift',
  'giftOutlet',
  'giftActivity',
  'giftExchange',
  // Reference data
  'dictType',
  'dictData',
  'needKnow',
  'memberSystem',
  // Money, points, shipments and messages
  'fee',
  'ecashRate',
  'scoreRule',
  'memberPoints',
  'shipment',
  'memberMessage',
  'notificationDelivery',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const day = z.preprocess(blank, calendarDay().optional());

// GET /admin-api/system/audit/page: newest first; every filter optional.
export const auditPageQuery = cursorQuery.extend({
  staffId: z.preprocess(blank, idSchema().optional()),
  entity: z.preprocess(blank, z.enum(AUDIT_ENTITIES, 'v.oneOf').optional()),
  entityId: z.preprocess(blank, idSchema().optional()),
  action: z.preprocess(blank, z.string().trim().max(32, 'v.maxLength').regex(/^[A-Za-z-]+$/, 'v.format').optional()),
  // Written on these UTC days, both included.
  dateFrom: day,
  dateTo: day,
});
export type AuditPageQuery = z.infer<typeof auditPageQuery>;

const jsonValue = z.unknown();
export const auditEntry = z.object({
  id: z.number().int(),
  staffId: z.number().int(),
  staffUsername: z.string(),
  // null: copied from an older log that did not keep them
  staffRoles: z.array(z.string()).nullable(),
  action: z.string(),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.number().int(),
  before: jsonValue,
  after: jsonValue,
  reason: z.string().nullable(),
  requestId: z.string().nullable(),
  time: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditPage = cursorPage(auditEntry);
