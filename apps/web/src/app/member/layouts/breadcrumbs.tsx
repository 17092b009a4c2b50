import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { handleOf } from '../../route-handle';
import styles from './breadcrumbs.module.css';

// Built from the matched routes' titles (and the menu groups a page sits in). `compact`
// (narrow screens) keeps only the current page. Plain links rather than antd's Breadcrumb,
// which brings its Dropdown and Menu onto every page's first paint (docs/web.md, "The member
// shell on a phone").
export function Breadcrumbs({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const crumbs = useMatches().flatMap((match) => {
    const { title, groups = [] } = handleOf(match);
    if (!title) return [];
    return [
      ...groups.map((group) => ({ key: `${match.id}:${group}`, label: t(`routes.${group}`), path: undefined })),
      { key: match.id, label: t(`routes.${title}`), path: match.pathname },
    ];
  });
  const shown = compact ? crumbs.slice(-1) : crumbs;
  return (
    <nav aria-label={t('layout.breadcrumb')} className={styles.breadcrumb}>
      <ol>
        {shown.map((crumb, index) => {
          const last = index === shown.length - 1;
          return (
            <li key={crumb.key} aria-current={last ? 'page' : undefined}>
              {crumb.path && !last ? <Link to={crumb.path}>{crumb.label}</Link> : crumb.label}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
