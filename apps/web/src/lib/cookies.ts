import Cookies from 'js-cookie';

// docs/product/shell.md: the session token lives in the `Admin-Token` cookie, the sidebar's open
// state in `sidebarStatus` ('1' open, '0' closed).
const TOKEN_COOKIE = 'Admin-Token';
const SIDEBAR_COOKIE = 'sidebarStatus';

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
