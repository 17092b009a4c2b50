import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, loginDemo, useEnglish } from './support';

// The lists on a phone are cards, not a table scrolling sideways (docs/web.md, "A list page"):
// the exceptions and the addresses here, the order lists in orders-pages.spec.ts. On a desk the
// table's pinned actions column leaves the last column whole.

test.beforeEach(async ({ context, page }) => {
  await useEnglish(context);
  await loginDemo(page);
});

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the exceptions show a card per item with its actions, without sideways scrolling', async ({ page }) => {
    await page.goto('/jiedao/jd-abnormal');
    const list = page.getByRole('region', { name: 'Exceptions' });
    const card = list.getByRole('listitem').first();
    await expect(card.getByRole('button', { name: /^View / })).toBeInViewport();
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await fits(page)).toBe(true);
    await expectAccessible(page);
    // View opens the item's drawer, whose code comes when asked for.
    await card.getByRole('button', { name: /^View / }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('the addresses show a card per address with its actions, without sideways scrolling', async ({ page }) => {
    await page.goto('/jiedao/jd-address-manager');
    const card = page.getByRole('main').getByRole('listitem').first();
    await expect(card.getByRole('button', { name: 'Edit' })).toBeInViewport();
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await fits(page)).toBe(true);
    await expectAccessible(page);
    await card.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test.describe('on a desk', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const path of ['/jiedao/jd-postorder', '/jiedao/jd-receivedorder', '/jiedao/jd-abnormal', '/jiedao/jd-address-manager']) {
    test(`${path}: scrolled to its end, the table's last column stands whole beside the pinned actions`, async ({ page }) => {
        await page.goto(path);
      const table = page.getByRole('table').first();
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      const edges = await page.evaluate(() => {
        const scroller = document.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
        if (scroller) scroller.scrollLeft = scroller.scrollWidth;
        const header = [...document.querySelectorAll<HTMLElement>('.ant-table-thead th')].filter((th) => !th.classList.contains('ant-table-selection-column'));
        const pinned = header.find((th) => th.classList.contains('ant-table-cell-fix-right') || th.classList.contains('ant-table-cell-fix-end'));
        const last = pinned ? header[header.indexOf(pinned) - 1] : undefined;
        return pinned && last ? { lastRight: last.getBoundingClientRect().right, pinnedLeft: pinned.getBoundingClientRect().left } : null;
      });
      expect(edges).not.toBeNull();
      expect(edges!.lastRight).toBeLessThanOrEqual(edges!.pinnedLeft + 1);
    });
  }
});
