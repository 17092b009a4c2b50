// @vitest-environment happy-dom
import type { StaffOrderItem } from '@portal/contracts/order';
import { ORDER_STATUS } from '@portal/contracts/statuses';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BatchMoveDialog } from './batch-move-dialog';

// The batch move: the dry run first (nothing moves), its answer per order, then the move after
// a confirmation, its answer per order. Texts show as their keys (no language loaded).

const calls = vi.hoisted(() => ({ post: vi.fn(), confirm: vi.fn() }));
vi.mock('../staff-api', () => ({ staffApi: { get: vi.fn(), post: calls.post } }));
vi.mock('../../lib/feedback', () => ({
  feedback: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), notify: vi.fn(), closeNotification: vi.fn(), confirm: calls.confirm },
}));

const S = ORDER_STATUS;
const order = (id: number, status: StaffOrderItem['status']) => ({ id, orderNo: `SE26112700000${id}`, status }) as StaffOrderItem;
const SLOW = { timeout: 5000 };
const moveButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'staff.desk.batch.move' });

afterEach(() => {
  cleanup();
  calls.post.mockReset();
  calls.confirm.mockReset();
});

describe('BatchMoveDialog', () => {
  it('checks the batch by a dry run, shows each order, then moves it once confirmed', async () => {
    const onClose = vi.fn();
    const refused = { orderId: 2, code: 1_004_010, reason: 'Not in the warehouse yet' };
    calls.post.mockResolvedValueOnce({ moved: [1], refused: [refused] }).mockResolvedValueOnce({ moved: [1], refused: [refused] });
    calls.confirm.mockImplementation(({ onOk }: { onOk: () => Promise<void> }) => void onOk());
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <BatchMoveDialog orders={[order(1, S.inWarehouse), order(2, S.awaitingWarehousing)]} onClose={onClose} />
      </QueryClientProvider>,
    );

    // No place: the field says so and nothing is asked.
    fireEvent.click(screen.getByRole('button', { name: 'staff.desk.batch.check' }));
    await waitFor(() => expect(document.querySelector('.ant-form-item-explain-error')).not.toBeNull(), SLOW);
    expect(calls.post).not.toHaveBeenCalled();
    expect(moveButton().disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('staff.desk.move.place'), { target: { value: 'Nansha port' } });
    fireEvent.click(screen.getByRole('button', { name: 'staff.desk.batch.check' }));
    await waitFor(() => expect(calls.post).toHaveBeenCalledTimes(1), SLOW);
    expect(calls.post).toHaveBeenLastCalledWith('/admin-api/order/transition', { orderIds: [1, 2], toStatus: S.departed, place: 'Nansha port', dryRun: true });
    const dryRun = await screen.findByRole('region', { name: 'staff.desk.batch.dryRun' });
    expect(within(dryRun).getByRole('row', { name: /SE261127000001/ }).textContent).toContain('staff.desk.batch.willMove');
    expect(within(dryRun).getByRole('row', { name: /SE261127000002/ }).textContent).toContain('staff.desk.batch.refused');

    // The move: confirmed, then each order's result; the dialog hands back what moved.
    fireEvent.click(screen.getByRole('button', { name: 'staff.desk.batch.move' }));
    expect(calls.confirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(calls.post).toHaveBeenCalledTimes(2), SLOW);
    expect(calls.post).toHaveBeenLastCalledWith('/admin-api/order/transition', { orderIds: [1, 2], toStatus: S.departed, place: 'Nansha port', dryRun: false });
    const results = await screen.findByRole('region', { name: 'staff.desk.batch.results' });
    expect(within(results).getByRole('row', { name: /SE261127000001/ }).textContent).toContain('staff.desk.batch.moved');
    fireEvent.click(screen.getByRole('button', { name: 'staff.desk.batch.finish' }));
    expect(onClose).toHaveBeenCalledWith([1]);
  });

  it('asks for a new check when a field changes after one', async () => {
    calls.post.mockResolvedValue({ moved: [1], refused: [] });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <BatchMoveDialog orders={[order(1, S.inWarehouse)]} onClose={vi.fn()} />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('staff.desk.move.place'), { target: { value: 'Nansha port' } });
    fireEvent.click(screen.getByRole('button', { name: 'staff.desk.batch.check' }));
    await screen.findByRole('region', { name: 'staff.desk.batch.dryRun' }, SLOW);
    expect(moveButton().disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('staff.desk.move.place'), { target: { value: 'Yantian port' } });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'staff.desk.batch.dryRun' })).toBeNull());
    expect(moveButton().disabled).toBe(true);
  });
});
