import { theme } from 'antd';
import { useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

interface TabsProps {
  items: TabItem[];
  // The tablist's accessible name.
  label: string;
  // Controlled use (e.g. the tab kept in the URL); without it the tabs keep their own.
  activeKey?: string;
  onChange?: (key: string) => void;
}

// WAI-ARIA tabs (arrow keys, Home, End). antd's Tabs carries an overflow menu the sign-in
// card never needs, which would cost the login page ~25 KB. A panel mounts when first shown
// and then stays mounted, so a form keeps what was typed when the member switches tabs.
// Every tab stays in view: on a narrow screen a long label wraps instead of hiding the tab.
export function Tabs({ items, label, activeKey, onChange }: TabsProps) {
  const { token } = theme.useToken();
  const baseId = useId();
  const [ownKey, setOwnKey] = useState(items[0]?.key);
  const active = activeKey ?? ownKey;
  const [shown, setShown] = useState(() => new Set(active ? [active] : []));
  if (active && !shown.has(active)) setShown(new Set(shown).add(active));
  const setActive = (key: string) => {
    setOwnKey(key);
    onChange?.(key);
  };
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const focusAt = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    setActive(item.key);
    buttons.current.get(item.key)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key === 'ArrowRight') focusAt(index + 1);
    else if (event.key === 'ArrowLeft') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(items.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <div style={{ '--tabs-colour': token.colorPrimary } as CSSProperties}>
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {items.map((item, index) => (
          <button
            key={item.key}
            ref={(node) => {
              if (node) buttons.current.set(item.key, node);
              else buttons.current.delete(item.key);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.key}`}
            aria-controls={`${baseId}-panel-${item.key}`}
            aria-selected={item.key === active}
            tabIndex={item.key === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(item.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.key}
          role="tabpanel"
          id={`${baseId}-panel-${item.key}`}
          aria-labelledby={`${baseId}-tab-${item.key}`}
          hidden={item.key !== active}
        >
          {shown.has(item.key) ? item.children : null}
        </div>
      ))}
    </div>
  );
}
