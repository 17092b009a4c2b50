import { Button } from 'antd';
import type { Key, ReactNode } from 'react';
import { useId } from 'react';
import { useDeferredRows } from '../lib/use-deferred-rows';
import { useTranslation } from 'react-i18next';
import { CardFields } from './card-fields';
import { ACTIONS_COLUMN, type DataColumn, type DataTableProps } from './data-table';
import { LazyLoadError } from './lazy-load-error';
import { TableLoading } from './list-card';
import styles from './row-cards.module.css';

// What a column shows for a row: its render, or its field's text.
function cell<T extends object>(column: DataColumn<T>, row: T, index: number): ReactNode {
  const value = column.dataIndex === undefined ? undefined : (row as Record<string, unknown>)[String(column.dataIndex)];
  if (column.render) return column.render(value, row, index) as ReactNode;
  return value === null || value === undefined ? null : String(value);
}

function keyOf<T extends object>(rowKey: DataTableProps<T>['rowKey'], row: T, index: number): Key {
  if (typeof rowKey === 'function') return rowKey(row, index);
  if (typeof rowKey === 'string') return (row as Record<string, Key>)[rowKey] ?? index;
  return index;
}

function Card<T extends object>({ columns, row, index, rowKey, selection }: {
  columns: DataColumn<T>[];
  row: T;
  index: number;
  rowKey: Key;
  selection: DataTableProps<T>['rowSelection'];
}) {
  const titleId = useId();
  const [first, ...rest] = columns.filter((column) => column.key !== ACTIONS_COLUMN);
  const actions = columns.find((column) => column.key === ACTIONS_COLUMN);
  const selected = selection?.selectedRowKeys ?? [];
  const toggle = (on: boolean) => {
    const keys = on ? [...selected, rowKey] : selected.filter((other) => other !== rowKey);
    selection?.onChange?.(keys, [], { type: 'single' });
  };
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <div className={styles.head}>
        {selection ? (
          <input type="checkbox" className={styles.tick} aria-labelledby={titleId} checked={selected.includes(rowKey)} onChange={(event) => toggle(event.target.checked)} />
        ) : null}
        <span id={titleId} className={styles.name}>
          {first ? cell(first, row, index) : null}
        </span>
      </div>
      <CardFields fields={rest.map((column) => [column.key, column.title as ReactNode, cell(column, row, index)] as const)} />
      {actions ? <div className={styles.actions}>{cell(actions, row, index)}</div> : null}
    </li>
  );
}

// A DataTable on a phone (data-table.tsx): a card per row — the first column as its title (with
// a tick box when rows are selectable), every other column as a label and its value one under
// the other, the actions at the foot — and Previous / Next when the list is paged. Plain
// elements: nothing scrolls sideways, and a phone never loads antd's Table (docs/web.md, "A list
// page").
export function DataCards<T extends object>({ columns, dataSource, loading, load, emptyText, rowKey, rowSelection, pagination }: DataTableProps<T>) {
  const { t } = useTranslation();
  const { shown, pending } = useDeferredRows(dataSource);
  const rows = shown ?? [];
  const busy = pending || (typeof loading === 'object' ? Boolean(loading.spinning) : Boolean(loading));
  if (load.failed) return <LazyLoadError onRetry={load.onRetry} retrying={busy} />;
  if (rows.length === 0) return busy || shown === undefined ? <TableLoading /> : <p className={styles.empty}>{emptyText}</p>;

  const paged = pagination ? pagination : null;
  const pageSize = paged?.pageSize ?? rows.length;
  const page = paged?.current ?? 1;
  const pages = paged ? Math.max(1, Math.ceil((paged.total ?? rows.length) / pageSize)) : 1;
  const go = (next: number) => paged?.onChange?.(next, pageSize);
  return (
    <div aria-busy={busy}>
      <ul className={styles.list}>
        {rows.map((row, index) => (
          <Card key={keyOf(rowKey, row, index)} columns={columns} row={row} index={index} rowKey={keyOf(rowKey, row, index)} selection={rowSelection} />
        ))}
      </ul>
      {paged && pages > 1 ? (
        <nav className={styles.pager} aria-label={t('common.pager.label')}>
          <Button disabled={page <= 1} onClick={() => go(page - 1)}>
            {t('common.pager.previous')}
          </Button>
          <span className={styles.position}>
            {t('common.pager.position', { page, pages })}
            {paged.showTotal && paged.total !== undefined ? <> · {paged.showTotal(paged.total, [(page - 1) * pageSize + 1, Math.min(page * pageSize, paged.total)])}</> : null}
          </span>
          <Button disabled={page >= pages} onClick={() => go(page + 1)}>
            {t('common.pager.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
