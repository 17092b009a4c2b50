import { Tooltip } from 'antd';
import styles from './data-table.module.css';

// A table cell's text on one line, cut with "…" when it does not fit; hovering or focusing
// it shows the whole text. Long unbroken values (a 200-character e-mail) cannot widen the
// table.
export function CellText({ text, secondary = false }: { text: string | null | undefined; secondary?: boolean }) {
  if (text === null || text === undefined || text === '') return null;
  return (
    <Tooltip title={text} placement="topLeft">
      <span className={styles.cellText} style={secondary ? { color: 'rgba(0, 0, 0, 0.55)' } : undefined}>
        {text}
      </span>
    </Tooltip>
  );
}
