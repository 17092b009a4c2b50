import { formatKg, formatM3 } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { formatNumber } from '../../lib/number-format';
import styles from './capacity-bar.module.css';
import { useContainersText } from './containers-texts';

// What a shipment holds against what it takes (cm³ or grams): a small bar, full width at the
// capacity, in warning colours past it, with the figures in words for a screen reader.
export function CapacityBar({ measure, value, capacity, compact = false }: { measure: 'volume' | 'weight'; value: number; capacity: number; compact?: boolean }) {
  const ct = useContainersText();
  const locale = useLocale();
  const share = capacity > 0 ? value / capacity : 0;
  const over = value > capacity;
  const format = measure === 'volume' ? formatM3 : formatKg;
  const text = ct(`capacity.${measure}Of`, { value: format(value, locale), capacity: format(capacity, locale) });
  const percent = formatNumber(share, locale, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <div className={`${styles.capacity} ${compact ? styles.compact : ''} ${over ? styles.over : ''}`}>
      <div className={styles.figures}>
        <span>{text}</span>
        <span className={styles.percent}>{over ? ct('capacity.over', { percent }) : percent}</span>
      </div>
      <div
        className={styles.track}
        role="meter"
        aria-label={ct(`capacity.${measure}`)}
        aria-valuemin={0}
        aria-valuemax={capacity}
        aria-valuenow={value}
        aria-valuetext={`${text}, ${over ? ct('capacity.over', { percent }) : percent}`}
      >
        <div className={styles.fill} style={{ width: `${Math.min(share, 1) * 100}%` }} />
      </div>
    </div>
  );
}
