// @vitest-environment happy-dom
import { ACTIONS_BY_TYPE, type AbnormalItem } from '@portal/contracts/abnormal';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { feedback } from '../../../lib/feedback';
import { changeLocale, initI18n, loadFeatureTexts } from '../../../lib/i18n';
import { HandleDialog } from './handle-dialog';

// The dialog offers the actions the server listed for the item (ACTIONS_BY_TYPE), and the
// compensation rules on damage and loss types only.

const item = (type: AbnormalItem['type']): AbnormalItem => ({
  id: 3,
  orderId: 7,
  orderNo: 'SE261124000123',
  marks: 'ABJ2026',
  type,
  description: 'Two cartons crushed',
  amount: 2500,
  currency: 'USD',
  chargedAmount: null,
  status: 0,
  action: null,
  actions: [...ACTIONS_BY_TYPE[type]],
  files: [],
  handler: null,
  handlerTime: null,
  createTime: '2026-11-20T02:15:00.000Z',
  claim: null,
});

function renderDialog(type: AbnormalItem['type']) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <HandleDialog item={item(type)} onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n();
  await loadFeatureTexts();
  await changeLocale('en_US');
});

afterEach(cleanup);

describe('the handle dialog', () => {
  it('offers the three weight actions and a dispute on a weight exception, without claim rules', () => {
    renderDialog('1');
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Set as general cargo',
      'Agree heavy cargo',
      'Agree bulky cargo',
      'Dispute',
    ]);
    expect(dialog.queryByText('Compensation and claims')).toBeNull();
  });

  it('shows the compensation and claim rules on a damage exception', () => {
    renderDialog('4');
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText('Compensation and claims')).toBeTruthy();
    expect(dialog.getByText('Lost parcels are compensated up to $100.00 per consignment (ticket).')).toBeTruthy();
    expect(dialog.getByText('Insurance claims must be reported within 3 days of warehousing.')).toBeTruthy();
    expect(dialog.getAllByRole('radio')).toHaveLength(4);
  });

  it('asks for the reason of a dispute before asking to confirm', async () => {
    const confirm = vi.spyOn(feedback, 'confirm').mockImplementation(() => undefined);
    renderDialog('1');
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.click(dialog.getByRole('radio', { name: 'Dispute' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await dialog.findByText('Enter the reason for the dispute')).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
    // With the reason, the confirmation comes.
    fireEvent.change(dialog.getByRole('textbox', { name: 'Reason for the dispute' }), { target: { value: 'Weighed with the pallet' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    confirm.mockRestore();
  });
});
