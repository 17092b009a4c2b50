import { useSyncExternalStore } from 'react';
import type { ClientErrorBody } from '@portal/contracts/client-errors';
import { CLIENT_ERROR_LIMITS, type ClientErrorKind } from '@portal/contracts/constants';
import { exchange } from './transport';

// Errors this browser met (docs/client-errors.md): an uncaught error, an unhandled promise
// rejection, a page that failed to render. Each is kept for the tab's session (the navbar's
// error-log button lists them) and, in a production build, reported to the server, which keeps
// them for staff. No zod here: the shell carries it.

export interface LoggedError extends ClientErrorBody {
  time: string;
}

const STORAGE_KEY = 'portal-client-errors';
// The tab keeps the latest few; the server keeps them all.
const KEPT = 20;
// One page stuck in a loop reports a few, not thousands (the server limits per address too).
const REPORTS_PER_PAGE_LOAD = 10;

function load(): LoggedError[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? (value as LoggedError[]) : [];
  } catch {
    return [];
  }
}

let logged: LoggedError[] = load();
let reported = 0;
const listeners = new Set<() => void>();
// Errors already logged (a render error reaches both React's root and the route's error page).
const seen = new WeakSet<object>();

const cut = (text: string | undefined, max: number) => (text === undefined ? undefined : text.length > max ? text.slice(0, max) : text);

// What to say about any thrown value.
function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || error.name, ...(error.stack ? { stack: error.stack } : {}) };
  if (typeof error === 'string') return { message: error };
  try {
    return { message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { message: String(error) };
  }
}

// The first component named in a React component stack ("    at OrderDetailPage (…)").
export function componentOf(componentStack: string | undefined): string | undefined {
  return componentStack ? /(?:at|in) ([A-Za-z_$][\w$.]*)/.exec(componentStack)?.[1] : undefined;
}

export function logClientError(kind: ClientErrorKind, error: unknown, component?: string): void {
  if (typeof error === 'object' && error !== null) {
    if (seen.has(error)) return;
    seen.add(error);
  }
  const { message, stack } = describe(error);
  const entry: LoggedError = {
    kind,
    message: cut(message.trim() || 'Error', CLIENT_ERROR_LIMITS.message)!,
    url: cut(window.location.href, CLIENT_ERROR_LIMITS.url)!,
    ...(component ? { component: cut(component, CLIENT_ERROR_LIMITS.component)! } : {}),
    ...(stack ? { stack: cut(stack, CLIENT_ERROR_LIMITS.stack)! } : {}),
    time: new Date().toISOString(),
  };
  logged = [entry, ...logged].slice(0, KEPT);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(logged));
  } catch {
    // Storage full or disabled: the log lasts for this page.
  }
  listeners.forEach((listener) => listener());
  if (import.meta.env.PROD && reported < REPORTS_PER_PAGE_LOAD) {
    reported += 1;
    const { time: _time, ...body } = entry;
    // Reporting must never raise another error (nor a toast): a failed report is dropped.
    exchange({ method: 'POST', url: '/app-api/system/client-error', data: body, silent: true }).catch(() => undefined);
  }
}

export function loggedClientErrors(): readonly LoggedError[] {
  return logged;
}

export function clearClientErrors(): void {
  logged = [];
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useClientErrors(): readonly LoggedError[] {
  return useSyncExternalStore(subscribe, () => logged);
}

// Uncaught errors and unhandled rejections of the whole page (render errors come from React's
// root, main.tsx, and the route's error page).
export function watchClientErrors(): void {
  window.addEventListener('error', (event) => {
    // A resource that failed to load (an image) is not a script error.
    if (!(event instanceof ErrorEvent)) return;
    const source = event.filename ? event.filename.split('/').pop() : undefined;
    logClientError('error', event.error ?? event.message, source);
  });
  window.addEventListener('unhandledrejection', (event) => logClientError('unhandledrejection', event.reason));
}
