import { expect as baseExpect, test, type Page } from '@playwright/test';
import { chooseOption, expectAccessible, staffSignIn, useEnglish } from './support';

// The operations dashboard (docs/staff-console.md, "Dashboard"): an administrator lands on it,
// reads each chart's figures as links, and a figure opens the list behind it with its filter.
// The chart library is loaded by the dashboard alone.

const expect = baseExpect.configure({ timeout: 30_000 });
const CHARTS = /\/assets\/staff-charts-[\w-]{8}\.js$/;

test.beforeEach(async ({ context }) => {
  test.slow();
  await useEnglish(context);
});

function chartRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (CHARTS.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return seen;
}

test('an administrator lands on the dashboard and a chart leads to its list, filtered', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const charts = chartRequests(page);
  await staffSignIn(page, 'admin', 'admin1234');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page).toHaveTitle('Dashboard - Staff console');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  expect(charts.length).toBeGreaterThan(0);

  // The demo containers: two loading at sea. The chart says its figures to a screen reader,
  // and beside it each figure is a link.
  const containers = page.getByRole('region', { name: 'Containers by stage' });
  await expect(containers.getByRole('img', { name: /^Containers by stage\. .*In warehouse · Sea \d+/ })).toBeVisible();
  const loading = containers.getByRole('link', { name: /^In warehouse · Sea: \d+$/ });
  await expect(loading).toBeVisible();
  await expect(page.locator('canvas').first()).toBeVisible();
  await expectAccessible(page);

  // Another window: the order chart's figures link to the order desk with the days shown.
  await chooseOption(page, 'Days shown', 'Last 30 days');
  await expect(page).toHaveURL(/\/admin\/dashboard\?days=30$/);
  await expect(page.getByRole('region', { name: 'Orders per day by status' }).getByText(/^Created \d{4}-\d\d-\d\d – \d{4}-\d\d-\d\d/)).toBeVisible();

  await containers.getByRole('link', { name: /^In warehouse · Sea: \d+$/ }).click();
  await expect(page).toHaveURL(/\/admin\/containers\?status=2&kind=sea$/);
  const list = page.getByRole('region', { name: 'Containers and air shipments' });
  await expect(list.getByRole('row').filter({ hasText: 'MSCU412073' })).toBeVisible();
  await expect(list.getByRole('row').filter({ hasText: 'TGHU880214' })).toHaveCount(0);
});

test('no other staff page loads the chart library', async ({ page }) => {
  const charts = chartRequests(page);
  await staffSignIn(page, 'operator', 'operator1234');
  await expect(page).toHaveURL(/\/admin\/orders$/);
  for (const desk of ['containers', 'exceptions', 'warehouse']) {
    await page.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: new RegExp(`^${desk}$`, 'i') }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${desk}`));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(charts).toEqual([]);
  // An operator cannot open the dashboard: the 403 page. (Its address alone starts its code
  // loading beside the session check, staff-guard.tsx, before the roles are known.)
  await page.goto('/admin/dashboard');
  await expect(page.getByText('You cannot open this page')).toBeVisible();
});
