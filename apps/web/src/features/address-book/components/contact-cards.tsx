import type { ContactItem } from '@portal/contracts/address-book';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { CardFields } from '../../../components/card-fields';
import { LazyLoadError } from '../../../components/lazy-load-error';
import { TableLoading } from '../../../components/list-card';
import { RelativeTime } from '../../../components/relative-time';
import styles from '../../../components/row-cards.module.css';
import { ContactRowActions, useContactEmptyText } from './contact-row-actions';
import type { ContactRowsProps } from './contact-rows';

// The customer or supplier list on a phone: a card per contact with its fields one under the
// other, a tick box for "Export selected", Edit and Delete at the foot, and a pager of
// Previous / Next. Plain elements, no antd Table: a phone's first visit loads and renders much
// less (docs/web.md, "A list page").
export function ContactCards({ kind, data, loading, load, filtered, paging, selected, onSelect, onEdit }: ContactRowsProps) {
  const { t } = useTranslation();
  const empty = useContactEmptyText(kind, filtered);
  const rows = data?.list ?? [];

  if (load.failed) return <LazyLoadError onRetry={load.onRetry} retrying={loading} />;
  if (!data) return <TableLoading />;
  if (rows.length === 0) return <p className={styles.empty}>{empty}</p>;

  const toggle = (id: number, on: boolean) => onSelect(on ? [...selected, id] : selected.filter((other) => other !== id));
  const pages = Math.max(1, Math.ceil(data.total / paging.pageSize));
  const fields = (contact: ContactItem) =>
    [
      ['company', contact.companyEn ? `${contact.company} · ${contact.companyEn}` : contact.company],
      ['phone', `+${contact.areaCode} ${contact.phone}`],
      ['marks', contact.marks],
      ['email', contact.email],
      ['address', contact.address],
      ['group', contact.groupTitle],
      ['createTime', <RelativeTime value={contact.createTime} />],
    ] as const;

  return (
    <div aria-busy={loading}>
      <ul className={styles.list}>
        {rows.map((contact) => (
          <li key={contact.id} className={styles.card} aria-label={contact.name}>
            <label className={styles.head}>
              <input
                type="checkbox"
                className={styles.tick}
                checked={selected.includes(contact.id)}
                onChange={(event) => toggle(contact.id, event.target.checked)}
              />
              <span className={styles.name}>{contact.name}</span>
              {contact.nameEn ? <span className={styles.second}>{contact.nameEn}</span> : null}
            </label>
            <CardFields fields={fields(contact).map(([key, value]) => [key, t(`address-book.contact.${key}`), value] as const)} />
            <div className={styles.actions}>
              <ContactRowActions kind={kind} contact={contact} selected={selected} onSelect={onSelect} onEdit={onEdit} />
            </div>
          </li>
        ))}
      </ul>
      <nav className={styles.pager} aria-label={t('address-book.pager.label')}>
        <Button disabled={paging.pageNo <= 1} onClick={() => paging.onChange(paging.pageNo - 1, paging.pageSize)}>
          {t('address-book.pager.previous')}
        </Button>
        <span className={styles.position}>
          {t('address-book.pager.position', { page: paging.pageNo, pages })} · {t('address-book.total', { total: data.total })}
        </span>
        <Button disabled={paging.pageNo >= pages} onClick={() => paging.onChange(paging.pageNo + 1, paging.pageSize)}>
          {t('address-book.pager.next')}
        </Button>
      </nav>
    </div>
  );
}
