// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../../lib/cookies';
import { currentUserKey } from '../../lib/current-user';
import { feedback } from '../../lib/feedback';
import { RequireAuth } from './route-guard';

// The member area's guard ends the session when the member's record names no role, with the
// message of its own (texts show as their keys: no language loaded).

vi.mock('../../lib/feedback', () => ({ feedback: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

function renderWith(roles: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(currentUserKey, { id: 1, nickname: 'Demo', areaCode: '86', roles });
  const router = createMemoryRouter(
    [
      { path: '/jiedao', element: <RequireAuth />, children: [{ index: true, element: <p>member area</p> }] },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: ['/jiedao'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => setToken('a-token'));
afterEach(() => {
  cleanup();
  vi.mocked(feedback.error).mockClear();
});

describe('the member area guard', () => {
  it('lets a member with a role in', async () => {
    renderWith(['member']);
    expect(await screen.findByText('member area')).toBeTruthy();
    expect(feedback.error).not.toHaveBeenCalled();
  });

  it('sends a member whose record names no role to sign in again, saying why', async () => {
    const router = renderWith([]);
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.search).toBe('?redirect=%2Fjiedao');
    expect(feedback.error).toHaveBeenCalledWith('common.session.rolesEmpty');
    expect(getToken()).toBeUndefined();
    expect(screen.queryByText('member area')).toBeNull();
  });
});
