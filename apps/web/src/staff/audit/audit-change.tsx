import type { AuditEntry } from '@portal/contracts/audit';
import type { AuditText } from './audit-texts';
import styles from './audit.module.css';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const shown = (value: unknown, nothing: string) => (value === undefined || value === null ? nothing : typeof value === 'string' ? value : JSON.stringify(value));

// One line per field either side names (a field the change left alone, in a whole snapshot such
// as a price line's, is dimmed), so what changed reads at a glance.
export function changeRows(before: unknown, after: unknown): { field: string; before: unknown; after: unknown; changed: boolean }[] {
  if (!isRecord(before) && !isRecord(after)) return before === null && after === null ? [] : [{ field: '', before, after, changed: true }];
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return fields.map((field) => ({ field, before: was[field], after: now[field], changed: JSON.stringify(was[field]) !== JSON.stringify(now[field]) }));
}

export function AuditChange({ entry, at }: { entry: AuditEntry; at: AuditText }) {
  const rows = changeRows(entry.before, entry.after);
  const nothing = at('detail.nothing');
  return (
    <details className={styles.change}>
      <summary>{at('detail.show')}</summary>
      {rows.length ? (
        <table className={styles.diff}>
          <thead>
            <tr>
              <th scope="col" />
              <th scope="col">{at('detail.before')}</th>
              <th scope="col">{at('detail.after')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.field} className={row.changed ? undefined : styles.same}>
                <th scope="row">{row.field}</th>
                <td>{shown(row.before, nothing)}</td>
                <td>{shown(row.after, nothing)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <p className={styles.meta}>
        {entry.staffRoles ? at('detail.roles', { roles: entry.staffRoles.join(', ') }) : at('detail.rolesUnknown')}
        {entry.requestId ? ` · ${at('detail.request', { id: entry.requestId })}` : ''}
      </p>
    </details>
  );
}
