// @vitest-environment happy-dom
import type { ClientConfig } from '@portal/contracts/client-config';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Navbar } from './navbar';

// The navbar's link back to the company's main site (COMPANY_SITE_URL). Without a language
// loaded, texts show as their keys.

function renderWith(companySiteUrl: string | null) {
  const client = new QueryClient();
  client.setQueryData<Partial<ClientConfig>>(['client-config'], { companySiteUrl });
  client.setQueryData(['locales'], []);
  const router = createMemoryRouter([
    { path: '/', element: <Navbar sidebarOpen onToggleSidebar={() => {}} onOpenSettings={() => {}} onOpenContact={() => {}} /> },
  ]);
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('the navbar', () => {
  it('links back to the main site in a new tab when one is configured', () => {
    renderWith('https://www.example.com/');
    const link = screen.getByRole('link', { name: 'layout.mainSite' });
    expect(link.getAttribute('href')).toBe('https://www.example.com/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('has no main-site link when none is configured', () => {
    renderWith(null);
    expect(screen.queryByRole('link', { name: 'layout.mainSite' })).toBeNull();
  });
});
