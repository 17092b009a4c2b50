import { expect, test } from '@playwright/test';
import { placeOrder, signInCertified } from './order-fixtures';
import { expectAccessible, useEnglish } from './support';

// Printing an order's documents: the lading bill with its barcode and QR code, the PDF the
// server draws of it, and the carton labels of two orders at once.

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

test('a member prints the lading bill of an order: barcode, QR code, PDF, and two carton labels at once', async ({ page, request }) => {
  const { token } = await signInCertified(page, request, 'print1234');
  const first = await placeOrder(request, token, 'PRINT1');
  const second = await placeOrder(request, token, 'PRINT2');

  await page.goto(`/jiedao/jd-print?type=lading-bill&ids=${first.id}`);
  const bill = page.getByRole('article', { name: `Bill of lading ${first.orderNo}` });
  await expect(bill).toBeVisible();
  await expect(bill.getByRole('img', { name: `Barcode of order ${first.orderNo}` })).toBeVisible();
  await expect(bill.getByRole('img', { name: 'QR code of the tracking page' })).toBeVisible();
  await expect(bill.getByRole('cell', { name: 'LED灯' })).toBeVisible();
  await expect(bill.getByText('PRINT1')).toBeVisible();
  await expectAccessible(page);

  // The server's PDF of the same document.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  const pdf = Buffer.concat(chunks);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect((await download).suggestedFilename()).toBe(`${first.orderNo}-lading-bill.pdf`);

  // On paper only the document: the member area's menu is not printed.
  await page.emulateMedia({ media: 'print' });
  await expect(bill).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Member menu' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeHidden();
  await page.emulateMedia({ media: null });

  // Two orders' carton labels, each on a 100 × 150 mm page.
  await page.goto(`/jiedao/jd-print?type=label&ids=${first.id},${second.id}`);
  for (const order of [first, second]) {
    const label = page.getByRole('article', { name: `Warehouse receipt label ${order.orderNo}` });
    await expect(label.getByRole('img', { name: `Barcode of order ${order.orderNo}` })).toBeVisible();
  }
  await expect(page.getByText('2 to print')).toBeVisible();
  const printed = await page.pdf({ preferCSSPageSize: true });
  const sizes = [...printed.toString('latin1').matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) => [Math.round(Number(m[1])), Math.round(Number(m[2]))]);
  expect(sizes).toEqual([
    [283, 425],
    [283, 425],
  ]);

  // Nothing selected.
  await page.goto('/jiedao/jd-print?type=receipt');
  await expect(page.getByText('Nothing to print')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeDisabled();
});
