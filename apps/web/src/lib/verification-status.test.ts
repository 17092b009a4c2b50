import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@portal/contracts/locale';
import { ENTERPRISE_STATUSES, REAL_NAME_STATUSES } from '@portal/contracts/statuses';
import { describe, expect, it } from 'vitest';
import { companyStatus, realNameStatus } from './verification-status';

const locales = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../locales');
const texts = (locale: string, file: string) => JSON.parse(fs.readFileSync(path.join(locales, locale, `${file}.json`), 'utf8'));

describe('verification statuses', () => {
  const realName = [null, ...REAL_NAME_STATUSES].map(realNameStatus);
  const company = [null, ...ENTERPRISE_STATUSES].map(companyStatus);

  it('draw each status, and "never submitted", apart', () => {
    expect(new Set(realName.map((view) => view.label)).size).toBe(REAL_NAME_STATUSES.length + 1);
    expect(new Set(company.map((view) => view.label)).size).toBe(ENTERPRISE_STATUSES.length + 1);
  });

  it.each(LOCALES)('have a tag text and a note in %s', (locale) => {
    const profile = texts(locale, 'profile');
    const kyc = texts(locale, 'kyc');
    for (const { label } of realName) {
      expect(profile.realNameStatus[label], label).toBeTruthy();
      expect(kyc.realName.note[label], label).toBeTruthy();
    }
    for (const { label } of company) {
      expect(profile.companyStatus[label], label).toBeTruthy();
      expect(kyc.enterprise.note[label], label).toBeTruthy();
    }
  });
});
