import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
  );
}

// docs/product/shell.md: under 992 px the portal behaves as on a phone.
const PHONE_QUERY = '(max-width: 991.98px)';

export function useIsMobile(): boolean {
  return useMediaQuery(PHONE_QUERY);
}

// The same, outside React (e.g. a route choosing which parts of a page to start loading).
export function isMobileNow(): boolean {
  return window.matchMedia(PHONE_QUERY).matches;
}
