import { z } from 'zod';
import { FILE_PURPOSES, MEMBER_FILE_PURPOSES, STAFF_UPLOAD_PURPOSES, fileIdFromUrl } from './file-rules.js';

// Uploaded files: the rules and urls (file-rules.ts, without zod), the answer of an upload and
// the body field pointing at an uploaded file.
export * from './file-rules.js';

// A body field that points at an uploaded file; the server still checks that the caller
// owns it (FileService.requireOwned).
export const fileUrlField = z
  .string()
  .trim()
  .refine((value) => fileIdFromUrl(value) !== null, 'v.file.url');

// A member uploads for their own forms; staff upload photos, attachments and catalogue pictures.
export const uploadQuery = z.object({ purpose: z.enum(MEMBER_FILE_PURPOSES) });
export type UploadQuery = z.infer<typeof uploadQuery>;
export const staffUploadQuery = z.object({ purpose: z.enum(STAFF_UPLOAD_PURPOSES) });

// Any text: an id that is not a file answers 404 like another member's file.
export const fileIdParams = z.object({ id: z.string().max(64) });

export const uploadedFile = z.object({
  id: z.string(),
  url: z.string(),
  // the member's name for the file (sanitised, extension matching its real type)
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  purpose: z.enum(FILE_PURPOSES),
  createTime: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;
