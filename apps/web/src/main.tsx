import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './app/global.css';
import { Providers } from './app/providers';
import { router } from './app/router';
import { initI18n } from './lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const root = createRoot(container);

// The router has already started loading the first page; texts load alongside. Should a
// language fail to load, the page still renders (in the default language).
function render() {
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void initI18n()
  .catch((error: unknown) => console.error(error))
  .then(render);
