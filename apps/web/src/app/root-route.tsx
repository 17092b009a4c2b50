import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { currentTitle } from './routes/route-handle';

// Document title = translated route title + " - " + product title (docs/product/shell.md).
export function RootRoute() {
  const { t } = useTranslation();
  const title = currentTitle(useMatches());
  useEffect(() => {
    const product = t('common.appTitle');
    document.title = title ? `${t(`routes.${title}`)} - ${product}` : product;
  }, [t, title]);
  return <Outlet />;
}
