// @vitest-environment happy-dom
import type { GiftDetail } from '@portal/contracts/gifts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { feedback } from '../../../lib/feedback';
import { changeLocale, initI18n, loadFeatureTexts } from '../../../lib/i18n';
import { RedeemForm } from './redeem-form';

// The form offers the outlets of the chosen method with their pickup surcharge, and counts
// the points the way the server does (price × quantity + the outlet's surcharge once).

const gift = (availablePoints: number): GiftDetail => ({
  id: 4,
  name: 'Folding umbrella',
  description: '',
  images: [],
  points: 300,
  stock: 20,
  status: 0,
  availablePoints,
  outlets: [
    { id: 1, name: 'Guangzhou outlet', city: 'Guangzhou', address: '88 Jichang Road', phone: '', method: 1, pickupPoints: 0 },
    { id: 2, name: 'Yiwu outlet', city: 'Yiwu', address: '1 Futian Road', phone: '', method: 1, pickupPoints: 50 },
    { id: 3, name: 'Lagos outlet', city: 'Lagos', address: '24 Creek Road', phone: '', method: 2, pickupPoints: 120 },
  ],
});

function renderForm(availablePoints: number) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <RedeemForm gift={gift(availablePoints)} onDone={() => undefined} onCancel={() => undefined} />
    </QueryClientProvider>,
  );
}

// The second group's radios: the outlets (the first group is the method).
const outletNames = () => within(screen.getAllByRole('radiogroup')[1]!).queryAllByRole('radio').map((radio) => radio.closest('label')?.textContent ?? '');

beforeAll(async () => {
  await initI18n();
  await loadFeatureTexts();
  await changeLocale('en_US');
  // The form's toast loads antd's feedback parts on first use; loaded here, that import
  // cannot still be running when the test environment is torn down.
  await import('../../../lib/feedback-antd');
});

afterEach(cleanup);

describe('the redemption form', () => {
  it('lists the outlets of the chosen method and adds the outlet surcharge once', async () => {
    renderForm(1000);
    expect(outletNames()).toEqual([
      'Guangzhou outlet no pickup cost88 Jichang Road',
      'Yiwu outlet +50 points pickup cost1 Futian Road',
    ]);
    const total = () => within(screen.getByText('Points needed').closest('tr')!).getAllByRole('cell').at(-1)?.textContent;
    expect(total()).toBe('300');
    fireEvent.click(screen.getByRole('radio', { name: /Yiwu outlet/ }));
    await waitFor(() => expect(total()).toBe('350'));

    fireEvent.click(screen.getByRole('radio', { name: 'Free sea shipment to a destination outlet' }));
    await waitFor(() => expect(outletNames()).toEqual(['Lagos outlet +120 points pickup cost24 Creek Road']));
    fireEvent.click(screen.getByRole('radio', { name: /Lagos outlet/ }));
    await waitFor(() => expect(total()).toBe('420'));
    expect(screen.queryByText('Insufficient points for this exchange')).toBeNull();
  });

  it('warns before submitting when the points do not cover the exchange', async () => {
    renderForm(320);
    expect(screen.queryByText('Insufficient points for this exchange')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Yiwu outlet/ }));
    expect(await screen.findByText('Insufficient points for this exchange')).toBeTruthy();
  });

  it('does not ask to confirm while the points do not cover the quantity: the quantity says why', async () => {
    const confirm = vi.spyOn(feedback, 'confirm').mockImplementation(() => undefined);
    renderForm(500);
    fireEvent.click(screen.getByRole('radio', { name: /Guangzhou outlet/ }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Exchange now' }));
    await waitFor(() => expect(screen.getAllByText('Insufficient points for this exchange')).toHaveLength(2));
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });
});
