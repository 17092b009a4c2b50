// @vitest-environment happy-dom
import type { StaffAbnormalDetail } from '@portal/contracts/abnormal';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { ClaimAnswerForm, DisputeAnswerForm } from './answer-form';

// The answers: each field checked by the server's schema before anything is asked; the
// confirmation, then one call with the body; a refusal the server names a field of goes under
// it. Texts show as their keys (no language loaded).

const calls = vi.hoisted(() => ({ post: vi.fn(), confirm: vi.fn() }));
vi.mock('../staff-api', () => ({ staffApi: { get: vi.fn(), post: calls.post } }));
vi.mock('../../lib/feedback', () => ({
  feedback: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), notify: vi.fn(), closeNotification: vi.fn(), confirm: calls.confirm },
}));

const SLOW = { timeout: 5000 };
const claim = {
  id: 41,
  orderId: 7,
  orderNo: 'SE261128000007',
  status: 2,
  claim: { kind: 'damage', amount: 4_250, currency: 'USD', insurance: false, compensation: null },
} as StaffAbnormalDetail;
const dispute = { ...claim, id: 42, claim: null } as StaffAbnormalDetail;

const errors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent);
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'staff.exceptions.answer.submit' }));

function renderForm(form: React.ReactElement) {
  return render(<QueryClientProvider client={new QueryClient()}>{form}</QueryClientProvider>);
}

afterEach(() => {
  cleanup();
  calls.post.mockReset();
  calls.confirm.mockReset();
});

describe('ClaimAnswerForm', () => {
  it('asks nothing while the decision is missing or the amount is past the claim, then grants after the confirmation', async () => {
    calls.confirm.mockImplementation(({ onOk }: { onOk: () => Promise<void> }) => void onOk());
    calls.post.mockResolvedValue({ ...claim, status: 1 });
    renderForm(<ClaimAnswerForm item={claim} />);

    submit();
    await waitFor(() => expect(errors()).toHaveLength(1), SLOW);
    expect(calls.confirm).not.toHaveBeenCalled();

    fireEvent.click(screen.getByLabelText('staff.exceptions.answer.accept'));
    const amount = await screen.findByLabelText(/staff\.exceptions\.answer\.compensation/);
    expect((amount as HTMLInputElement).value).toBe('42.50');
    fireEvent.change(amount, { target: { value: '42.51' } });
    submit();
    await waitFor(() => expect(errors()).toEqual([expect.stringContaining('$42.50')]), SLOW);
    expect(calls.confirm).not.toHaveBeenCalled();

    fireEvent.change(amount, { target: { value: '30' } });
    submit();
    await waitFor(() => expect(calls.confirm).toHaveBeenCalledTimes(1), SLOW);
    expect(calls.confirm.mock.calls[0]![0]).toMatchObject({ title: 'staff.exceptions.answer.confirmAccept' });
    await waitFor(() => expect(calls.post).toHaveBeenCalledTimes(1), SLOW);
    expect(calls.post).toHaveBeenCalledWith('/admin-api/order/abnormal/claim/answer', { id: 41, answer: 'accept', compensation: 3_000, files: [] });
  });

  it('needs the reason of a rejection, and sends no amount with it', async () => {
    calls.confirm.mockImplementation(({ onOk }: { onOk: () => Promise<void> }) => void onOk());
    calls.post.mockResolvedValue({ ...claim, status: 1 });
    renderForm(<ClaimAnswerForm item={claim} />);
    fireEvent.click(screen.getByLabelText('staff.exceptions.answer.reject'));
    submit();
    await waitFor(() => expect(errors()).toHaveLength(1), SLOW);
    expect(calls.confirm).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('staff.exceptions.answer.reason'), { target: { value: 'Outer package intact on arrival' } });
    submit();
    await waitFor(() => expect(calls.post).toHaveBeenCalledTimes(1), SLOW);
    expect(calls.confirm.mock.calls[0]![0]).toMatchObject({ title: 'staff.exceptions.answer.confirmReject', okButtonProps: { danger: true } });
    expect(calls.post).toHaveBeenCalledWith('/admin-api/order/abnormal/claim/answer', { id: 41, answer: 'reject', remarks: 'Outer package intact on arrival', files: [] });
  });

  it('shows a refusal the server names the field of under it', async () => {
    calls.confirm.mockImplementation(({ onOk }: { onOk: () => Promise<void> }) => void onOk());
    calls.post.mockRejectedValue(new ApiError('Invalid', 400, { fields: [{ field: 'compensation', rule: 'v.abnormal.claim.compensation.tooHigh', message: 'At most the amount claimed, USD 42.50' }] }));
    renderForm(<ClaimAnswerForm item={claim} />);
    fireEvent.click(screen.getByLabelText('staff.exceptions.answer.accept'));
    await screen.findByLabelText(/staff\.exceptions\.answer\.compensation/);
    submit();
    await waitFor(() => expect(errors()).toEqual(['At most the amount claimed, USD 42.50']), SLOW);
  });
});

describe('DisputeAnswerForm', () => {
  it('keeps the exception after the confirmation, with the note', async () => {
    calls.confirm.mockImplementation(({ onOk }: { onOk: () => Promise<void> }) => void onOk());
    calls.post.mockResolvedValue({ ...dispute, status: 0 });
    renderForm(<DisputeAnswerForm item={dispute} />);
    submit();
    await waitFor(() => expect(errors()).toHaveLength(1), SLOW);
    expect(calls.confirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByLabelText('staff.exceptions.answer.maintain'));
    fireEvent.change(screen.getByLabelText('staff.exceptions.answer.remarks'), { target: { value: 'Scale checked twice' } });
    submit();
    await waitFor(() => expect(calls.post).toHaveBeenCalledTimes(1), SLOW);
    expect(calls.confirm.mock.calls[0]![0]).toMatchObject({ title: 'staff.exceptions.answer.confirmMaintain' });
    expect(calls.post).toHaveBeenCalledWith('/admin-api/order/abnormal/answer', { id: 42, answer: 'maintain', remarks: 'Scale checked twice', files: [] });
  });
});
