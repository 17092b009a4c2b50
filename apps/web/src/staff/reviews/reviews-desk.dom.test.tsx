// @vitest-environment happy-dom
import type { KycReviewItem } from '@portal/contracts/kyc';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RejectDialog, StopSubmit } from './reject-dialog';
import { ReviewQueue } from './review-queue';

// The desk's own behaviour around the calls (the journey e2e/reviews-desk.spec.ts runs them on
// the real server): a rejection is checked, then confirmed, then sent; the queue answers ↑ ↓.
// Texts show as their keys (no language loaded).

const calls = vi.hoisted(() => ({ confirm: vi.fn(), success: vi.fn() }));
vi.mock('../../lib/feedback', () => ({
  feedback: { success: calls.success, error: vi.fn(), warning: vi.fn(), notify: vi.fn(), closeNotification: vi.fn(), confirm: calls.confirm },
}));

const SLOW = { timeout: 5000 };
const BLURRED = 'staff.reviews.reasons.real-name.blurred';

afterEach(() => {
  cleanup();
  calls.confirm.mockReset();
  calls.success.mockReset();
});

describe('RejectDialog', () => {
  it('asks for the reason first, confirms it, and sends it only once confirmed', async () => {
    const onReject = vi.fn().mockResolvedValue(undefined);
    const onClose = vi.fn();
    render(<RejectDialog kind="real-name" name="Awa Koné" onReject={onReject} onClose={onClose} />);
    const ok = () => screen.getByRole('button', { name: 'staff.reviews.actions.rejectOk' });

    // No reason: the field says so, nothing is asked or sent.
    fireEvent.click(ok());
    await waitFor(() => expect(document.querySelector('.ant-form-item-explain-error')).not.toBeNull(), SLOW);
    expect(calls.confirm).not.toHaveBeenCalled();

    // A common reason fills the field; cancelling the confirmation keeps the dialog.
    fireEvent.click(screen.getByRole('button', { name: BLURRED }));
    expect(screen.getByLabelText<HTMLTextAreaElement>('staff.reviews.actions.reason').value).toBe(BLURRED);
    calls.confirm.mockImplementationOnce(({ onCancel }: { onCancel: () => void }) => onCancel());
    fireEvent.click(ok());
    await waitFor(() => expect(calls.confirm).toHaveBeenCalledTimes(1), SLOW);
    expect(calls.confirm.mock.calls[0]?.[0]).toMatchObject({ title: 'staff.reviews.actions.rejectConfirmTitle' });
    expect(onReject).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();

    calls.confirm.mockImplementationOnce(({ onOk }: { onOk: () => void }) => onOk());
    fireEvent.click(ok());
    await waitFor(() => expect(onReject).toHaveBeenCalledWith(BLURRED), SLOW);
    await waitFor(() => expect(onClose).toHaveBeenCalled(), SLOW);
    expect(calls.success).toHaveBeenCalledWith('staff.reviews.actions.rejected');
  });

  it('says nothing of success when the desk stopped the rejection (decided elsewhere)', async () => {
    const onReject = vi.fn().mockRejectedValue(new StopSubmit());
    calls.confirm.mockImplementation(({ onOk }: { onOk: () => void }) => onOk());
    render(<RejectDialog kind="enterprise" name="Sahel Import" onReject={onReject} onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'staff.reviews.reasons.enterprise.expired' }));
    fireEvent.click(screen.getByRole('button', { name: 'staff.reviews.actions.rejectOk' }));
    await waitFor(() => expect(onReject).toHaveBeenCalledWith('staff.reviews.reasons.enterprise.expired'), SLOW);
    expect(calls.success).not.toHaveBeenCalled();
  });
});

const item = (id: number, submitTime: string): KycReviewItem => ({
  id,
  memberId: id,
  areaCode: '86',
  mobile: `1390000000${id}`,
  nickname: `user${id}`,
  status: 0,
  submitTime,
  reviewTime: null,
  reviewerId: null,
  reviewerName: null,
  rejectReason: null,
  details: { name: `Member ${id}` },
});

type QueueQuery = UseInfiniteQueryResult<InfiniteData<{ list: KycReviewItem[]; total: number }>>;

describe('ReviewQueue', () => {
  it('moves through the entries with ↑ and ↓, opening each', () => {
    const now = Date.parse('2026-03-03T08:00:00.000Z');
    const list = [item(1, '2026-03-01T08:00:00.000Z'), item(2, '2026-03-03T07:00:00.000Z'), item(3, '2026-03-03T07:59:00.000Z')];
    const query = { isPending: false, isError: false, isSuccess: true, data: { pages: [{ list, total: 3 }], pageParams: [1] }, hasNextPage: false } as unknown as QueueQuery;
    const onSelect = vi.fn();
    render(<ReviewQueue query={query} selectedId={1} meId={undefined} now={now} onSelect={onSelect} />);
    const entries = screen.getAllByRole('button', { name: /Member/ });
    expect(entries.map((entry) => entry.getAttribute('aria-current'))).toEqual(['true', null, null]);

    entries[0]!.focus();
    fireEvent.keyDown(entries[0]!, { key: 'ArrowDown' });
    expect(onSelect).toHaveBeenLastCalledWith(2);
    expect(document.activeElement).toBe(entries[1]);
    fireEvent.keyDown(entries[1]!, { key: 'ArrowUp' });
    expect(onSelect).toHaveBeenLastCalledWith(1);
    // At the top, ↑ stays.
    fireEvent.keyDown(entries[0]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(entries[0]);
  });
});
