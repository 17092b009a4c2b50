import type { Generated } from 'kysely';
import type { ContactKind } from '@portal/contracts/address-book';

// The address book (issue #4). Every row belongs to one member (member_id).

export interface MemberAddressTable {
  id: Generated<number>;
  member_id: number;
  name: string;
  area_code: string;
  phone: string;
  // region ids
  country_id: number;
  city_id: number;
  address: string;
  // 0/1; exactly one 1 per member that has addresses
  is_default: number;
  created_at: string;
  updated_at: string;
}

export interface MemberContactGroupTable {
  id: Generated<number>;
  member_id: number;
  title: string;
  remark: string | null;
  sort: number;
  created_at: string;
  updated_at: string;
}

export interface MemberContactTable {
  id: Generated<number>;
  member_id: number;
  kind: ContactKind;
  name: string;
  name_en: string | null;
  company: string;
  company_en: string | null;
  area_code: string;
  // national form, digits only
  phone: string;
  marks: string | null;
  email: string | null;
  address: string | null;
  group_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface AddressBookTables {
  member_address: MemberAddressTable;
  member_contact_group: MemberContactGroupTable;
  member_contact: MemberContactTable;
}
