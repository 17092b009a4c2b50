import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import './app/global.css';
import { router } from './app/router';
import { watchThemeVariables } from './app/theme-variables';
import { componentOf, logClientError, watchClientErrors } from './lib/client-errors';
import { initI18n } from './lib/i18n';
import { queryClient } from './lib/query-client';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

watchClientErrors();
// A render error caught by an error boundary (a route's error page) or by none: logged with the
// component that threw (docs/client-errors.md), and still printed as React would.
const root = createRoot(container, {
  onCaughtError: (error, info) => {
    console.error(error);
    logClientError('render', error, componentOf(info.componentStack));
  },
  onUncaughtError: (error, info) => {
    console.error(error);
    logClientError('render', error, componentOf(info.componentStack));
  },
});
watchThemeVariables();

// The router has already started loading the first page; texts load alongside. Should a
// language fail to load, the page still renders (in the default language).
function render() {
  root.render(
    <StrictMode>
      {/* antd and its configuration come with the pages drawn with it (app/antd-config.tsx). */}
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

// A signed-in member's page arrives with a static frame in #root (the server's, static.ts): it
// is painted before the first render's work takes the main thread.
function afterFirstPaint(): Promise<void> {
  if (!container?.firstElementChild) return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    // A hidden tab runs no animation frame.
    setTimeout(resolve, 100);
  });
}

void Promise.all([initI18n().catch((error: unknown) => console.error(error)), afterFirstPaint()]).then(render);
