import { fileIdParams } from '@portal/contracts/files';
import { STAFF_ROLES } from '@portal/contracts/staff';
import type { App } from '../../lib/http.js';
import { staffRoles } from '../../plugins/auth.js';
import { sendFile } from './file-reply.js';
import { STAFF_FILE_READERS, type FileService } from './file.service.js';

// Every role that reads some kind of member file; the service then checks the file's purpose.
const FILE_READER_ROLES = STAFF_ROLES.filter((role) => Object.values(STAFF_FILE_READERS).some((readers) => readers.includes(role)));

// Staff read any member's file, by purpose (STAFF_FILE_READERS).
export function filesAdminRoutes(app: App, files: FileService) {
  app.get(
    '/admin-api/file/get/:id',
    { config: { auth: 'staff', roles: FILE_READER_ROLES }, schema: { tags: ['file'], params: fileIdParams } },
    async (request, reply) => sendFile(reply, await files.openForStaff(request.params.id, staffRoles(request))),
  );
}
