import { Button } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inPanel, typingIn } from './key-targets';
import styles from './keyboard-help.module.css';

// A desk's keys, listed where the desk is used: "Keyboard" shows and hides them, and so does `?`
// outside a field; Esc or a click elsewhere closes them. A plain panel under the button:
// antd's Popover would move into a library chunk member pages load. Every desk lists its own
// keys with it (docs/staff-console.md, "Keyboard").
export type KeyEntry = readonly [key: string, what: string];

export function KeyboardHelp({ entries, onClose, className }: { entries: readonly KeyEntry[]; onClose?: () => void; className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const box = useRef<HTMLDivElement>(null);

  const close = () => {
    setOpen(false);
    onClose?.();
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (open && event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (event.key === '?' && !typingIn(event.target) && !inPanel(event.target)) {
        event.preventDefault();
        setOpen((now) => !now);
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (open && event.target instanceof Node && !box.current?.contains(event.target)) setOpen(false);
    };
    // Before the page's own keys: Esc closes this panel first.
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer);
    };
  });

  return (
    <div ref={box} className={className ? `${styles.help} ${className}` : styles.help}>
      <Button aria-expanded={open} aria-controls={panelId} onClick={() => (open ? close() : setOpen(true))}>
        {t('staff.keys.button')}
      </Button>
      <section id={panelId} className={styles.panel} aria-label={t('staff.keys.title')} hidden={!open}>
        <h2 className={styles.title}>{t('staff.keys.title')}</h2>
        <dl className={styles.keys}>
          {entries.map(([key, what]) => (
            <div key={key} className={styles.row}>
              <dt>
                <kbd className={styles.kbd}>{key}</kbd>
              </dt>
              <dd>{what}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

// A list's usual keys: `/` to its search, ↑ ↓ between rows, Enter opens one (list-keys.ts).
export function ListKeyboardHelp({ search, rows, open }: { search: string; rows: string; open: string }) {
  return (
    <KeyboardHelp
      entries={[
        ['/', search],
        ['↑ ↓', rows],
        ['Enter', open],
      ]}
    />
  );
}
