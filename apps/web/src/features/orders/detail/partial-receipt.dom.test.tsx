// @vitest-environment happy-dom
import type { WarehouseReceipt } from '@portal/contracts/order';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, initI18n, loadFeatureTexts } from '../../../lib/i18n';
import { PartialReceipt } from './partial-receipt';

const receipt: WarehouseReceipt = {
  cartons: 12,
  size: '60×40×40 cm',
  volume: 600_000,
  weight: 120_000,
  inTime: '2026-11-24T08:00:00.000Z',
  updateTime: '2026-11-24T08:00:00.000Z',
  warehouse: null,
  complete: false,
  expectedCartons: 30,
  lots: [
    { lotNo: 1, cartons: 8, size: '60×40×40 cm', volume: 400_000, weight: 80_000, inTime: '2026-11-23T08:00:00.000Z' },
    { lotNo: 2, cartons: 4, size: '60×40×40 cm', volume: 200_000, weight: 40_000, inTime: '2026-11-24T08:00:00.000Z' },
  ],
};

beforeAll(async () => {
  await initI18n();
  await loadFeatureTexts();
  await changeLocale('fr_FR');
});

afterEach(cleanup);

describe('partial receipt', () => {
  it('says how many of the cartons are in so far, lot by lot, and nothing once the receipt is complete', () => {
    const { unmount } = render(<PartialReceipt receipt={receipt} />);
    expect(screen.getByText("Réception partielle : 12 sur 30 cartons sont à l'entrepôt à ce jour.")).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent?.split(' — ').slice(0, 2).join(' — '))).toEqual(['Lot 1 — cartons : 8', 'Lot 2 — cartons : 4']);
    unmount();
    const { container } = render(<PartialReceipt receipt={{ ...receipt, complete: true }} />);
    expect(container.textContent).toBe('');
  });
});
