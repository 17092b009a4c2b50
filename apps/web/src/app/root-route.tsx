import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { currentTitle, handleOf } from './route-handle';

// Document title = translated route title + " - " + product title (docs/product/shell.md).
export function RootRoute() {
  const { t } = useTranslation();
  const matches = useMatches();
  const title = currentTitle(matches);
  const ownTitle = matches.some((match) => handleOf(match).ownTitle);
  useEffect(() => {
    if (ownTitle) return;
    const product = t('common.appTitle');
    document.title = title ? `${t(`routes.${title}`)} - ${product}` : product;
  }, [t, title, ownTitle]);
  return <Outlet />;
}
