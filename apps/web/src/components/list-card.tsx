import { EllipsisOutlined } from '@ant-design/icons';
import { Button, Card, Dropdown } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../lib/use-media-query';
import styles from './list-card.module.css';

export interface ListAction {
  key: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  // The list's main action (e.g. "Add customer"): a button on a phone too.
  primary?: boolean;
  disabled?: boolean;
  loading?: boolean;
}

interface ListCardProps {
  title: string;
  actions: ListAction[];
  search?: ReactNode;
  filters?: ReactNode;
  children: ReactNode;
}

function Actions({ actions, compact }: { actions: ListAction[]; compact: boolean }) {
  const { t } = useTranslation();
  const shown = compact ? actions.filter((action) => action.primary) : actions;
  const folded = compact ? actions.filter((action) => !action.primary) : [];
  return (
    <div className={styles.actions}>
      {shown.map((action) => (
        <Button
          key={action.key}
          type={action.primary ? 'primary' : 'default'}
          icon={action.icon}
          disabled={action.disabled}
          loading={action.loading}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      ))}
      {folded.length > 0 ? (
        <Dropdown
          trigger={['click']}
          menu={{
            items: folded.map((action) => ({ key: action.key, label: action.label, icon: action.icon, disabled: action.disabled || action.loading })),
            onClick: ({ key }) => folded.find((action) => action.key === key)?.onClick(),
          }}
        >
          <Button icon={<EllipsisOutlined aria-hidden />} aria-label={t('common.moreActions')} />
        </Dropdown>
      ) : null}
    </div>
  );
}

// A list page's card: the title with the list's actions on its right, then search and
// filters, then the list. On a phone (under 992 px) only the main action stays a button and
// the rest go into a "More actions" menu, so the list starts near the top of the screen.
// The title is the page's one h1 (axe: page-has-heading-one), dressed as the card title.
export function ListCard({ title, actions, search, filters, children }: ListCardProps) {
  const compact = useIsMobile();
  return (
    <Card title={<h1 className={styles.title}>{title}</h1>} extra={<Actions actions={actions} compact={compact} />}>
      {search || filters ? (
        <div className={`${styles.filters} ${compact ? styles.compact : ''}`}>
          {search ? <div className={styles.search}>{search}</div> : null}
          {filters}
        </div>
      ) : null}
      {children}
    </Card>
  );
}

// Stand-ins for a list's table and filters while their code loads (a list page loads them after
// its first paint, `AfterFirstPaint`; docs/web.md, "A list page"): the room they will take, so
// nothing moves when they arrive.
export function TableLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.tableLoading} role="status">
      <span className={styles.spinner} aria-hidden />
      <span>{t('common.loading')}</span>
    </div>
  );
}

// A filter's place in the filters row (`width` as the filter's flex basis, in px).
export function FilterSlot({ width }: { width: number }) {
  return <div className={styles.filterSlot} style={{ flex: `0 1 ${width}px` }} aria-hidden />;
}
