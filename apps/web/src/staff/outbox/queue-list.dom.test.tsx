// @vitest-environment happy-dom
import type { CursorPage } from '@portal/contracts/cursor';
import type { NotificationDeliveryItem } from '@portal/contracts/outbox';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueueList } from './queue-list';

// The queue's own behaviour around its calls (e2e/outbox-desk.spec.ts runs them on the real
// server, notification-queue.test.ts the retry itself): a failed load is a failure, not "nothing
// waiting"; only a failed row offers "Try again", which asks first and sends its id once
// confirmed. Texts show as their keys (no language loaded).

const calls = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), confirm: vi.fn(), success: vi.fn() }));
vi.mock('../staff-api', () => ({ staffApi: { get: calls.get, post: calls.post } }));
vi.mock('../../lib/feedback', () => ({
  feedback: { success: calls.success, error: vi.fn(), warning: vi.fn(), notify: vi.fn(), closeNotification: vi.fn(), confirm: calls.confirm },
}));

const SLOW = { timeout: 5000 };

const row = (id: number, state: NotificationDeliveryItem['state']): NotificationDeliveryItem => ({
  id,
  memberId: 7,
  areaCode: '86',
  mobile: '13900000007',
  nickname: 'user7',
  type: 'reminder',
  channel: 'sms',
  state,
  attempts: 8,
  nextAttemptTime: null,
  lastError: state === 'failed' ? 'twilio 400 21211: not a number' : null,
  sentTime: state === 'sent' ? '2026-12-01T08:00:00.000Z' : null,
  createTime: '2026-12-01T07:00:00.000Z',
});
const pageOf = (list: NotificationDeliveryItem[]): CursorPage<NotificationDeliveryItem> => ({ list, nextCursor: null, total: list.length, totalCapped: false });

function renderQueue(url = '/admin/outbox?tab=queue') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <QueueList />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  for (const call of Object.values(calls)) call.mockReset();
});

describe('QueueList', () => {
  it('shows a failed load as a failure with Retry, and an empty queue as nothing waiting', async () => {
    calls.get.mockRejectedValueOnce(new Error('offline'));
    renderQueue();
    await waitFor(() => expect(screen.getByText('common.loadFailed')).toBeTruthy(), SLOW);
    expect(screen.queryByText('staff.outbox.queue.emptyAll')).toBeNull();
    // Asked for the unfinished ones: no state named.
    expect(calls.get.mock.calls[0]?.[1]).not.toHaveProperty('state', expect.anything());

    calls.get.mockResolvedValueOnce(pageOf([]));
    fireEvent.click(screen.getByRole('button', { name: /common.retry/ }));
    await waitFor(() => expect(screen.getByText('staff.outbox.queue.emptyAll')).toBeTruthy(), SLOW);
  });

  it('offers Try again on a failed delivery only, and sends it once confirmed', async () => {
    calls.get.mockResolvedValue(pageOf([row(11, 'failed'), row(12, 'sent')]));
    renderQueue('/admin/outbox?tab=queue&state=all');
    await waitFor(() => expect(screen.getByText('twilio 400 21211: not a number')).toBeTruthy(), SLOW);
    expect(calls.get.mock.calls[0]?.[1]).toMatchObject({ state: 'all' });
    const tryAgain = screen.getAllByRole('button', { name: 'staff.outbox.queue.retryFor' });
    expect(tryAgain).toHaveLength(1);

    // Cancelled: nothing sent.
    calls.confirm.mockImplementationOnce(({ onCancel }: { onCancel: () => void }) => onCancel());
    fireEvent.click(tryAgain[0]!);
    await waitFor(() => expect(calls.confirm).toHaveBeenCalledTimes(1), SLOW);
    expect(calls.post).not.toHaveBeenCalled();

    calls.confirm.mockImplementationOnce(({ onOk }: { onOk: () => void }) => onOk());
    calls.post.mockResolvedValueOnce({ ...row(11, 'pending'), nextAttemptTime: '2026-12-01T09:00:00.000Z' });
    fireEvent.click(tryAgain[0]!);
    await waitFor(() => expect(calls.post).toHaveBeenCalledWith('/admin-api/system/notification-delivery/retry', { id: 11 }), SLOW);
    await waitFor(() => expect(calls.success).toHaveBeenCalledWith('staff.outbox.queue.retried'), SLOW);
    // The queue is read again.
    await waitFor(() => expect(calls.get.mock.calls.length).toBeGreaterThan(1), SLOW);
  });
});
