// @vitest-environment happy-dom
import { LANGUAGE_COOKIE } from '@portal/contracts/token-codes';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimOneTimeDialog, syncLanguageCookie } from './cookies';

const languageCookie = () => document.cookie.split('; ').find((pair) => pair.startsWith(`${LANGUAGE_COOKIE}=`));

afterEach(() => {
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  vi.restoreAllMocks();
});

// The server reads the member's language from this cookie to name the right texts among a
// member page's first files.
describe('the language cookie', () => {
  it('follows the chosen language, and is written only when it differs', () => {
    syncLanguageCookie('fr_FR');
    expect(languageCookie()).toBe(`${LANGUAGE_COOKIE}=fr_FR`);
    const writes = vi.spyOn(Cookies, 'set');
    syncLanguageCookie('fr_FR');
    expect(writes).not.toHaveBeenCalled();
    syncLanguageCookie('en_US');
    expect(writes).toHaveBeenCalledTimes(1);
    expect(languageCookie()).toBe(`${LANGUAGE_COOKIE}=en_US`);
  });
});

describe('the show-dialog cookie', () => {
  it('lets the one-time dialog show once per browser session', () => {
    expect(claimOneTimeDialog()).toBe(true);
    expect(document.cookie).toContain('show-dialog=0');
    expect(claimOneTimeDialog()).toBe(false);
    expect(claimOneTimeDialog()).toBe(false);
    // A new browser session starts without the cookie.
    document.cookie = 'show-dialog=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    expect(claimOneTimeDialog()).toBe(true);
  });
});
