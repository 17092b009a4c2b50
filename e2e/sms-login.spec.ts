import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, expectProfileOf, registerByApi, requestAndFillCode, useEnglish } from './support';

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

for (const slider of ['mouse', 'keys'] as const) {
  test(`a member logs in with an SMS code (slider by ${slider})`, async ({ page, request }) => {
    // A member of its own: codes to one number are 60 s apart, and reruns must not wait.
    const mobile = await registerByApi(request, 'kite4sail');
    await page.goto('/login');
    await page.getByRole('tab', { name: 'SMS login' }).click();
    const panel = page.getByRole('tabpanel', { name: 'SMS login' });
    await expect(panel.getByLabel('Area code', { exact: true })).toHaveValue(DEMO.areaCode);
    await expectAccessible(page);
    await panel.getByLabel('Mobile number').fill(mobile);
    await requestAndFillCode(page, request, mobile, 'login', slider);
    await panel.getByRole('button', { name: 'Log in' }).click();

    await expectProfileOf(page, mobile);
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  });
}
