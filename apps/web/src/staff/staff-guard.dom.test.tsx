// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../lib/cookies';
import { ApiError } from '../lib/api-error';
import { feedback } from '../lib/feedback';
import { send } from '../lib/http';
import { staffMeKey } from './staff-api';
import { RequireStaff, StaffPageGate } from './staff-guard';
import type { StaffPage } from './staff-routes';
import { getStaffToken, startStaffSession } from './staff-session';

// The console's guard: a staff token or /admin/login, the staff member read before anything is
// drawn, and a page the roles do not reach is the 403 page without its code ever loading.
// (Texts show as their keys: no language loaded.)

vi.mock('../lib/feedback', () => ({ feedback: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() } }));
vi.mock('../lib/http', () => ({ send: vi.fn() }));

const load = vi.fn(() => Promise.resolve({ default: () => <p>order desk</p> }));
const OrdersPage = lazy(load);
const ordersPage: Pick<StaffPage, 'roles'> = { roles: ['operator'] };

function renderAt(url: string, roles?: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  if (roles) client.setQueryData(staffMeKey, { id: 7, username: 'someone', name: 'Someone', roles });
  const router = createMemoryRouter(
    [
      { path: '/admin', element: <RequireStaff />, children: [{ path: 'orders', element: (
            <StaffPageGate page={ordersPage}>
              <OrdersPage />
            </StaffPageGate>
          ) }] },
      { path: '/admin/login', element: <p>staff login</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  document.cookie = 'Staff-Token=; path=/; max-age=0';
  document.cookie = 'Admin-Token=; path=/; max-age=0';
  load.mockClear();
  vi.mocked(feedback.error).mockClear();
  vi.mocked(send).mockReset();
});

describe('the staff console guard', () => {
  it('sends a visitor without a staff token to /admin/login, even with a member session', async () => {
    setToken('member-token');
    const router = renderAt('/admin/orders?status=2');
    expect(await screen.findByText('staff login')).toBeTruthy();
    expect(router.state.location.search).toBe('?redirect=%2Fadmin%2Forders%3Fstatus%3D2');
  });

  it('opens a page the roles reach', async () => {
    startStaffSession('staff-token');
    renderAt('/admin/orders', ['operator']);
    expect(await screen.findByText('order desk')).toBeTruthy();
  });

  it('answers a page the roles do not reach with the 403 page, its code never loaded', async () => {
    startStaffSession('staff-token');
    renderAt('/admin/orders', ['reviewer']);
    expect(await screen.findByRole('heading', { name: 'staff.forbidden.title' })).toBeTruthy();
    expect(screen.queryByText('order desk')).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('ends the staff session when the server refuses its token, saying so', async () => {
    startStaffSession('revoked-token');
    vi.mocked(send).mockRejectedValue(new ApiError('revoked', 50012));
    renderAt('/admin/orders');
    expect(await screen.findByText('staff login')).toBeTruthy();
    expect(vi.mocked(send).mock.calls[0]?.[0]).toMatchObject({ url: '/admin-api/system/auth/me', token: 'revoked-token' });
    expect(feedback.error).toHaveBeenCalledWith('staff.session.ended');
    expect(getStaffToken()).toBeUndefined();
  });
});
