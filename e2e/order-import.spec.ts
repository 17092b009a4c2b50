import fs from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { englishGoods, englishOrder, fillRows } from '../apps/server/src/test/order-sheet-helpers';
import { loginWithPassword, registerByApi, useEnglish } from './support';

// Order spreadsheets from the posted orders list: a new member downloads the import template,
// fills it (one good order, one with a bad shipping mark), sees the bad cell, imports the good
// order only, finds the draft, exports it, and is told to verify their identity before
// submitting it.

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

test('a member imports orders from the template, keeps the valid one as a draft, exports it and is asked to verify before submitting', async ({ page, request }) => {
  test.slow();
  const password = 'kite4sail';
  const mobile = await registerByApi(request, password);
  await page.goto('/login');
  await loginWithPassword(page, mobile, password);
  await expect(page).toHaveURL(/\/jiedao\/jd-profile$/);
  await page.getByRole('navigation', { name: 'Member menu' }).getByRole('menuitem', { name: 'Orders sent' }).click();
  await expect(page).toHaveURL(/\/jiedao\/jd-postorder$/);

  // Toolbar buttons are named with their icon too ("upload Import").
  await page.getByRole('button', { name: /Import$/ }).click();
  const importer = page.getByRole('dialog', { name: 'Import orders from Excel' });
  const downloading = page.waitForEvent('download');
  await importer.getByRole('button', { name: 'Download the template' }).click();
  const template = await downloading;
  expect(template.suggestedFilename()).toBe('orders-template.xlsx');

  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await fs.readFile(await template.path())) as unknown as ExcelJS.Buffer);
  expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Orders', 'Goods', 'Instructions', 'Lists']);
  // The server tests' fixtures: a good order Guangzhou → Accra, a goods line.
  fillRows(book.worksheets[0]!, [englishOrder('A1', { 'Shipping mark': 'EGOOD1' }), englishOrder('A2', { 'Shipping mark': '9BAD' })]);
  fillRows(book.worksheets[1]!, [englishGoods('A1'), englishGoods('A2')]);
  await importer.locator('input[type=file]').setInputFiles({
    name: 'orders.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  });

  // Nothing is imported while a row is bad; the bad cell is named with the form's rule.
  await importer.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(importer.getByText('1 of 2 orders have errors: nothing was imported')).toBeVisible();
  const bad = importer.getByRole('row').filter({ hasText: 'Shipping mark' });
  await expect(bad.getByRole('cell')).toHaveText(['Orders', '3', 'V · Shipping mark', 'The shipping mark must start with a letter A–Z, not a digit']);

  await importer.getByRole('button', { name: 'Import the 1 valid order' }).click();
  await expect(importer.getByText('1 order imported as a draft')).toBeVisible();
  await importer.getByRole('link', { name: 'View my drafts' }).click();
  await expect(importer).toBeHidden();
  await expect(page).toHaveURL(/\/jiedao\/jd-postorder\?status=0$/);
  const row = page.getByRole('row').filter({ hasText: 'EGOOD1' });
  await expect(row).toContainText('Draft');

  // Export the selection.
  await row.getByRole('checkbox').check();
  const exporting = page.waitForEvent('download');
  await page.getByRole('button', { name: /Export selected \(1\)$/ }).click();
  const exported = new ExcelJS.Workbook();
  await exported.xlsx.load((await fs.readFile(await (await exporting).path())) as unknown as ExcelJS.Buffer);
  expect(exported.worksheets[0]!.getRow(2).getCell(4).text).toBe('EGOOD1');

  // Submitting needs real-name certification: the dialog says so and where to go.
  await page.getByRole('button', { name: /Submit selected \(1\)$/ }).click();
  const submit = page.getByRole('dialog', { name: 'Submit selected' });
  await submit.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(submit.getByText('Please complete real-name authentication first')).toBeVisible();
  await expect(submit.getByRole('link', { name: 'Go to real-name verification' })).toHaveAttribute('href', '/jiedao/jd-idcard');
});
