import { useSyncExternalStore } from 'react';
import type { RouteTitle } from '../../route-handle';

// Pages visited in this tab, for the tags view; kept in sessionStorage so a page refresh
// (or the /redirect round trip, which remounts the layout) keeps them.
export interface VisitedView {
  path: string;
  title: RouteTitle;
}

const STORAGE_KEY = 'visited-views';

function load(): VisitedView[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (item): item is VisitedView =>
            typeof item === 'object' && item !== null && typeof item.path === 'string' && typeof item.title === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

let views = load();
const listeners = new Set<() => void>();

function commit(next: VisitedView[]): void {
  views = next;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage unavailable: the list lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}

export function useVisitedViews(): VisitedView[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => views,
  );
}

export function addView(view: VisitedView): void {
  const existing = views.find((item) => item.path === view.path);
  if (existing?.title === view.title) return;
  commit(existing ? views.map((item) => (item.path === view.path ? view : item)) : [...views, view]);
}

// Returns the list without the closed page.
export function removeView(path: string): VisitedView[] {
  commit(views.filter((item) => item.path !== path));
  return views;
}

export function clearViews(): void {
  commit([]);
}
