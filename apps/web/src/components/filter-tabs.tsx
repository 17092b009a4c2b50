import styles from './tabs.module.css';

export interface FilterTab {
  key: string;
  label: string;
}

interface FilterTabsProps {
  // The group's accessible name.
  label: string;
  items: FilterTab[];
  active: string;
  onChange: (key: string) => void;
}

// Tabs that filter the one list below them (an order list's statuses): drawn as tabs, they
// are pressed buttons in a named group, and they wrap onto another line rather than hide a
// tab behind a menu button inside an ARIA tablist, which screen readers cannot make sense of.
export function FilterTabs({ label, items, active, onChange }: FilterTabsProps) {
  return (
    <div role="group" aria-label={label} className={`${styles.tablist} ${styles.wrapping}`}>
      {items.map((item) => (
        <button key={item.key} type="button" aria-pressed={item.key === active} className={styles.tab} onClick={() => onChange(item.key)}>
          {item.label}
        </button>
      ))}
    </div>
  );
}
