import { LOCALES } from '@portal/contracts/locale';
import type { StaffNeedKnow } from '@portal/contracts/system';
import { Button, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { LoadError } from '../../components/load-error';
import { RelativeTime } from '../../components/relative-time';
import { useNeedKnowTexts } from './reference-api';
import { NeedKnowDialog } from './reference-dialogs';
import styles from './reference.module.css';
import { useReferenceText } from './reference-texts';

// Need-to-know texts: each one with the languages it has, edited in the three at once.
export function TextsArea() {
  const tr = useReferenceText();
  const texts = useNeedKnowTexts();
  const [open, setOpen] = useState<StaffNeedKnow | null>(null);

  const columns: TableColumnsType<StaffNeedKnow> = [
    {
      key: 'text',
      title: tr('texts.columns.text'),
      render: (_, row) => (
        <>
          <div>{tr(`texts.names.${row.key}`)}</div>
          <div className={styles.muted}>{row.key}</div>
        </>
      ),
    },
    {
      key: 'languages',
      title: tr('texts.columns.languages'),
      render: (_, row) =>
        LOCALES.map((locale) => (
          <Tag key={locale} color={row.texts[locale] ? 'default' : 'red'}>
            {row.texts[locale] ? locale : `${locale} ${tr('texts.missing')}`}
          </Tag>
        )),
    },
    { key: 'updated', title: tr('texts.columns.updated'), width: 120, render: (_, row) => (row.updateTime ? <RelativeTime value={row.updateTime} /> : null) },
    {
      key: 'actions',
      title: tr('texts.columns.actions'),
      width: 100,
      render: (_, row) => (
        <Button size="small" aria-label={tr('actions.editFor', { name: tr(`texts.names.${row.key}`) })} onClick={() => setOpen(row)}>
          {tr('actions.edit')}
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="reference-texts-title">
      <div className={styles.subhead}>
        <h2 id="reference-texts-title" className={styles.subtitle}>
          {tr('texts.title')}
        </h2>
      </div>
      <p className={styles.muted}>{tr('texts.intro')}</p>
      {texts.isError && !texts.data ? (
        <LoadError onRetry={() => void texts.refetch()} retrying={texts.isFetching} />
      ) : (
        <Table<StaffNeedKnow> size="small" rowKey="key" columns={columns} dataSource={texts.data ?? []} loading={texts.isPending} pagination={false} scroll={{ x: 640 }} />
      )}
      {open ? <NeedKnowDialog text={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
