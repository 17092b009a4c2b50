import { LANGUAGE_COOKIE, SESSION_COOKIE } from '@portal/contracts/token-codes';
import Cookies from 'js-cookie';

// docs/product/shell.md: the session token lives in the `Admin-Token` cookie, the sidebar's open
// state in `sidebarStatus` ('1' open, '0' closed).
const TOKEN_COOKIE = SESSION_COOKIE;
const SIDEBAR_COOKIE = 'sidebarStatus';
// The one-time dialog after sign-in (the weak-password notice): '0' once shown, for the
// browser session (no expiry), so signing in again meanwhile does not repeat it.
const SHOW_DIALOG_COOKIE = 'show-dialog';

function baseAttributes(): Cookies.CookieAttributes {
  return { path: '/', sameSite: 'Lax', secure: window.location.protocol === 'https:' };
}

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

export function setToken(token: string, expiresAt?: string): void {
  const expires = expiresAt ? new Date(expiresAt) : undefined;
  Cookies.set(TOKEN_COOKIE, token, {
    ...baseAttributes(),
    ...(expires && !Number.isNaN(expires.getTime()) ? { expires } : {}),
  });
}

export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}

export function getSidebarOpened(): boolean {
  return Cookies.get(SIDEBAR_COOKIE) !== '0';
}

export function setSidebarOpened(opened: boolean): void {
  Cookies.set(SIDEBAR_COOKIE, opened ? '1' : '0', { ...baseAttributes(), expires: 365 });
}

// The chosen language, for the server (lib/i18n.ts keeps the choice itself): written only when it
// differs, a year long.
export function syncLanguageCookie(locale: string): void {
  if (Cookies.get(LANGUAGE_COOKIE) !== locale) Cookies.set(LANGUAGE_COOKIE, locale, { ...baseAttributes(), expires: 365 });
}

// True the first time in a browser session (and marks it shown), false after.
export function claimOneTimeDialog(): boolean {
  if (Cookies.get(SHOW_DIALOG_COOKIE) === '0') return false;
  Cookies.set(SHOW_DIALOG_COOKIE, '0', baseAttributes());
  return true;
}
