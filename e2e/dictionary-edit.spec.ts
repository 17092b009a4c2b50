import { expect as baseExpect, test } from '@playwright/test';
import type { CursorPage } from '@portal/contracts/cursor';
import type { OrderListItem } from '@portal/contracts/order';
import { SCORE_RULE, type ScoreRuleItem } from '@portal/contracts/points';
import type { DictDataItem, StaffDictData, StaffNeedKnow } from '@portal/contracts/system';
import { auth, expectAccessible, loginDemo, memberGet, staffLogin, staffSignIn, useEnglish } from './support';

// The reference-data desk (docs/staff-console.md, "Reference data"): an administrator renames
// the transport type one of the demo member's orders travels by; the member's order page,
// opened again, shows the new name, with no server restart. A blank label is refused on its
// field first; disabling asks before anything is sent. From the member-system part, the points
// earning rules desk: a rule's new points are what the demo member reads.

const expect = baseExpect.configure({ timeout: 30_000 });

test.beforeEach(async ({ context }) => {
  test.slow();
  await useEnglish(context);
});

test('an administrator renames a transport type and the member’s order page shows the new name', async ({ page, browser, request }) => {
  // The member's order and the name its transport type has now.
  const member = await browser.newContext({ locale: 'en-US', reducedMotion: 'reduce' });
  await useEnglish(member);
  const memberPage = await member.newPage();
  await loginDemo(memberPage);
  const orders = await memberGet<CursorPage<OrderListItem>>(memberPage, '/app-api/order/order/page', { role: 'posted', pageSize: 20 });
  const order = orders.list.find((o) => o.transportType);
  expect(order, 'a seeded order with a transport type').toBeDefined();
  if (!order?.transportType) return;
  const entries = await memberGet<DictDataItem[]>(memberPage, '/app-api/system/dict-data/list-all-simple', { dictType: 'transport_type' });
  const entry = entries.find((e) => e.value === order.transportType)!;
  const renamed = `${entry.labelEn} (renamed ${Date.now() % 100_000})`;
  await memberPage.goto(`/jiedao/jd-orderdetail?id=${order.id}`);
  await expect(memberPage.getByText(entry.labelEn, { exact: true }).first()).toBeVisible();

  const token = await staffLogin(request);
  try {
    // The administrator opens the desk from the menu and finds the dictionary.
    await staffSignIn(page, 'admin', 'admin1234');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.getByRole('menuitem', { name: 'Reference data' }).click();
    await expect(page).toHaveURL(/\/admin\/dictionaries$/);
    await expect(page).toHaveTitle('Reference data - Staff console');
    await expect(page.getByRole('heading', { name: 'Reference data', level: 1 })).toBeVisible();
    await expect(page.getByText('Choose a dictionary to see its entries.')).toBeVisible();
    await page.keyboard.press('/');
    await expect(page.getByRole('searchbox', { name: 'Find a dictionary' })).toBeFocused();
    await page.keyboard.type('transport');
    await page.getByRole('button', { name: 'Open the entries of 运输方式' }).click();
    await expect(page).toHaveURL(/\/admin\/dictionaries\?type=transport_type$/);
    await expect(page.getByRole('heading', { name: 'Entries of 运输方式 (transport_type)' })).toBeVisible();
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: entry.labelEn, exact: true }) });
    await expect(row.getByRole('cell', { name: entry.labelFr, exact: true })).toBeVisible();
    await expectAccessible(page);

    // Disabling asks first; cancelled, nothing changes.
    await row.getByRole('button', { name: `Disable ${entry.value} · ${entry.labelEn}` }).click();
    const confirm = page.getByRole('dialog', { name: `Disable the entry ${entry.value} · ${entry.labelEn}?` });
    await expect(confirm).toContainText('Nothing is deleted');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(row.getByText('Enabled', { exact: true })).toBeVisible();

    // A blank English label is refused on its field; then the new one is saved.
    await row.getByRole('button', { name: `Edit ${entry.value} · ${entry.labelEn}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit the entry ${entry.value}` });
    await expect(dialog.getByRole('textbox', { name: 'Value', exact: true })).toBeDisabled();
    await expectAccessible(page);
    await dialog.getByLabel('Label (English)').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter the label')).toBeVisible();
    await dialog.getByLabel('Label (English)').fill(renamed);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ has: page.getByRole('cell', { name: renamed, exact: true }) })).toBeVisible();

    // The member's page, opened again, names the transport type anew.
    await memberPage.reload();
    await expect(memberPage.getByText(renamed, { exact: true }).first()).toBeVisible();
    await expect(memberPage.getByText(entry.labelEn, { exact: true })).toHaveCount(0);
  } finally {
    // The dictionary as it was, for the journeys after this one.
    const list = (await (await request.get('/admin-api/system/dict-data/list', { headers: auth(token), params: { dictType: 'transport_type' } })).json()) as { data: StaffDictData[] };
    const now = list.data.find((e) => e.value === entry.value)!;
    await request.post('/admin-api/system/dict-data/update', {
      headers: auth(token),
      data: { id: now.id, label: now.label, labelEn: entry.labelEn, labelFr: now.labelFr, colorType: now.colorType, sort: now.sort, remark: now.remark },
    });
    await member.close();
  }
});

