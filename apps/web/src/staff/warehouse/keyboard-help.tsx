import { useWarehouseText } from './warehouse-text';
import styles from './warehouse.module.css';

const KEYS = ['slash', 'scan', 'tab', 'enter', 'last', 'escape', 'focus'] as const;

// The desk's keys, listed on the desk (a native disclosure: no library, Enter or Space opens it).
export function KeyboardHelp() {
  const t = useWarehouseText();
  return (
    <details className={styles.keys}>
      <summary>{t('keys.title')}</summary>
      <dl>
        {KEYS.map((key) => (
          <div key={key} className={styles.keyRow}>
            <dt>
              <kbd>{t(`keys.${key}.key`)}</kbd>
            </dt>
            <dd>{t(`keys.${key}.does`)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
