// @vitest-environment happy-dom
import type { MemberProfile } from '@portal/contracts/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { currentUserKey } from '../../../lib/current-user';
import { ShipButton } from './ship-button';

// The Ship button follows the profile's `canShip` (the server's area-code-86 rule). Without a
// language loaded, texts show as their keys.

function renderFor(profile: Partial<MemberProfile>, collapsed = false) {
  const client = new QueryClient();
  client.setQueryData(currentUserKey, { areaCode: '86', roles: [], ...profile });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ShipButton collapsed={collapsed} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('the Ship button', () => {
  it('shows for a member who may ship, named even when the sidebar is collapsed', () => {
    renderFor({ canShip: true });
    expect(screen.getByRole('button', { name: 'layout.ship' })).toBeTruthy();
    cleanup();
    renderFor({ canShip: true }, true);
    expect(screen.getByRole('button', { name: 'layout.ship' }).textContent).toBe('');
  });

  it('is absent for a member outside area code 86', () => {
    renderFor({ areaCode: '33', canShip: false });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
