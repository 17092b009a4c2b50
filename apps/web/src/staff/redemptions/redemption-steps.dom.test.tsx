// @vitest-environment happy-dom
import { GIFT_EXCHANGE_METHOD, GIFT_EXCHANGE_STATUS, type StaffExchangeItem } from '@portal/contracts/gifts';
import type { StaffRole } from '@portal/contracts/staff';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RedemptionSteps } from './redemption-steps';

// The next steps of a redemption: only what its status and method allow, only for operators
// (customer service reads); each asks first, dispatch checks the courier before anything is
// sent. Texts show as their keys (no language loaded).

const calls = vi.hoisted(() => ({ post: vi.fn(), confirm: vi.fn(), roles: [] as StaffRole[] }));
vi.mock('../staff-api', () => ({ staffApi: { get: vi.fn(), post: calls.post }, useStaffMe: () => ({ data: { id: 1, username: 'x', name: 'X', roles: calls.roles } }) }));
vi.mock('../../lib/feedback', () => ({
  feedback: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), notify: vi.fn(), closeNotification: vi.fn(), confirm: calls.confirm },
}));

const SLOW = { timeout: 5000 };
const awaiting = {
  id: 7,
  exchangeNo: 'GE261128000007',
  giftName: 'Folding umbrella',
  method: GIFT_EXCHANGE_METHOD.pickup,
  status: GIFT_EXCHANGE_STATUS.awaitingDispatch,
  outlet: { id: 2, name: 'Yiwu outlet', city: 'Yiwu', address: '1 Futian Road', phone: '' },
} as StaffExchangeItem;
const key = (name: string) => `staff.redemptions.steps.${name}`;
const errors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent);

function renderSteps(item: StaffExchangeItem, roles: StaffRole[]) {
  calls.roles = roles;
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <RedemptionSteps item={item} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  calls.post.mockReset();
  calls.confirm.mockReset();
});

describe('RedemptionSteps', () => {
  it('offers customer service nothing to press, and a completed redemption nothing at all', () => {
    renderSteps(awaiting, ['service']);
    expect(screen.getByText(key('readOnly'))).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    cleanup();
    renderSteps({ ...awaiting, status: GIFT_EXCHANGE_STATUS.completed }, ['operator']);
    expect(screen.getByText(key('done'))).toBeTruthy();
  });

  it('offers what the method allows: a pickup in China may be ready at once, a sea shipment is dispatched first', () => {
    renderSteps(awaiting, ['operator']);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([key('dispatch'), key('ready')]);
    cleanup();
    renderSteps({ ...awaiting, method: GIFT_EXCHANGE_METHOD.seaShipment }, ['operator']);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([key('dispatch')]);
  });

  it('makes it ready only once confirmed', async () => {
    renderSteps(awaiting, ['operator']);
    calls.confirm.mockImplementationOnce(({ onCancel }: { onCancel: () => void }) => onCancel());
    fireEvent.click(screen.getByRole('button', { name: key('ready') }));
    await waitFor(() => expect(calls.confirm).toHaveBeenCalledTimes(1));
    expect(calls.post).not.toHaveBeenCalled();

    calls.confirm.mockImplementation(({ onOk }: { onOk: () => void }) => onOk());
    calls.post.mockResolvedValue({ ...awaiting, status: GIFT_EXCHANGE_STATUS.readyForPickup });
    fireEvent.click(screen.getByRole('button', { name: key('ready') }));
    await waitFor(() => expect(calls.post).toHaveBeenCalledTimes(1));
    expect(calls.confirm.mock.calls[1]![0]).toMatchObject({ title: key('readyTitle'), okText: key('ready') });
    expect(calls.post).toHaveBeenCalledWith('/admin-api/member/gift/exchange-step', { id: 7, step: 'ready' });
  });

  it('dispatches with the courier: both asked for before anything is sent', async () => {
    calls.post.mockResolvedValue({ ...awaiting, status: GIFT_EXCHANGE_STATUS.dispatched });
    renderSteps(awaiting, ['operator']);
    fireEvent.click(screen.getByRole('button', { name: key('dispatch') }));
    const dialog = await screen.findByRole('dialog');
    const ok = () => fireEvent.click([...dialog.querySelectorAll('button')].find((b) => b.textContent === key('dispatch'))!);
    ok();
    await waitFor(() => expect(errors()).toHaveLength(2), SLOW);
    expect(calls.post).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(key('courierCompany')), { target: { value: 'YTO Express' } });
    fireEvent.change(screen.getByLabelText(key('courierNo')), { target: { value: 'YT8801234567' } });
    ok();
    await waitFor(() => expect(calls.post).toHaveBeenCalledTimes(1), SLOW);
    expect(calls.post).toHaveBeenCalledWith('/admin-api/member/gift/exchange-step', { id: 7, step: 'dispatch', courierNo: 'YT8801234567', courierCompany: 'YTO Express' });
  });
});
