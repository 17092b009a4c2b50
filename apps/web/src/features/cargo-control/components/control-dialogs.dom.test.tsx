// @vitest-environment happy-dom
import type { ControlOrder } from '@portal/contracts/cargo-control';
import { ERRORS, errorMessage } from '@portal/contracts/errors';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { ReleaseModal } from './release-modal';
import { TransferModal } from './transfer-modal';

// The dialogs' rules against the contract: which consignee and proof a release offers, the
// carton limit, the server's refusals under their inputs, and the transfer's confirmation.
// Without a language loaded, the portal's texts show as their keys and the contracts' in zh_CN.

const calls = vi.hoisted(() => ({ post: vi.fn(), confirm: vi.fn() }));
vi.mock('../../../lib/api-client', () => ({
  api: { get: vi.fn(() => Promise.resolve([])), post: calls.post },
  request: vi.fn(),
}));
vi.mock('../../../lib/feedback', () => ({
  feedback: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), notify: vi.fn(), closeNotification: vi.fn(), confirm: calls.confirm },
}));

const order: ControlOrder = {
  id: 41,
  orderNo: 'CC2026001',
  marks: 'ACME',
  status: 2,
  cargoControlStatus: 2,
  viewerRole: 'controller',
  consigneeName: 'Li Lei',
  consigneeAreaCode: '86',
  consigneePhone: '13900001111',
  controller: { name: 'Wang Fang', areaCode: '86', phone: '13800138000', email: null },
  sumNum: 10,
  sumVolume: 2_500_000,
  sumWeight: 120_000,
  sumConNum: 10,
  releasedNum: 7,
  remainNum: 3,
  inTime: '2026-11-20T08:00:00.000Z',
  unloadTime: null,
  lockConsigneeTime: '2026-11-27T08:00:00.000Z',
  limitUpdateConsignee: 'locked',
  canRelease: true,
  canTransfer: true,
  hasControlPassword: true,
  createTime: '2026-11-18T08:00:00.000Z',
};

