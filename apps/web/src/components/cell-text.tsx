import { Tooltip } from 'antd';
import { useState } from 'react';
import styles from './data-table.module.css';

// A table cell's text on one line, cut with "…" when it does not fit; hovering it shows the
// whole text. Long unbroken values (a 200-character e-mail) cannot widen the table.
// The tooltip is attached at the first hover: a page of 100 rows would otherwise build
// hundreds of tooltips (each a trigger with its observers) before anyone points at one.
export function CellText({ text, secondary = false }: { text: string | null | undefined; secondary?: boolean }) {
  const [pointedAt, setPointedAt] = useState(false);
  if (text === null || text === undefined || text === '') return null;
  const span = (
    <span
      className={styles.cellText}
      style={secondary ? { color: 'rgba(0, 0, 0, 0.55)' } : undefined}
      onMouseEnter={pointedAt ? undefined : () => setPointedAt(true)}
    >
      {text}
    </span>
  );
  return pointedAt ? (
    <Tooltip title={text} placement="topLeft" defaultOpen>
      {span}
    </Tooltip>
  ) : (
    span
  );
}
