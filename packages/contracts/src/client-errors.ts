import { z } from 'zod';
import { CLIENT_ERROR_KINDS, CLIENT_ERROR_LIMITS } from './constants.js';
import { pageQuery, pageResult } from './envelope.js';

// Errors the portal's browsers report in production (docs/client-errors.md): an uncaught
// error, an unhandled promise rejection, or a page that failed to render. Staff read them.

export { CLIENT_ERROR_BODY_MAX, CLIENT_ERROR_KINDS, CLIENT_ERROR_LIMITS, type ClientErrorKind } from './constants.js';

export const clientErrorBody = z.object({
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: z.string().trim().min(1).max(CLIENT_ERROR_LIMITS.message),
  // The component that failed (a render error), or the script file of an uncaught error.
  component: z.string().trim().max(CLIENT_ERROR_LIMITS.component).optional(),
  // The page the member was on.
  url: z.string().trim().min(1).max(CLIENT_ERROR_LIMITS.url),
  stack: z.string().max(CLIENT_ERROR_LIMITS.stack).optional(),
});
export type ClientErrorBody = z.infer<typeof clientErrorBody>;

export const clientErrorItem = z.object({
  id: z.number().int(),
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: z.string(),
  component: z.string().nullable(),
  url: z.string(),
  stack: z.string().nullable(),
  // The member signed in when it happened; null: nobody was.
  memberId: z.number().int().nullable(),
  userAgent: z.string().nullable(),
  createTime: z.string(),
});
export type ClientErrorItem = z.infer<typeof clientErrorItem>;

export const clientErrorPageQuery = pageQuery.extend({
  kind: z.enum(CLIENT_ERROR_KINDS).optional(),
});
export const clientErrorPage = pageResult(clientErrorItem);
