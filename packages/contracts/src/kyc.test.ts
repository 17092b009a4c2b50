import { describe, expect, it } from 'vitest';
import { MESSAGE_TEMPLATES } from './messages.js';
import { LOCALES } from './locale.js';
import { enterpriseBody, isMainlandId, isValidCardNumber, realNameBody } from './kyc.js';
import { VALIDATION_MESSAGES } from './validation.js';

const url = (id: string) => `/app-api/file/get/${id}`;
const FILE_A = url('a'.repeat(22));
const FILE_B = url('b'.repeat(22));

function rulesOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('mainland ID numbers', () => {
  it('accept the GB 11643 check character, in either case', () => {
    expect(isMainlandId('11010519491231002X')).toBe(true);
    expect(isMainlandId('11010519491231002x')).toBe(true);
    expect(isMainlandId('440524198001010013')).toBe(true);
  });
  it('refuse a wrong check character, an impossible birth date, a future one, and the old 15-digit form', () => {
    expect(isMainlandId('110105194912310021')).toBe(false);
    expect(isMainlandId('110105194902300027')).toBe(false);
    expect(isMainlandId(`1101052${new Date().getFullYear() + 1}01010010`.slice(0, 18))).toBe(false);
    expect(isMainlandId('110105491231002')).toBe(false);
  });
});

describe('card numbers by type', () => {
  it('follow each document rule', () => {
    expect(isValidCardNumber('passport', 'e12345678')).toBe(true);
    expect(isValidCardNumber('passport', 'E1234567890')).toBe(false);
    expect(isValidCardNumber('hk_macao_permit', 'H12345678')).toBe(true);
    expect(isValidCardNumber('hk_macao_permit', 'A12345678')).toBe(false);
    expect(isValidCardNumber('taiwan_permit', '12345678')).toBe(true);
    expect(isValidCardNumber('taiwan_permit', '1234567')).toBe(false);
    expect(isValidCardNumber('foreign_id', 'CI-0012')).toBe(false);
    expect(isValidCardNumber('foreign_id', 'CI0012345')).toBe(true);
  });
});

describe('real-name body', () => {
  it('accepts a complete submission and upper-cases the number', () => {
    const parsed = realNameBody.parse({ name: ' Zhang San ', cardType: 'mainland_id', cardNumber: '11010519491231002x', img1: FILE_A, img2: FILE_B });
    expect(parsed).toMatchObject({ name: 'Zhang San', cardNumber: '11010519491231002X', extraImgs: [] });
  });
  it('names every missing field with its own rule', () => {
    expect(rulesOf(realNameBody.safeParse({}))).toEqual(
      expect.arrayContaining([
        ['name', 'v.kyc.name.required'],
        ['cardType', 'v.kyc.cardType.required'],
        ['cardNumber', 'v.kyc.cardNumber.required'],
        ['img1', 'v.kyc.img1.required'],
        ['img2', 'v.kyc.img2.required'],
      ]),
    );
  });
  it('checks the number against the chosen type and caps the images at 20 in all', () => {
    const base = { name: 'A', cardType: 'mainland_id', cardNumber: '110105194912310021', img1: FILE_A, img2: FILE_B };
    expect(rulesOf(realNameBody.safeParse(base))).toEqual([['cardNumber', 'v.kyc.cardNumber.format']]);
    const many = { ...base, cardNumber: '11010519491231002X', extraImgs: Array.from({ length: 19 }, () => FILE_A) };
    expect(rulesOf(realNameBody.safeParse(many))[0]?.[0]).toBe('extraImgs');
    expect(realNameBody.safeParse({ ...many, extraImgs: many.extraImgs.slice(1) }).success).toBe(true);
  });
  it('refuses a link that is not an uploaded file', () => {
    const res = realNameBody.safeParse({ name: 'A', cardType: 'passport', cardNumber: 'E1234567', img1: 'https://evil.example/x.jpg', img2: FILE_B });
    expect(rulesOf(res).map(([field]) => field)).toEqual(['img1']);
  });
});

describe('company body', () => {
  it('requires name, legal person, number and certificate', () => {
    expect(rulesOf(enterpriseBody.safeParse({})).map(([field]) => field)).toEqual(
      expect.arrayContaining(['name', 'legalPerson', 'cardNumber', 'certificateImg']),
    );
    expect(enterpriseBody.safeParse({ name: 'S', legalPerson: 'A', cardNumber: 'SN-DKR 2024/B.1', certificateImg: FILE_A }).success).toBe(true);
    expect(rulesOf(enterpriseBody.safeParse({ name: 'S', legalPerson: 'A', cardNumber: '<b>', certificateImg: FILE_A }))).toEqual([
      ['cardNumber', 'v.kyc.registrationNumber.format'],
    ]);
  });

  it("names the registration number in its own texts, not a person's ID number", () => {
    const empty = rulesOf(enterpriseBody.safeParse({ name: 'S', legalPerson: 'A', cardNumber: ' ', certificateImg: FILE_A }));
    expect(empty).toEqual([['cardNumber', 'v.kyc.registrationNumber.required']]);
    for (const locale of LOCALES) {
      expect(VALIDATION_MESSAGES['v.kyc.registrationNumber.required'][locale]).not.toBe(VALIDATION_MESSAGES['v.kyc.cardNumber.required'][locale]);
    }
    expect(VALIDATION_MESSAGES['v.kyc.registrationNumber.required'].en_US).toMatch(/^Registration or tax number/);
  });
});

describe('message templates', () => {
  it('have a title and content in every language', () => {
    for (const [key, template] of Object.entries(MESSAGE_TEMPLATES)) {
      for (const l of LOCALES) {
        expect(template.title[l], `${key} ${l}`).toMatch(/\S/);
        expect(template.content[l], `${key} ${l}`).toMatch(/\S/);
      }
    }
  });
});