test('an administrator adds a paragraph to the service agreement and a visitor reads it on the registration page; an earning rule edited is what the member reads', async ({ page, browser, request }) => {
  const token = await staffLogin(request);
  const original = ((await (await request.get('/admin-api/system/need-know/get', { headers: auth(token), params: { key: 'service_agreement' } })).json()) as { data: StaffNeedKnow }).data;
  const added = `Parcels are insured on request (${Date.now() % 100_000}).`;
  const rules = ((await (await request.get('/admin-api/member/score-rule/list', { headers: auth(token) })).json()) as { data: ScoreRuleItem[] }).data;
  const invite = rules.find((r) => r.type === SCORE_RULE.invitedSignIn)!;
  const points = invite.points + 1 + (Date.now() % 50);
  try {
    await staffSignIn(page, 'admin', 'admin1234');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/admin/dictionaries/texts');
    await expect(page.getByRole('heading', { name: 'Need-to-know texts', level: 2 })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Member service agreement' });
    await expect(row).toContainText('en_US');
    await row.getByRole('button', { name: 'Edit Member service agreement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit: Member service agreement' });
    await dialog.getByRole('tab', { name: 'English' }).click();
    const content = dialog.getByLabel('Text (English)');
    await expect(content).toHaveValue(original.texts.en_US!.content);
    await expectAccessible(page);
    await content.fill(`${original.texts.en_US!.content}\n\n${added}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Member service agreement saved: members read the new text now.')).toBeVisible();

    // The member-system part shows the switch and the excluded area codes.
    await page.getByRole('link', { name: 'Member system' }).click();
    await expect(page).toHaveURL(/\/admin\/dictionaries\/member-system$/);
    await expect(page.getByRole('switch', { name: 'Points and levels shown to members' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit the excluded area codes' })).toBeVisible();
    await expectAccessible(page);

    // The earning rules are a desk of their own, linked from here. A blank title is refused on
    // its field; the new points are what members read under "How to earn points".
    await page.getByRole('link', { name: 'Points earning rules' }).click();
    await expect(page).toHaveURL(/\/admin\/points$/);
    await expect(page.getByRole('heading', { name: 'Points earning rules', level: 1 })).toBeVisible();
    await expect(page.getByText('Member system on')).toBeVisible();
    const ruleRow = page.getByRole('row').filter({ hasText: invite.title });
    await expect(ruleRow.getByRole('cell', { name: 'Invited member signs in' })).toBeVisible();
    await ruleRow.getByRole('button', { name: `Disable ${invite.title}` }).click();
    const disabling = page.getByRole('dialog', { name: `Disable “${invite.title}”?` });
    await expect(disabling).toContainText('Points already earned are kept.');
    await disabling.getByRole('button', { name: 'Cancel' }).click();
    await ruleRow.getByRole('button', { name: `Edit ${invite.title}` }).click();
    const ruleDialog = page.getByRole('dialog', { name: `Edit “${invite.title}”` });
    await ruleDialog.getByLabel('Title').fill('');
    await ruleDialog.getByRole('button', { name: 'Save' }).click();
    await expect(ruleDialog.getByText('is required')).toBeVisible();
    await ruleDialog.getByLabel('Title').fill(invite.title);
    await ruleDialog.getByLabel('Points per grant').fill(String(points));
    await ruleDialog.getByRole('button', { name: 'Save' }).click();
    await expect(ruleDialog).toBeHidden();
    await expect(ruleRow.getByRole('cell', { name: String(points), exact: true })).toBeVisible();
    await expect(ruleRow.getByText('Enabled', { exact: true })).toBeVisible();
    await expectAccessible(page);

    // A visitor reads the new paragraph where they register.
    const visitor = await browser.newContext({ locale: 'en-US', reducedMotion: 'reduce' });
    await useEnglish(visitor);
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/registered');
    await visitorPage.getByRole('button', { name: 'Read the service agreement' }).click();
    const agreement = visitorPage.getByRole('dialog', { name: original.texts.en_US!.title });
    await expect(agreement).toContainText(added);

    // Signed in, the demo member reads the rule's new points.
    await loginDemo(visitorPage);
    await visitorPage.goto('/jiedao/jd-integral');
    const earning = visitorPage.getByRole('list', { name: 'How to earn points' }).getByRole('listitem').filter({ hasText: 'Invited member signs in' });
    await expect(earning).toContainText(`+${points} points`);
    await visitor.close();
  } finally {
    await request.post('/admin-api/system/need-know/update', { headers: auth(token), data: { key: 'service_agreement', texts: original.texts } });
    const { updateTime: _updated, ...rule } = invite;
    await request.put('/admin-api/member/score-rule/update', { headers: auth(token), data: rule });
  }
});
