import { describe, expect, it } from 'vitest';
import { ERRORS, errorMessage } from './errors.js';
import { LOCALES, parseLocale } from './locale.js';
import { VALIDATION_MESSAGES, issueRule, issueText } from './validation.js';

describe('locale header', () => {
  it('understands the product codes, browser tags and defaults to zh_CN', () => {
    expect(parseLocale('fr_FR')).toBe('fr_FR');
    expect(parseLocale('en-US,en;q=0.9')).toBe('en_US');
    expect(parseLocale('fr')).toBe('fr_FR');
    expect(parseLocale('de-DE')).toBe('zh_CN');
    expect(parseLocale(undefined)).toBe('zh_CN');
  });
});

describe('message tables', () => {
  it('have a non-empty text in every language', () => {
    for (const [key, text] of Object.entries(VALIDATION_MESSAGES)) {
      for (const l of LOCALES) expect(text[l], `${key} ${l}`).toMatch(/\S/);
    }
    for (const [name, entry] of Object.entries(ERRORS)) {
      for (const l of LOCALES) expect(entry.msg[l], `${name} ${l}`).toMatch(/\S/);
    }
  });
  it('use each error code once', () => {
    const codes = Object.values(ERRORS).map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
  });
  it('fill parameters', () => {
    expect(errorMessage('TOO_MANY_REQUESTS', 'en_US', { seconds: 30 })).toBe('Too many requests, retry in 30 s');
  });
});

describe('issue texts', () => {
  it('phrase generic issues with their limits', () => {
    expect(issueText({ code: 'too_big', origin: 'string', maximum: 50, message: 'x', path: ['nickname'] }, 'en_US')).toBe('must be at most 50 characters');
    expect(issueText({ code: 'too_big', origin: 'number', maximum: 100, message: 'x', path: ['pageSize'] }, 'fr_FR')).toBe('doit être au plus 100');
    expect(issueText({ code: 'invalid_type', expected: 'string', input: undefined, message: 'x', path: ['a'] }, 'zh_CN')).toBe('不能为空');
    // A schema naming the generic text itself still gets its limit.
    expect(issueText({ code: 'too_big', origin: 'string', maximum: 30, message: 'v.maxLength', path: ['marks'] }, 'en_US')).toBe('must be at most 30 characters');
  });
  it('name the rule: the schema key, or required, or the issue code', () => {
    expect(issueRule({ code: 'too_small', message: 'v.password.min', path: [] })).toBe('v.password.min');
    expect(issueRule({ code: 'invalid_type', message: 'x', input: undefined, path: [] })).toBe('required');
    expect(issueRule({ code: 'too_big', message: 'x', path: [] })).toBe('too_big');
  });
});
