import { Button } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inPanel, typingIn } from './desk-keys';
import styles from './keyboard-help.module.css';

// The keys of the desk, listed where the desk is used ("Keyboard"; `?` outside a field). A
// plain panel under the button: antd's Popover would move into a library chunk member pages load.
const KEYS = [
  ['/', 'scan'],
  ['↓', 'down'],
  ['↑ ↓', 'rows'],
  ['Enter', 'open'],
  ['Space', 'select'],
  ['Alt+M', 'move'],
  ['Esc', 'esc'],
  ['?', 'help'],
] as const;

export function KeyboardHelp({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const box = useRef<HTMLDivElement>(null);

  const close = () => {
    setOpen(false);
    onClose();
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
    <div ref={box} className={styles.help}>
      <Button className={styles.button} aria-expanded={open} aria-controls={panelId} onClick={() => (open ? close() : setOpen(true))}>
        {t('staff.desk.keyboard.button')}
      </Button>
      <section id={panelId} className={styles.panel} aria-label={t('staff.desk.keyboard.title')} hidden={!open}>
        <h2 className={styles.title}>{t('staff.desk.keyboard.title')}</h2>
        <dl className={styles.keys}>
          {KEYS.map(([key, text]) => (
            <div key={text} className={styles.row}>
              <dt>
                <kbd className={styles.kbd}>{key}</kbd>
              </dt>
              <dd>{t(`staff.desk.keyboard.${text}`)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
