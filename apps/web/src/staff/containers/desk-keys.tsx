import { useEffect, useRef } from 'react';

// The desk's shortcuts, listed on the page by <KeyboardHelp> (staff/keyboard-help.tsx): Alt with a letter (Alt+M …),
// which work from the scan box too, where the focus comes back after each action (a plain
// letter there is part of a code). Letters the browsers' own menus take (D, E, F, H, S, T, V,
// B) are left alone. Read by the key's place (`event.code`), so a Mac's Option,
// which types another character, works as well. Not inside a dialog: its keys are its own.
export function useDeskKeys(keys: Partial<Record<string, () => void>>) {
  const current = useRef(keys);
  useEffect(() => {
    current.current = keys;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('[role="dialog"]') || !/^Key[A-Z]$/.test(event.code)) return;
      const action = current.current[event.code.slice(3).toLowerCase()];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
