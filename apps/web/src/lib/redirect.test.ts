import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('keeps paths inside the app', () => {
    expect(safeRedirect('/jiedao/jd-profile?tab=1')).toBe('/jiedao/jd-profile?tab=1');
  });

  it.each([null, '', 'https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)'])(
    'falls back to / for %s',
    (target) => {
      expect(safeRedirect(target)).toBe('/');
    },
  );
});

describe('loginPath', () => {
  it('carries the page to come back to', () => {
    expect(loginPath('/jiedao/jd-profile')).toBe('/login?redirect=%2Fjiedao%2Fjd-profile');
  });
});
