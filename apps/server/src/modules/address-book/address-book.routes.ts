import { CONTACT_KINDS } from '@portal/contracts/address-book';
import type { App } from '../../lib/http.js';
import { AddressRepository } from './address.repository.js';
import { addressRoutes } from './address.routes.js';
import { AddressService } from './address.service.js';
import { ContactImportService } from './contact-import.service.js';
import { ContactImportWorkers } from './contact-import-workers.js';
import { ContactRepository } from './contact.repository.js';
import { contactRoutes, importLimit, xlsxBodyParser } from './contact.routes.js';
import { ContactService } from './contact.service.js';
import { GroupRepository } from './group.repository.js';
import { groupRoutes } from './group.routes.js';
import { GroupService } from './group.service.js';

// The address book (issue #4): addresses, customers, suppliers, customer groups, and the
// .xlsx import and export. Every route is a member route scoped to the caller.
export async function addressBookRoutes(app: App) {
  const { db } = app;
  const contacts = new ContactRepository(db);
  const groups = new GroupRepository(db);
  const contactService = new ContactService(contacts, groups);
  const workers = new ContactImportWorkers(app.config.imports.workers);
  app.addHook('onClose', () => workers.close());
  const imports = new ContactImportService(db, contacts, groups, workers.check);
  const limit = importLimit(app);

  xlsxBodyParser(app);
  addressRoutes(app, new AddressService(db, new AddressRepository(db)));
  groupRoutes(app, new GroupService(db, groups));
  for (const kind of CONTACT_KINDS) contactRoutes(app, kind, contactService, imports, limit);
}
