import { describe, expect, it } from 'vitest';
import {
  CONTACT_COLUMNS,
  addressBody,
  contactBody,
  contactExportBody,
  contactPageQuery,
  groupBody,
  groupDeleteQuery,
} from './address-book.js';
import { VALIDATION_MESSAGES } from './validation.js';

function problems(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);
}

const contact = { name: 'Li Lei', company: 'Lei Trading', areaCode: '86', phone: '13800138000' };
const address = { name: 'Li Lei', areaCode: '86', phone: '13800138000', countryId: 1, cityId: 2, address: '88 Huangpu Avenue' };

describe('customer / supplier (name, company, phone and dial code required)', () => {
  it('accepts the required fields alone, blanks counting as absent', () => {
    expect(contactBody.parse({ ...contact, nameEn: '', email: '  ', groupId: null, marks: '' })).toEqual(contact);
  });
  it('accepts every optional field when well formed', () => {
    const full = { ...contact, nameEn: 'Lei Li', companyEn: 'Lei Trading Ltd', marks: 'LL2026', email: 'li@example.com', address: 'Guangzhou', groupId: 3 };
    expect(contactBody.parse(full)).toEqual(full);
  });
  it('names each missing required field with its own text', () => {
    expect(problems(contactBody.safeParse({}))).toEqual([
      'name:v.contactName.required',
      'company:v.company.required',
      'areaCode:v.areaCode.required',
      'phone:v.phone.required',
    ]);
    expect(problems(contactBody.safeParse({ ...contact, name: '  ', company: '' }))).toEqual(['name:v.contactName.required', 'company:v.company.required']);
  });
  it('wants a numeric phone and a well-formed e-mail', () => {
    expect(problems(contactBody.safeParse({ ...contact, phone: '138 0013 8000' }))).toEqual(['phone:v.phone.numeric']);
    expect(problems(contactBody.safeParse({ ...contact, email: 'li@' }))).toEqual(['email:v.email.format']);
    expect(problems(contactBody.safeParse({ ...contact, areaCode: '+86' }))).toEqual(['areaCode:v.format']);
  });
  it('applies the shipping-mark rule to marks: a letter first, then letters and digits', () => {
    expect(contactBody.safeParse({ ...contact, marks: 'A1B2' }).success).toBe(true);
    expect(problems(contactBody.safeParse({ ...contact, marks: '1ABC' }))).toEqual(['marks:v.order.marks.letterFirst']);
    expect(problems(contactBody.safeParse({ ...contact, marks: 'AB-1' }))).toEqual(['marks:v.order.marks.chars']);
    // An accented first letter is not "a digit first": it is outside A–Z.
    expect(problems(contactBody.safeParse({ ...contact, marks: 'ÉCOLE1' }))).toEqual(['marks:v.order.marks.chars']);
  });
  it('bounds the lengths', () => {
    expect(problems(contactBody.safeParse({ ...contact, name: 'x'.repeat(51) }))).toHaveLength(1);
    expect(problems(contactBody.safeParse({ ...contact, address: 'x'.repeat(201) }))).toHaveLength(1);
  });
});

describe('group (group name and sort required)', () => {
  it('accepts a title and a sort, the remark optional', () => {
    expect(groupBody.parse({ title: 'VIP', sort: 0 })).toEqual({ title: 'VIP', sort: 0 });
    expect(groupBody.parse({ title: 'VIP', sort: 2, remark: 'best' })).toEqual({ title: 'VIP', sort: 2, remark: 'best' });
  });
  it('refuses a missing title or sort with their own texts', () => {
    expect(problems(groupBody.safeParse({ title: ' ' }))).toEqual(['title:v.groupTitle.required', 'sort:v.groupSort.required']);
  });
  it('needs another group to move contacts to', () => {
    expect(groupDeleteQuery.safeParse({ id: '1', contacts: 'ungroup' }).success).toBe(true);
    expect(groupDeleteQuery.safeParse({ id: '1', contacts: 'move', targetGroupId: '2' }).success).toBe(true);
    expect(problems(groupDeleteQuery.safeParse({ id: '1', contacts: 'move' }))).toEqual(['targetGroupId:v.group.moveTarget']);
    expect(problems(groupDeleteQuery.safeParse({ id: '1', contacts: 'move', targetGroupId: '1' }))).toEqual(['targetGroupId:v.group.moveTarget']);
    expect(groupDeleteQuery.safeParse({ id: '1', contacts: 'delete' }).success).toBe(false);
  });
});

describe('address (country, city and full address required, full address ≤ 100)', () => {
  it('accepts a full address of 100 characters', () => {
    expect(addressBody.safeParse({ ...address, address: 'x'.repeat(100) }).success).toBe(true);
  });
  it('refuses 101 characters, and missing country, city or full address', () => {
    expect(problems(addressBody.safeParse({ ...address, address: 'x'.repeat(101) }))).toEqual(['address:v.fullAddress.max']);
    expect(problems(addressBody.safeParse({ name: 'a', areaCode: '86', phone: '1' }))).toEqual([
      'countryId:v.country.required',
      'cityId:v.city.required',
      'address:v.fullAddress.required',
    ]);
  });
});

describe('list filter', () => {
  it('reads the query string, blank filters counting as absent, pages up to 100', () => {
    expect(contactPageQuery.parse({ keyword: '', groupId: '0', pageNo: '2' })).toEqual({ groupId: 0, pageNo: 2, pageSize: 10 });
    expect(contactPageQuery.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(problems(contactPageQuery.safeParse({ phone: '13a' }))).toEqual(['phone:v.phone.numeric']);
  });
  it('tells an empty selection from no selection on export', () => {
    expect(contactExportBody.parse({ ids: [] })).toEqual({ ids: [] });
    expect(contactExportBody.parse({})).toEqual({});
  });
});

describe('sheet columns', () => {
  it('mark the required fields of the form as required columns', () => {
    expect(CONTACT_COLUMNS.filter((c) => c.required).map((c) => c.key)).toEqual(['name', 'company', 'areaCode', 'phone']);
  });
  it('have every rule text in three languages', () => {
    for (const key of ['v.contactName.required', 'v.phone.format', 'v.order.marks.chars', 'v.fullAddress.max'] as const) {
      expect(Object.keys(VALIDATION_MESSAGES[key])).toEqual(['zh_CN', 'en_US', 'fr_FR']);
    }
  });
});
