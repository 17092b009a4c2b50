import type { UIMatch } from 'react-router';
import type routeTitles from '../locales/en_US/routes.json';

// Route titles live in locales/<lang>/routes.json.
export type RouteTitle = keyof typeof routeTitles;

// What a route tells the shell: its title (document title, breadcrumb, tags view), the
// roles that may open it, and the menu groups it sits in.
export interface RouteHandle {
  title?: RouteTitle;
  roles?: readonly string[];
  groups?: readonly RouteTitle[];
  // The area names the document itself (the staff console, apps/web/src/staff).
  ownTitle?: boolean;
}

export function handleOf(match: UIMatch): RouteHandle {
  return (match.handle ?? {}) as RouteHandle;
}

// The deepest match that has a title.
export function currentTitle(matches: readonly UIMatch[]): RouteTitle | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i];
    const title = match ? handleOf(match).title : undefined;
    if (title) return title;
  }
  return undefined;
}
