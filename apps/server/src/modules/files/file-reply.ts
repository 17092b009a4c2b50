import type { FastifyReply } from 'fastify';
import { isImageContentType } from '@portal/contracts/files';
import { contentDisposition } from './file-name.js';
import type { OpenedFile } from './file.service.js';

// A stored file as the answer, for members and staff alike.
export function sendFile(reply: FastifyReply, { row, stream }: OpenedFile) {
  const inline = isImageContentType(row.content_type);
  return reply
    .header('content-type', row.content_type)
    .header('content-length', row.size)
    .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', row.name))
    .header('x-content-type-options', 'nosniff')
    // Nothing in a file may run or load anything, even if a browser opens it directly.
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-cache')
    .header('etag', `"${row.sha256}"`)
    .send(stream);
}
