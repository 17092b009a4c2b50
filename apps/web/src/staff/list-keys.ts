import { useEffect, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { inPanel, typingIn } from './key-targets';

// A desk list's keys (docs/staff-console.md, "Keyboard"): `/` goes to its search, ↑ ↓ move
// between its rows, Enter opens one, and Esc on the opened one goes back to the list.

// `/` outside a field and outside dialogs focuses `search`.
export function useSlashToSearch(search: RefObject<{ focus: () => void } | null>): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.key !== '/' || event.ctrlKey || event.altKey || event.metaKey || target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
      event.preventDefault();
      search.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [search]);
}

// The rows' key handler (rows get tabIndex 0): ↑ ↓ focus the row above or below among the
// table's rows inside `table`, Enter calls `open` with the row's element.
export function useRowKeys(table: RefObject<HTMLElement | null>, open: (row: HTMLElement) => void) {
  return (event: ReactKeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    const rows = [...(table.current?.querySelectorAll<HTMLElement>('tbody tr[data-row-key]') ?? [])];
    const at = rows.indexOf(event.currentTarget);
    if (event.key === 'Enter') {
      event.preventDefault();
      open(event.currentTarget);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      rows[event.key === 'ArrowDown' ? Math.min(at + 1, rows.length - 1) : Math.max(at - 1, 0)]?.focus();
    }
  };
}

// Esc outside a field and outside dialogs goes to `back` (the list a view was opened from).
export function useEscapeTo(back: string): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || typingIn(event.target) || inPanel(event.target)) return;
      event.preventDefault();
      void navigate(back);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navigate, back]);
}
