import { AUDIT_ENTITIES, type AuditEntity, type AuditEntry } from '@portal/contracts/audit';
import { Button, Input, Select, type InputRef, type TableColumnsType } from 'antd';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { ListKeyboardHelp } from '../keyboard-help';
import { useRowKeys, useSlashToSearch } from '../list-keys';
import { StaffCursorTable, StaffListHead, StaffSearchForm } from '../staff-list';
import { useStaffTitle } from '../staff-title';
import { useAuditLog } from './audit-api';
import { AuditChange } from './audit-change';
import { filtersOf, isFiltered, paramsOf, type AuditFilters } from './audit-filters';
import { useAuditText } from './audit-texts';
import styles from './audit.module.css';

// Text fields are typed freely and applied by Search (or Enter); the selects apply at once.
interface Draft {
  staffId: string;
  entityId: string;
  action: string;
  dateFrom: string;
  dateTo: string;
}
const draftOf = (f: AuditFilters): Draft => ({
  staffId: f.staffId ? String(f.staffId) : '',
  entityId: f.entityId ? String(f.entityId) : '',
  action: f.action ?? '',
  dateFrom: f.dateFrom ?? '',
  dateTo: f.dateTo ?? '',
});

// The staff audit log for administrators (docs/audit.md): every staff write, newest first, with
// who, what, the reason and the change before and after; filters in the URL. Rows: ↑ ↓ move,
// Enter shows or hides the change.
export function AuditPage() {
  const at = useAuditText();
  useStaffTitle('audit');
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  const first = useRef<InputRef>(null);
  const table = useRef<HTMLDivElement>(null);
  const list = useAuditLog(filters);

  // `/` outside a field goes to the first filter.
  useSlashToSearch(first);

  const apply = (entity: AuditEntity | undefined, from: Draft) =>
    setParams(paramsOf(filtersOf(new URLSearchParams({ ...from, ...(entity ? { entity } : {}) }))));
  const set = (key: keyof Draft) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value });

  // Enter shows or hides the row's change.
  const onRowKey = useRowKeys(table, (row) => {
    const details = row.querySelector('details');
    if (details) details.open = !details.open;
  });

  const columns: TableColumnsType<AuditEntry> = [
    { key: 'time', title: at('columns.time'), render: (_, row) => formatDateTime(row.time), width: 160 },
    {
      key: 'staff',
      title: at('columns.staff'),
      render: (_, row) => (
        <>
          {row.staffUsername}
          <div className={styles.sub}>#{row.staffId}</div>
        </>
      ),
    },
    {
      key: 'entity',
      title: at('columns.entity'),
      render: (_, row) => (
        <>
          {at(`entity.${row.entity}`)} #{row.entityId}
          <div className={styles.sub}>{row.action}</div>
        </>
      ),
    },
    { key: 'reason', title: at('columns.reason'), dataIndex: 'reason', ellipsis: true, responsive: ['md'] },
    { key: 'change', title: at('columns.change'), render: (_, row) => <AuditChange entry={row} at={at} /> },
  ];

  return (
    <section aria-labelledby="staff-audit-title">
      <StaffListHead id="staff-audit-title" title={at('title')} total={list.data?.pages[0]} totalText={(count) => at('total', { count })}>
        <ListKeyboardHelp search={at('keys.search')} rows={at('keys.rows')} open={at('keys.open')} />
      </StaffListHead>
      <StaffSearchForm onSearch={() => apply(filters.entity, draft)}>
        <Input ref={first} aria-label={at('filters.staffId')} placeholder={at('filters.staffId')} value={draft.staffId} onChange={set('staffId')} inputMode="numeric" maxLength={15} className={styles.narrow} />
        <Select<AuditEntity | ''>
          aria-label={at('filters.entity')}
          value={filters.entity ?? ''}
          onChange={(value) => apply(value || undefined, draft)}
          options={[{ value: '', label: at('filters.allEntities') }, ...AUDIT_ENTITIES.map((entity) => ({ value: entity, label: at(`entity.${entity}`) }))]}
          className={styles.select}
          popupMatchSelectWidth={false}
        />
        <Input aria-label={at('filters.entityId')} placeholder={at('filters.entityId')} value={draft.entityId} onChange={set('entityId')} inputMode="numeric" maxLength={15} className={styles.narrow} />
        <Input aria-label={at('filters.action')} placeholder={at('filters.action')} value={draft.action} onChange={set('action')} maxLength={32} className={styles.narrow} />
        <Input type="date" aria-label={at('filters.dateFrom')} value={draft.dateFrom} onChange={set('dateFrom')} className={styles.select} />
        <Input type="date" aria-label={at('filters.dateTo')} value={draft.dateTo} onChange={set('dateTo')} className={styles.select} />
        <Button htmlType="submit">{at('filters.search')}</Button>
        <Button
          disabled={!isFiltered(filters)}
          onClick={() => {
            setDraft(draftOf({}));
            setParams(new URLSearchParams());
          }}
        >
          {at('filters.reset')}
        </Button>
      </StaffSearchForm>
      <div ref={table}>
        <StaffCursorTable<AuditEntry>
          query={list}
          columns={columns}
          emptyText={at(isFiltered(filters) ? 'empty' : 'emptyAll')}
          loadMoreText={at('loadMore')}
          onRow={() => ({ tabIndex: 0, onKeyDown: onRowKey })}
        />
      </div>
    </section>
  );
}
