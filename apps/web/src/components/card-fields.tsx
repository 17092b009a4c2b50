import type { ReactNode } from 'react';
import styles from './row-cards.module.css';

// A list card's fields (a phone's list: one card per row, row-cards.module.css), each a label and
// its value on one line when they fit; a field without a value is left out.
export function CardFields({ fields }: { fields: readonly (readonly [key: string, label: ReactNode, value: ReactNode])[] }) {
  return (
    <dl className={styles.fields}>
      {fields.map(([key, label, value]) =>
        value ? (
          <div key={key} className={styles.field}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
