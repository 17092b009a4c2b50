import { EllipsisOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../lib/use-media-query';
import styles from './list-toolbar.module.css';

export interface ToolbarAction {
  key: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  // The list's main action (e.g. "Add customer"): stays a button on a phone.
  primary?: boolean;
  disabled?: boolean;
  loading?: boolean;
}

interface ListToolbarProps {
  search: ReactNode;
  filters?: ReactNode;
  actions: ToolbarAction[];
}

// A list's search, filters and actions on one row on a desktop. On a phone (under 992 px)
// two rows: the search, then the filters, the main action and a "More actions" menu holding
// the rest, so the list starts near the top of the screen.
export function ListToolbar({ search, filters, actions }: ListToolbarProps) {
  const { t } = useTranslation();
  const compact = useIsMobile();
  const shown = compact ? actions.filter((action) => action.primary) : actions;
  const folded = compact ? actions.filter((action) => !action.primary) : [];

  return (
    <div className={`${styles.toolbar} ${compact ? styles.compact : ''}`}>
      {compact ? <div className={styles.search}>{search}</div> : null}
      <div className={styles.filters}>
        {compact ? null : search}
        {filters}
      </div>
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
    </div>
  );
}
