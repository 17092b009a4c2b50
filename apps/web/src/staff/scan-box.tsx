import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './scan-box.module.css';
import { typingIn } from './key-targets';

// The desks' scan-anything box (docs/staff-console.md, "Scanning"): typed by hand or by a
// keyboard-wedge scanner, which types fast and ends each code with Enter or Tab. The field is a
// plain input that no render ever writes to: Enter (or Tab after a code) takes what is in it and
// empties it in the same event, so the next code's first keystrokes land in an empty field and
// none is lost, however fast they come. Codes queue and are handled one at a time, in the order
// they came; the box lists the latest with how each went.

export interface ScanOutcome {
  // What to say next to the code once handled ("Opened KOF…", "3 orders match").
  message?: string;
}

export type ScanHandler = (code: string) => Promise<ScanOutcome | void> | ScanOutcome | void;

export interface ScanBoxProps {
  label: string;
  onScan: ScanHandler;
  placeholder?: string;
  // Focus the box when it mounts (the desk opens) — on by default.
  autoFocus?: boolean;
  // How many handled codes the box lists.
  keep?: number;
}

export interface ScanBoxHandle {
  focus: () => void;
}

type ScanState = 'queued' | 'working' | 'done' | 'failed';

interface ScanEntry {
  id: number;
  code: string;
  state: ScanState;
  message?: string;
}

function messageOf(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}

export const ScanBox = forwardRef<ScanBoxHandle, ScanBoxProps>(function ScanBox({ label, onScan, placeholder, autoFocus = true, keep = 8 }, ref) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const queue = useRef<ScanEntry[]>([]);
  const working = useRef(false);
  const nextId = useRef(1);
  const handler = useRef(onScan);
  const [entries, setEntries] = useState<ScanEntry[]>([]);

  useEffect(() => {
    handler.current = onScan;
  }, [onScan]);

  const focus = useCallback(() => input.current?.focus(), []);
  useImperativeHandle(ref, () => ({ focus }), [focus]);

  const show = useCallback(
    (entry: ScanEntry) => setEntries((list) => [entry, ...list.filter((item) => item.id !== entry.id)].slice(0, keep)),
    [keep],
  );

  const drain = useCallback(async () => {
    if (working.current) return;
    working.current = true;
    try {
      for (let entry = queue.current.shift(); entry; entry = queue.current.shift()) {
        show({ ...entry, state: 'working' });
        try {
          const outcome = await handler.current(entry.code);
          show({ ...entry, state: 'done', message: outcome?.message });
        } catch (error) {
          show({ ...entry, state: 'failed', message: messageOf(error) });
        }
      }
    } finally {
      working.current = false;
    }
  }, [show]);

  const take = (field: HTMLInputElement): boolean => {
    const code = field.value.trim();
    field.value = '';
    if (!code) return false;
    const entry: ScanEntry = { id: nextId.current++, code, state: 'queued' };
    queue.current.push(entry);
    show(entry);
    void drain();
    return true;
  };

  // `/` anywhere on the desk (not while typing in another field) comes back to the box.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target)) return;
      event.preventDefault();
      focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [focus]);

  return (
    <div className={styles.box}>
      <label className={styles.label}>
        <span>{label}</span>
        <input
          ref={input}
          className={styles.input}
          type="text"
          inputMode="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="go"
          autoFocus={autoFocus}
          placeholder={placeholder ?? t('staff.scan.placeholder')}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              take(event.currentTarget);
            } else if (event.key === 'Tab' && !event.shiftKey && event.currentTarget.value.trim()) {
              // A scanner set to end codes with Tab: the code, not a move to the next field.
              event.preventDefault();
              take(event.currentTarget);
            }
          }}
        />
      </label>
      {entries.length > 0 ? (
        <ol className={styles.list} aria-label={t('staff.scan.recent')} aria-live="polite">
          {entries.map((entry) => (
            <li key={entry.id} className={styles[entry.state]} data-state={entry.state}>
              <span className={styles.code}>{entry.code}</span>
              <span className={styles.state}>{entry.message ?? t(`staff.scan.state.${entry.state}`)}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
});
