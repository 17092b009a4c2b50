// @vitest-environment happy-dom
import type { ClientConfig } from '@portal/contracts/client-config';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearClientErrors, logClientError } from '../../../lib/client-errors';
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

afterEach(() => {
  cleanup();
  clearClientErrors();
});

describe('the navbar', () => {
  it('links back to the main site in a new tab when one is configured', () => {
    renderWith('https://www.example.com/');
    const link = screen.getByRole('link', { name: 'layout.mainSite' });
    expect(link.getAttribute('href')).toBe('https://www.example.com/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('leaves the main-site link to the menu\'s Home entry on a phone', () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
    );
    renderWith('https://www.example.com/');
    expect(screen.queryByRole('link', { name: 'layout.mainSite' })).toBeNull();
    matchMedia.mockRestore();
  });

  it('has no main-site link when none is configured', () => {
    renderWith(null);
    expect(screen.queryByRole('link', { name: 'layout.mainSite' })).toBeNull();
  });
});

describe('the error log', () => {
  it('shows no button while this tab has met no error', () => {
    renderWith(null);
    expect(screen.queryByRole('button', { name: /layout.errorLog.open/ })).toBeNull();
  });

  it('shows a button once an error is logged, opening the list with message, component, address and stack', async () => {
    renderWith(null);
    act(() => logClientError('render', new Error('Cannot read properties of undefined'), 'OrderDetailPage'));
    fireEvent.click(screen.getByRole('button', { name: /layout.errorLog.open/ }));
    const list = await screen.findByRole('list', { name: 'layout.errorLog.title' });
    const entry = within(list).getAllByRole('listitem')[0]!;
    expect(entry.textContent).toContain('Cannot read properties of undefined');
    expect(entry.textContent).toContain('OrderDetailPage');
    expect(entry.textContent).toContain(window.location.href);
    expect(entry.querySelector('pre')?.textContent).toContain('Cannot read properties of undefined');
    fireEvent.click(screen.getByRole('button', { name: 'layout.errorLog.clear' }));
    expect(screen.queryByRole('button', { name: /layout.errorLog.open/ })).toBeNull();
  });
});
