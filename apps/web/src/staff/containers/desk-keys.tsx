import { useEffect, useRef } from 'react';
import styles from './containers.module.css';
import { useContainersText } from './containers-texts';

// The desk's single-key shortcuts (N, E, M …), listed on the page by <KeyboardHelp>. A key
// typed into an input, or inside a dialog, is the input's; with Ctrl, Alt or Meta it is the
// browser's.
export function useDeskKeys(keys: Record<string, (() => void) | undefined>) {
  const current = useRef(keys);
  useEffect(() => {
    current.current = keys;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="combobox"]')) return;
      const action = current.current[event.key.toLowerCase()];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}

// "Keyboard": the keys of the page, folded (a native disclosure: Enter or Space opens it).
export function KeyboardHelp({ entries }: { entries: readonly (readonly [key: string, what: string])[] }) {
  const ct = useContainersText();
  return (
    <details className={styles.keys}>
      <summary>{ct('keys.title')}</summary>
      <dl>
        {entries.map(([key, what]) => (
          <div key={key} className={styles.keyRow}>
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
