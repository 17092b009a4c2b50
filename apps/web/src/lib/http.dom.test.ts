// @vitest-environment happy-dom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { send } from './http';
import { changeLocale, initI18n } from './i18n';
import type * as Transport from './transport';

// What the member is told of a failed call (lib/http.ts).

const calls = vi.hoisted(() => ({ exchange: vi.fn(), error: vi.fn(), confirm: vi.fn() }));
vi.mock('./transport', async (actual) => ({ ...(await actual<typeof Transport>()), exchange: calls.exchange }));
vi.mock('./feedback', () => ({ feedback: { error: calls.error, confirm: calls.confirm } }));

beforeAll(async () => {
  await initI18n();
  await changeLocale('en_US');
});

describe('a refused body', () => {
  it('toasts each field’s text, not the API’s field names; the error keeps the whole answer', async () => {
    const msg = 'Invalid request: remarks: Enter the reason for the dispute';
    const fields = [{ field: 'remarks', rule: 'v.abnormal.reason.required', message: 'Enter the reason for the dispute' }];
    calls.exchange.mockResolvedValueOnce({ code: 400, msg, data: { fields } });
    const failed = await send({ method: 'POST', url: '/app-api/order/abnormal/handle' }).catch((error: unknown) => error);
    expect(calls.error).toHaveBeenCalledWith('Enter the reason for the dispute');
    expect(failed).toBeInstanceOf(ApiError);
    expect((failed as ApiError).message).toBe(msg);
    expect((failed as ApiError).fieldErrors).toEqual(fields);
  });

  it('says nothing of a refused token before the member was read: the route guard does', async () => {
    calls.exchange.mockResolvedValueOnce({ code: 50008, msg: 'Invalid session', data: null });
    await expect(send({ method: 'GET', url: '/app-api/system/banner/list' })).rejects.toBeInstanceOf(ApiError);
    expect(calls.error).toHaveBeenCalledTimes(1);
    expect(calls.confirm).not.toHaveBeenCalled();
  });
});
