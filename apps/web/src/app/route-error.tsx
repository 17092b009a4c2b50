import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button } from '../components/light-controls';
import { logClientError } from '../lib/client-errors';

// Shown when a page fails to render or its code cannot be loaded (e.g. after a deploy).
// Kept plain: it ships with the first bundle.
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
    // A page's code that failed to load reaches only this page; a render error reaches React's
    // root first, which names the component (main.tsx): the log keeps that one.
    const timer = setTimeout(() => logClientError('render', error));
    return () => clearTimeout(timer);
  }, [error]);
  return (
    <main role="alert" style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center' }}>
      <div>
        <h1 style={{ fontSize: 24 }}>{t('common.routeError.title')}</h1>
        <p>{t('common.routeError.text')}</p>
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('common.routeError.reload')}
        </Button>
      </div>
    </main>
  );
}
