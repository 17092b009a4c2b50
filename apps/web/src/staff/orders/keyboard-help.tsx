import { Button, Popover } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inPanel, typingIn } from './desk-keys';
import styles from './keyboard-help.module.css';

// The keys of the desk, listed where the desk is used ("Keyboard"; `?` outside a field).
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

  const toggle = (next: boolean) => {
    setOpen(next);
    if (!next) onClose();
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (open && event.key === 'Escape') {
        event.preventDefault();
        toggle(false);
      } else if (event.key === '?' && !typingIn(event.target) && !inPanel(event.target)) {
        event.preventDefault();
        setOpen((now) => !now);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  return (
    <Popover
      open={open}
      onOpenChange={toggle}
      trigger="click"
      placement="bottomRight"
      title={t('staff.desk.keyboard.title')}
      content={
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
      }
    >
      <Button className={styles.button} aria-expanded={open}>
        {t('staff.desk.keyboard.button')}
      </Button>
    </Popover>
  );
}
