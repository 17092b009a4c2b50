import { Empty, Input, Modal, Typography } from 'antd';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../../lib/current-user';
import { useLocale } from '../../../../lib/i18n';
import { canAccess, effectiveRoles } from '../../permissions';
import { useSettings } from '../../../settings';
import { memberMenu, memberPath, type MenuEntry } from '../../routes/member-routes';
import { matchMenu, type MenuTarget } from './menu-match';
import styles from './menu-search.module.css';

const RESULTS_MAX = 8;

function targetsOf(entries: readonly MenuEntry[], title: (key: string) => string, roles: string[], group?: string): MenuTarget[] {
  return entries.flatMap((entry): MenuTarget[] => {
    if (entry.kind === 'group') return targetsOf(entry.children, title, roles, title(entry.title));
    if (entry.kind === 'link' || entry.hideInMenu || !canAccess(entry.roles, roles)) return [];
    return [{ path: memberPath(entry), key: entry.title, title: title(entry.title), ...(group ? { group } : {}) }];
  });
}

// The page search dialog: titles in the current language, in Chinese also by pinyin and
// initials. Enter opens the highlighted page (the first by default), arrows move.
export function MenuSearchPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { data: profile } = useCurrentUser();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const targets = useMemo(() => targetsOf(memberMenu, (key) => t(`routes.${key}` as 'routes.help'), effectiveRoles(profile)), [t, profile]);
  const { pinyinSearch } = useSettings();
  const results = useMemo(
    () => matchMenu(targets, query, locale === 'zh_CN', pinyinSearch).slice(0, RESULTS_MAX),
    [targets, query, locale, pinyinSearch],
  );
  const current = Math.min(active, Math.max(results.length - 1, 0));

  const close = () => {
    setQuery('');
    setActive(0);
    onClose();
  };
  const go = (target: MenuTarget | undefined) => {
    if (!target) return;
    void navigate(target.path);
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!results.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(results[current]);
    }
  };

  return (
    <Modal open={open} onCancel={close} footer={null} title={t('layout.menuSearch.title')} destroyOnHidden width={480}>
      <Input
        autoFocus
        role="combobox"
        aria-label={t('layout.menuSearch.label')}
        aria-expanded={results.length > 0}
        aria-controls="menu-search-results"
        aria-autocomplete="list"
        aria-activedescendant={results.length ? `menu-search-${current}` : undefined}
        placeholder={t('layout.menuSearch.placeholder')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <Typography.Text type="secondary" className={styles.hint}>
        {t('layout.menuSearch.hint')}
      </Typography.Text>
      {query.trim() && !results.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('layout.menuSearch.empty')} />
      ) : null}
      <ul id="menu-search-results" role="listbox" aria-label={t('layout.menuSearch.results')} className={styles.list}>
        {results.map((target, index) => (
          <li
            key={target.path}
            id={`menu-search-${index}`}
            role="option"
            aria-selected={index === current}
            className={index === current ? `${styles.option} ${styles.active}` : styles.option}
            onMouseEnter={() => setActive(index)}
            onClick={() => go(target)}
          >
            <span>{target.title}</span>
            {target.group ? <span className={styles.group}>{target.group}</span> : null}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
