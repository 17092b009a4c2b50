import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { handleOf } from '../routes/route-handle';

// Built from the matched routes' titles (and the menu groups a page sits in). `compact`
// (narrow screens) keeps only the current page.
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
  const items = (compact ? crumbs.slice(-1) : crumbs).map((crumb, index, shown) => ({
    key: crumb.key,
    title: crumb.path && index < shown.length - 1 ? <Link to={crumb.path}>{crumb.label}</Link> : crumb.label,
  }));
  return <Breadcrumb items={items} />;
}
