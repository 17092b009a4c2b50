import { CONTACT_KINDS } from '@portal/contracts/address-book';
import type { App } from '../../lib/http.js';
import { importLimit, xlsxBodyParser } from '../../lib/xlsx-http.js';
import { addressRoutes } from './address.routes.js';
import type { AddressService } from './address.service.js';
import type { ContactImportService } from './contact-import.service.js';
import { contactRoutes } from './contact.routes.js';
import type { ContactService } from './contact.service.js';
import { groupRoutes } from './group.routes.js';
import type { GroupService } from './group.service.js';

export interface AddressBookServices {
  addresses: AddressService;
  groups: GroupService;
  contacts: ContactService;
  contactImports: ContactImportService;
}

// The address book (issue #4): addresses, customers, suppliers, customer groups, and the
// .xlsx import and export. Every route is a member route scoped to the caller.
export async function addressBookRoutes(app: App, { addresses, groups, contacts, contactImports }: AddressBookServices) {
  const limit = importLimit(app, 'contact');

  xlsxBodyParser(app);
  addressRoutes(app, addresses);
  groupRoutes(app, groups);
  for (const kind of CONTACT_KINDS) contactRoutes(app, kind, contacts, contactImports, limit);
}
