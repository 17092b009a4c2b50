import { EllipsisOutlined } from '@ant-design/icons';
import { Button, ConfigProvider } from 'antd';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../lib/use-media-query';
import { LazyDropdown } from './lazy-dropdown';
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
      {folded.length > 0 ? <FoldedActions actions={folded} /> : null}
    </div>
  );
}

// "More actions" on a phone: the button at once, its menu's code once needed (lazy-dropdown.tsx).
function FoldedActions({ actions }: { actions: ListAction[] }) {
  const { t } = useTranslation();
  return (
    <LazyDropdown
      items={actions.map((action) => ({ key: action.key, label: action.label, icon: action.icon, disabled: action.disabled || action.loading, onClick: action.onClick }))}
      trigger={<Button icon={<EllipsisOutlined aria-hidden />} aria-label={t('common.moreActions')} aria-haspopup="menu" />}
    />
  );
}

// A list page's card: the title with the list's actions on its right, then search and
// filters, then the list. On a phone (under 992 px) only the main action stays a button and
// the rest go into a "More actions" menu, so the list starts near the top of the screen.
// The title is the page's one h1 (axe: page-has-heading-one), dressed as the card title, and
// names the card (a region). Drawn as antd's Card looks, without its code: Card brings Tabs,
// Skeleton and a menu onto the list's first paint (docs/web.md, "A list page").
export function ListCard({ title, actions, search, filters, children }: ListCardProps) {
  const compact = useIsMobile();
  const small = ConfigProvider.useConfig().componentSize === 'small';
  const titleId = useId();
  return (
    <section className={`${styles.card} ${small ? styles.small : ''}`} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        <Actions actions={actions} compact={compact} />
      </div>
      <div className={styles.body}>
        {search || filters ? (
          <div className={`${styles.filters} ${compact ? styles.compact : ''}`}>
            {search ? <div className={styles.search}>{search}</div> : null}
            {filters}
          </div>
        ) : null}
        {children}
      </div>
    </section>
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
