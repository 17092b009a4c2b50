// @vitest-environment happy-dom
import type { OrderDetail } from '@portal/contracts/order';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, initI18n, loadFeatureTexts } from '../../../lib/i18n';
import { code128Modules } from './code128';
import { PrintPage, PrintSheet, printRefusal } from './print-page';
import { readPrintParams } from './print-params';
import type { PrintContext } from './sheet-parts';

const place = (nameZh: string, nameEn: string, nameFr: string) => ({ id: 1, code: 'X', nameZh, nameEn, nameFr });
const party = { name: '张伟', company: null, nameEn: null, areaCode: '86', phone: '13800138000', email: null };

const order = {
  id: 7,
  orderNo: 'SE261124000123',
  status: 2,
  viewerRole: 'shipper',
  actions: ['copy', 'print'],
  createTime: '2026-11-20T02:15:00.000Z',
  submitTime: '2026-11-20T02:20:00.000Z',
  orderType: '1',
  transportType: '1',
  consignor: party,
  consignee: { ...party, name: 'Amadou Diallo', areaCode: '225', phone: '0707070707' },
  marks: 'ABJ2026',
  goods: [{ id: 1, proZh: '蓝牙耳机', proEn: 'Bluetooth earphones', brand: '0', num: 10, unit: 'piece', quantity: 500, volume: 1_200_000, weight: 85_500, worth: 250_000, material: null, prodAttrArr: [], isPayAdvance: false, link: null }],
  currency: 'EUR',
  destCountry: place('科特迪瓦', 'Côte d’Ivoire', 'Côte d’Ivoire'),
  destCity: place('阿比让', 'Abidjan', 'Abidjan'),
  totalNum: 10,
  totalVolume: 1_200_000,
  totalWeight: 85_500,
  totalWorth: 250_000,
  receipt: null,
} as unknown as OrderDetail;

const ctx: PrintContext = {
  locale: 'fr_FR',
  transportName: (code) => (code === '1' ? 'Groupage maritime' : code),
  unitName: (code) => (code === 'piece' ? 'pièces' : code),
  contact: { phone: '+86 20 1234 5678', email: null },
  trackingUrl: (no) => `https://portal.example/jd-transport?no=${no}`,
};

beforeAll(async () => {
  await initI18n();
  await loadFeatureTexts();
  await changeLocale('fr_FR');
});

afterEach(cleanup);

describe('print views', () => {
  it('draws the lading bill with the barcode of the order number and the tracking QR code', () => {
    render(<PrintSheet type="lading-bill" order={order} ctx={ctx} />);
    const sheet = within(screen.getByRole('article', { name: 'Connaissement SE261124000123' }));
    const barcode = sheet.getByRole('img', { name: 'Code-barres de la commande SE261124000123' });
    // One rectangle per bar of the Code 128 symbol.
    const bars = code128Modules('SE261124000123').match(/1+/g) ?? [];
    expect(barcode.querySelectorAll('rect')).toHaveLength(bars.length);
    expect(sheet.getByRole('img', { name: 'QR code de la page de suivi' })).toBeTruthy();
    expect(sheet.getByText('蓝牙耳机')).toBeTruthy();
    expect(sheet.getByRole('region', { name: 'Marchandises' })).toBeTruthy();
    expect(sheet.getByText('500 pièces')).toBeTruthy();
  });

  it('draws the receipt label with what was declared before the warehouse has the cargo', () => {
    render(<PrintSheet type="label" order={order} ctx={ctx} />);
    const label = within(screen.getByRole('article', { name: 'Étiquette de réception SE261124000123' }));
    expect(label.getByRole('img', { name: 'Code-barres de la commande SE261124000123' })).toBeTruthy();
    expect(label.getByText('ABJ2026')).toBeTruthy();
    expect(label.getByText('Côte d’Ivoire · Abidjan')).toBeTruthy();
    expect(label.getByText('Pas encore reçu : chiffres déclarés ci-dessous')).toBeTruthy();
  });

  it('prints the lading bill for the shipper only, and nothing before submission', () => {
    const asConsignee = { ...order, viewerRole: 'consignee' } as const;
    expect(printRefusal('lading-bill', order)).toBeNull();
    expect(printRefusal('lading-bill', asConsignee)).toBe('consignee');
    expect(printRefusal('receipt', asConsignee)).toBeNull();
    expect(printRefusal('receipt', { ...order, status: 0 })).toBe('status');
  });

  it('labels the declared total and what the warehouse measured, on both documents, never summed together', () => {
    // As the server answers after the receipt: the order's totals are the measured figures.
    const line = { ...order.goods[0]!, num: 10, volume: 1_250_000, weight: 180_500 };
    const received = {
      ...order,
      goods: [line],
      totalNum: 8,
      totalVolume: 1_300_000,
      totalWeight: 185_000,
      receipt: { cartons: 8, size: '60×40×40', volume: 1_300_000, weight: 185_000, inTime: '2026-11-22T08:30:00.000Z', updateTime: '2026-11-22T08:30:00.000Z', warehouse: null },
    } as OrderDetail;
    const rowText = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) }).textContent?.replace(/\s/g, '');
    for (const type of ['lading-bill', 'receipt'] as const) {
      render(<PrintSheet type={type} order={received} ctx={ctx} />);
      expect(rowText('Total déclaré')).toBe('Totaldéclaré101,25180,5'.concat(type === 'lading-bill' ? '2500,00€' : ''));
      expect(rowText('Mesuré à l’entrepôt')).toBe('Mesuréàl’entrepôt81,3185');
      cleanup();
    }
    render(<PrintSheet type="receipt" order={order} ctx={ctx} />);
    expect(screen.queryByRole('row', { name: /^Mesuré/ })).toBeNull();
  });

  it('says "Nothing to print" when no order is selected', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['dict', 'transport_type'], []);
    client.setQueryData(['ecw', 'units'], []);
    client.setQueryData(['client-config'], { serviceContact: { phone: null, whatsapp: null, email: null } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/jiedao/jd-print?type=receipt']}>
          <PrintPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByText('Rien à imprimer')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('encodes Code 128 as the server does (start B, code set C for the digits, checksum, stop)', () => {
    expect(code128Modules('SE261124000123')).toBe(
      '11010010000110111010001000110100010111011110111001001101100010010011101001100110110011001100110110011101101110100110011101100011101011',
    );
  });

  it('reads the type and the ids of the route', () => {
    expect(readPrintParams(new URLSearchParams('type=label&ids=3,x,3,-1,12'))).toEqual({ type: 'label', ids: [3, 12] });
    expect(readPrintParams(new URLSearchParams('type=other'))).toEqual({ type: 'lading-bill', ids: [] });
  });
});
