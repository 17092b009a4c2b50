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
export function useIsMobile(): boolean {
  return useMediaQuery('(max-width: 991.98px)');
}