function show(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

// antd checks rules asynchronously and the schemas load on first use: a busy machine needs
// more than Testing Library's one second.
const SLOW = { timeout: 5000 };

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

beforeEach(() => {
  calls.post.mockReset();
  calls.confirm.mockReset();
});
afterEach(cleanup);

describe('the release dialog', () => {
  it('keeps the consignee while it is locked, and says why', () => {
    show(<ReleaseModal order={order} onClose={() => undefined} />);
    expect(screen.getByText('cargo-control.release.limit.locked')).toBeTruthy();
    expect(input('cargo-control.release.consigneeName').value).toBe('Li Lei');
    expect(input('cargo-control.release.consigneeName').disabled).toBe(true);
    expect(input('cargo-control.release.consigneePhone').disabled).toBe(true);
  });

  it('says goods outside a warehouse keep their consignee', () => {
    show(<ReleaseModal order={{ ...order, limitUpdateConsignee: 'notInWarehouse' }} onClose={() => undefined} />);
    expect(screen.getByText('cargo-control.release.limit.notInWarehouse')).toBeTruthy();
    expect(input('cargo-control.release.consigneeName').disabled).toBe(true);
  });

  it('lets the consignee change once the lock has expired', () => {
    show(<ReleaseModal order={{ ...order, limitUpdateConsignee: null }} onClose={() => undefined} />);
    expect(screen.getByText('cargo-control.release.changeAllowed')).toBeTruthy();
    expect(input('cargo-control.release.consigneeName').disabled).toBe(false);
  });

  it('offers only an SMS code to a controller without a control password', () => {
    show(<ReleaseModal order={{ ...order, hasControlPassword: false }} onClose={() => undefined} />);
    expect(screen.queryByRole('radio', { name: 'cargo-control.release.methods.password' })).toBeNull();
    expect(screen.getByRole('button', { name: 'common.sms.send' })).toBeTruthy();
    expect(screen.queryByLabelText('cargo-control.release.password')).toBeNull();
  });

  it('refuses more cartons than are left, and none at all, before asking the server', async () => {
    show(<ReleaseModal order={order} onClose={() => undefined} />);
    type('cargo-control.release.pickNum', '4');
    type('cargo-control.release.password', 'secret1');
    submit('cargo-control.release.ok');
    expect(await screen.findByText(errorMessage('CONTROL_RELEASE_EXCEEDS', 'zh_CN', { remain: 3 }), undefined, SLOW)).toBeTruthy();
    type('cargo-control.release.pickNum', '0');
    submit('cargo-control.release.ok');
    expect(await screen.findByText('放货箱数须大于 0', undefined, SLOW)).toBeTruthy();
    expect(calls.post).not.toHaveBeenCalled();
  });

  it('sends the release with stored units and shows the server’s refusal on the cartons', async () => {
    calls.post.mockRejectedValueOnce(
      new ApiError(errorMessage('CONTROL_RELEASE_EXCEEDS', 'zh_CN', { remain: 2 }), ERRORS.CONTROL_RELEASE_EXCEEDS.code),
    );
    show(<ReleaseModal order={order} onClose={() => undefined} />);
    type('cargo-control.release.pickNum', '3');
    type('cargo-control.release.pickVolume', '1.5');
    type('cargo-control.release.password', 'secret1');
    submit('cargo-control.release.ok');
    await waitFor(() => expect(calls.post).toHaveBeenCalledTimes(1), SLOW);
    expect(calls.post.mock.calls[0]?.[0]).toBe('/app-api/order/order-cargo-control/release');
    expect(calls.post.mock.calls[0]?.[1]).toMatchObject({
      id: 41,
      pickNum: 3,
      pickVolume: 1_500_000,
      consignee: { name: 'Li Lei', areaCode: '86', phone: '13900001111' },
      method: 'password',
      password: 'secret1',
    });
    expect(await screen.findByText(errorMessage('CONTROL_RELEASE_EXCEEDS', 'zh_CN', { remain: 2 }), undefined, SLOW)).toBeTruthy();
  });

  it('puts a wrong SMS code under the code input', async () => {
    const wrong = errorMessage('SMS_CODE_INCORRECT', 'en_US', { remaining: 4 });
    calls.post.mockRejectedValueOnce(new ApiError(wrong, ERRORS.SMS_CODE_INCORRECT.code));
    show(<ReleaseModal order={{ ...order, hasControlPassword: false }} onClose={() => undefined} />);
    type('cargo-control.release.pickNum', '1');
    fireEvent.change(screen.getByRole('textbox', { name: /cargo-control.release.code/ }), { target: { value: '123456' } });
    submit('cargo-control.release.ok');
    expect(await screen.findByText(wrong, undefined, SLOW)).toBeTruthy();
    expect(wrong).toMatch(/^Verification code incorrect/);
    expect(calls.post.mock.calls[0]?.[1]).toMatchObject({ method: 'sms', code: '123456' });
  });
});

describe('the transfer dialog', () => {
  const fillNewController = () => {
    type('cargo-control.transfer.newName', 'Zhao Min');
    type('cargo-control.transfer.newPhone', '13700001234');
    fireEvent.change(screen.getByRole('textbox', { name: /cargo-control.transfer.code/ }), { target: { value: '654321' } });
  };

  const body = { id: 41, newController: { name: 'Zhao Min', areaCode: '86', phone: '13700001234' }, code: '654321' };

  it('shows the current controller, has the server check it all, and transfers nothing until confirmed', async () => {
    calls.confirm.mockImplementation((props: { onCancel: () => void }) => props.onCancel());
    calls.post.mockResolvedValueOnce(null);
    show(<TransferModal order={order} onClose={() => undefined} />);
    expect(screen.getByText('Wang Fang')).toBeTruthy();
    expect(screen.getByText('+86 13800138000')).toBeTruthy();
    fillNewController();
    submit('cargo-control.transfer.ok');
    await waitFor(() => expect(calls.confirm).toHaveBeenCalledTimes(1), SLOW);
    expect(calls.post.mock.calls).toEqual([['/app-api/order/order-cargo-control/transfer-check', body, { silent: true }]]);
  });

  it('puts a wrong SMS code under the code input without asking to confirm', async () => {
    const wrong = errorMessage('SMS_CODE_INCORRECT', 'en_US', { remaining: 4 });
    calls.post.mockRejectedValueOnce(new ApiError(wrong, ERRORS.SMS_CODE_INCORRECT.code));
    show(<TransferModal order={order} onClose={() => undefined} />);
    fillNewController();
    submit('cargo-control.transfer.ok');
    expect(await screen.findByText(wrong, undefined, SLOW)).toBeTruthy();
    expect(calls.confirm).not.toHaveBeenCalled();
    expect(calls.post).toHaveBeenCalledTimes(1);
  });

  it('sends the new controller once checked and confirmed', async () => {
    calls.confirm.mockImplementation((props: { onOk: () => void }) => props.onOk());
    calls.post.mockResolvedValueOnce(null).mockResolvedValueOnce(null);
    const onClose = vi.fn();
    show(<TransferModal order={order} onClose={onClose} />);
    fillNewController();
    submit('cargo-control.transfer.ok');
    await waitFor(() => expect(onClose).toHaveBeenCalled(), SLOW);
    expect(calls.post).toHaveBeenLastCalledWith('/app-api/order/order-cargo-control/transfer', body, { silent: true });
  });

  it('refuses a new controller without a name', async () => {
    show(<TransferModal order={order} onClose={() => undefined} />);
    type('cargo-control.transfer.newPhone', '13700001234');
    submit('cargo-control.transfer.ok');
    await waitFor(() => expect(document.querySelector('#transfer-control_newController_name')?.getAttribute('aria-invalid')).toBe('true'), SLOW);
    expect(calls.confirm).not.toHaveBeenCalled();
  });
});
