import { createContext, useContext, useEffect, useRef } from 'react';
import { inPanel } from '../key-targets';

// The desk's keyboard (docs/staff-console.md, "Order desk"): after every action the scan box
// has the focus again; single keys the desk answers only outside a field and outside dialogs.

// Puts the focus back in the scan box (after the page's own focus moves have run).
export const DeskFocus = createContext<() => void>(() => undefined);
export const useDeskFocus = () => useContext(DeskFocus);

// Alt+M: move (the selected orders, or the order open). Answered in the scan box too, which
// holds the focus most of the day; Alt+M types nothing there.
export function isMoveKey(event: KeyboardEvent): boolean {
  return event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyM';
}

// Calls `handler` for the desk's keys while the page is shown (the latest handler).
export function useDeskKeys(handler: (event: KeyboardEvent) => void) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || inPanel(event.target)) return;
      latest.current(event);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
