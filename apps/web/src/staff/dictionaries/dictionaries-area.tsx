import type { StaffDictData, StaffDictType } from '@portal/contracts/system';
import { dictLabel } from '@portal/contracts/locale';
import { Button, Input, Table, Tag, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { RelativeTime } from '../../components/relative-time';
import { ApiError } from '../../lib/api-error';
import { feedback } from '../../lib/feedback';
import { useLocale } from '../../lib/i18n';
import { ask } from '../ask';
import { inPanel, typingIn } from '../key-targets';
import { useDictEntries, useDictTypes, useReferenceChange } from './reference-api';
import { ColorTag, EntryDialog, TypeDialog } from './reference-dialogs';
import styles from './reference.module.css';
import { useReferenceText } from './reference-texts';

// Dictionaries: every type (found by type or name), and the chosen one's entries with their
// three labels, colour, order and state. Nothing is deleted: disabling asks first.

type Open = { kind: 'type'; type?: StaffDictType } | { kind: 'entry'; type: StaffDictType; entry?: StaffDictData };

// `/` the dictionary filter, `n` a new entry in the open dictionary; not while typing nor in a dialog.
function useAreaKeys(onNew: (() => void) | null) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target) || inPanel(event.target)) return;
      if (event.key === '/') {
        event.preventDefault();
        document.getElementById('reference-type-filter')?.focus();
      } else if (event.key === 'n' && onNew) {
        event.preventDefault();
        onNew();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onNew]);
}

export function DictionariesArea() {
  const tr = useReferenceText();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const chosen = params.get('type') ?? undefined;
  const [filter, setFilter] = useState('');
  const [open, setOpen] = useState<Open | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const types = useDictTypes();
  const entries = useDictEntries(chosen);
  const change = useReferenceChange();
  const type = types.data?.find((x) => x.type === chosen);
  useAreaKeys(type ? () => setOpen({ kind: 'entry', type }) : null);

  const needle = filter.trim().toLowerCase();
  const shownTypes = (types.data ?? []).filter((x) => !needle || x.type.includes(needle) || x.name.toLowerCase().includes(needle));

  const toggle = async (kind: 'type' | 'entry', id: number, name: string, enabled: boolean) => {
    setRefusal(null);
    if (enabled) {
      const sure = await ask({
        title: tr(kind === 'type' ? 'actions.disableTypeTitle' : 'actions.disableEntryTitle', { name }),
        content: tr(kind === 'type' ? 'actions.disableTypeConfirm' : 'actions.disableEntryConfirm'),
        okText: tr('actions.disable'),
        okButtonProps: { danger: true },
        cancelText: tr('actions.cancel'),
      });
      if (!sure) return;
    }
    try {
      await change.mutateAsync({ step: kind === 'type' ? 'type-status' : 'entry-status', id, enabled: !enabled });
      feedback.success(tr(enabled ? 'actions.disabled' : 'actions.enabled', { name }));
    } catch (error) {
      if (error instanceof ApiError) setRefusal(tr('actions.refused', { name, message: error.message }));
    }
  };

  const statusTag = (enabled: boolean) => <Tag color={enabled ? 'green' : 'red'}>{tr(enabled ? 'status.enabled' : 'status.disabled')}</Tag>;
  const toggleButton = (kind: 'type' | 'entry', id: number, name: string, enabled: boolean) => (
    <Button size="small" danger={enabled} aria-label={tr(enabled ? 'actions.disableFor' : 'actions.enableFor', { name })} onClick={() => void toggle(kind, id, name, enabled)}>
      {tr(enabled ? 'actions.disable' : 'actions.enable')}
    </Button>
  );

  const typeColumns: TableColumnsType<StaffDictType> = [
    {
      key: 'type',
      title: tr('types.columns.type'),
      render: (_, row) => (
        <Button type="text" size="small" className={styles.typeLink} aria-label={tr('types.open', { name: row.name })} onClick={() => setParams({ type: row.type })}>
          {row.type}
        </Button>
      ),
    },
    { key: 'name', title: tr('types.columns.name'), dataIndex: 'name' },
    { key: 'entries', title: tr('types.columns.entries'), dataIndex: 'entries', width: 70, align: 'right' },
    { key: 'status', title: tr('types.columns.status'), width: 90, render: (_, row) => statusTag(row.enabled) },
    {
      key: 'actions',
      title: tr('types.columns.actions'),
      width: 170,
      render: (_, row) => (
        <div className={styles.actions}>
          <Button size="small" aria-label={tr('actions.editFor', { name: row.name })} onClick={() => setOpen({ kind: 'type', type: row })}>
            {tr('actions.edit')}
          </Button>
          {toggleButton('type', row.id, row.name, row.enabled)}
        </div>
      ),
    },
  ];

  const entryColumns: TableColumnsType<StaffDictData> = [
    { key: 'value', title: tr('entries.columns.value'), dataIndex: 'value', width: 80 },
    { key: 'label', title: tr('entries.columns.label'), render: (_, row) => <ColorTag color={row.colorType}>{row.label}</ColorTag> },
    { key: 'labelEn', title: tr('entries.columns.labelEn'), dataIndex: 'labelEn' },
    { key: 'labelFr', title: tr('entries.columns.labelFr'), dataIndex: 'labelFr' },
    { key: 'sort', title: tr('entries.columns.sort'), dataIndex: 'sort', width: 70, align: 'right' },
    { key: 'status', title: tr('entries.columns.status'), width: 90, render: (_, row) => statusTag(row.enabled) },
    {
      key: 'actions',
      title: tr('entries.columns.actions'),
      width: 170,
      render: (_, row) => {
        const name = `${row.value} · ${dictLabel(row, locale)}`;
        return (
          <div className={styles.actions}>
            <Button size="small" aria-label={tr('actions.editFor', { name })} onClick={() => type && setOpen({ kind: 'entry', type, entry: row })}>
              {tr('actions.edit')}
            </Button>
            {toggleButton('entry', row.id, name, row.enabled)}
          </div>
        );
      },
    },
  ];

  return (
    <div className={styles.split}>
      <section aria-labelledby="reference-types-title" className={styles.types}>
        <div className={styles.subhead}>
          <h2 id="reference-types-title" className={styles.subtitle}>
            {tr('types.title')}
          </h2>
          <Button size="small" onClick={() => setOpen({ kind: 'type' })}>
            {tr('types.new')}
          </Button>
        </div>
        <Input
          id="reference-type-filter"
          role="searchbox"
          aria-label={tr('types.filter')}
          placeholder={tr('types.filterPlaceholder')}
          allowClear
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          className={styles.filter}
        />
        {types.isError && !types.data ? (
          <LoadError onRetry={() => void types.refetch()} retrying={types.isFetching} />
        ) : (
          <Table<StaffDictType>
            size="small"
            rowKey="id"
            columns={typeColumns}
            dataSource={shownTypes}
            loading={types.isPending}
            rowClassName={(row) => (row.type === chosen ? (styles.chosen ?? '') : '')}
            locale={{ emptyText: types.isPending ? ' ' : tr('types.empty') }}
            pagination={{ pageSize: 15, size: 'small', showSizeChanger: false, hideOnSinglePage: true }}
            scroll={{ x: 560 }}
          />
        )}
      </section>
      <section aria-labelledby="reference-entries-title" className={styles.entries}>
        <div className={styles.subhead}>
          <h2 id="reference-entries-title" className={styles.subtitle}>
            {type ? tr('entries.title', { name: `${type.name} (${type.type})` }) : tr('areas.dictionaries')}
          </h2>
          {type ? (
            <>
              <span className={styles.muted}>
                <RelativeTime value={type.updateTime} />
              </span>
              <Button size="small" type="primary" onClick={() => setOpen({ kind: 'entry', type })}>
                {tr('entries.new')}
              </Button>
            </>
          ) : null}
        </div>
        {refusal ? (
          <p role="alert" className={styles.refusal}>
            <span>{refusal}</span>
            <Button size="small" onClick={() => setRefusal(null)}>
              {tr('actions.dismiss')}
            </Button>
          </p>
        ) : null}
        {!chosen ? (
          <p className={styles.muted}>{tr('entries.pick')}</p>
        ) : entries.isError && !entries.data ? (
          <LoadError onRetry={() => void entries.refetch()} retrying={entries.isFetching} />
        ) : (
          <Table<StaffDictData>
            size="small"
            rowKey="id"
            columns={entryColumns}
            dataSource={entries.data ?? []}
            loading={entries.isPending}
            locale={{ emptyText: entries.isPending ? ' ' : tr('entries.empty') }}
            pagination={{ pageSize: 50, size: 'small', showSizeChanger: false, hideOnSinglePage: true }}
            scroll={{ x: 760 }}
          />
        )}
      </section>
      {open?.kind === 'type' ? <TypeDialog type={open.type} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'entry' ? <EntryDialog type={open.type} entry={open.entry} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
