// Organisation management (issue 6) on the built app and the mock: invitations with chip rules, roles, removal,
// server-side grid paging and sorting, Basic Member permissions, the logo rule. Data is made unique per run;
// the mock is never reset here (other spec files may share it).
import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, gridRows, seedStorage, sessionFor } from '../support';

const INVALID = 'Please enter a valid email address!';
const DUPLICATE = 'Email already exists!';
const NO_PERMISSION = 'No operation permission';

async function signIn(page: Page, email = 'demo@aispace.dev', password = 'Demo@1234') {
  await seedStorage(page, { ...(await sessionFor(page.request, email, password)), locale: 'en-US' });
}

const membersGrid = (page: Page) => page.getByTestId('members-grid');

async function openMembers(page: Page, search = '') {
  await page.goto(`/#/org-member${search}`);
  // The first page of a run also waits for the session fetch and the lazy chunks of a cold server.
  await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(gridRows(page, 'members-grid').first()).toBeVisible({ timeout: 20_000 });
}

test.describe('invitations (Super Admin)', () => {
  test('invalid and duplicate chips are refused with their messages; two emails are invited and listed', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await signIn(page);
    await openMembers(page);
    const stamp = Date.now();
    const first = `e2e-${stamp}-a@example.com`;
    const second = `e2e-${stamp}-b@example.com`;

    await page.getByTestId('invite-button').click();
    const dialog = page.getByTestId('invite-dialog');
    const input = dialog.getByTestId('invite-emails-input');
    const chips = dialog.getByTestId('invite-email-chip');

    await input.fill('not-an-email');
    await input.press('Enter');
    await expect(dialog.getByText(INVALID)).toBeVisible();
    await expect(chips).toHaveCount(0);

    await input.fill(`${first},`);
    await expect(chips).toHaveCount(1);
    await input.fill(first.toUpperCase());
    await input.press('Enter');
    await expect(dialog.getByText(DUPLICATE)).toBeVisible();
    await expect(chips).toHaveCount(1);

    await input.fill(second);
    await input.press('Enter');
    await expect(chips).toHaveText([first, second]);

    await dialog.getByRole('radio', { name: '3 days' }).check();
    const invite = page.waitForRequest((r) => r.url().endsWith('/consume_account/invite4email'));
    const email = page.waitForRequest((r) => r.url().endsWith('/platf/send_operation_email'));
    await dialog.getByRole('button', { name: 'Send invitations' }).click();
    expect((await invite).postDataJSON()).toMatchObject({ emails: [first, second], validityDays: 3, role: 'member' });
    expect((await email).postDataJSON()).toMatchObject({ template: 'invitation', emails: [first, second] });
    await expect(dialog).toBeHidden();

    await page.getByRole('tab', { name: 'Invitation list' }).click();
    await expect(page).toHaveURL(/tab=invitations/);
    await page.getByRole('searchbox', { name: 'Search email' }).fill(`e2e-${stamp}`);
    await page.getByRole('searchbox', { name: 'Search email' }).press('Enter');
    const rows = gridRows(page, 'invitations-grid');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: first })).toContainText('Pending');
    await expect(rows.filter({ hasText: second })).toContainText('Pending');
    await expect(rows.first()).toContainText('demo');
    expect(errors).toEqual([]);
  });

  test('an email already in the organisation is refused inline and the chips are kept', async ({ page }) => {
    await signIn(page);
    await openMembers(page);
    await page.getByTestId('invite-button').click();
    const dialog = page.getByTestId('invite-dialog');
    await dialog.getByTestId('invite-emails-input').fill('member@aispace.dev');
    await dialog.getByTestId('invite-emails-input').press('Enter');
    await dialog.getByRole('button', { name: 'Send invitations' }).click();
    await expect(dialog.getByTestId('form-error')).toHaveText(DUPLICATE);
    await expect(dialog.getByTestId('invite-email-chip')).toHaveText(['member@aispace.dev']);
  });
});

test.describe('members (Super Admin)', () => {
  test('a Basic Member is made Admin', async ({ page }) => {
    await signIn(page);
    await openMembers(page, '?role=member&sort=username&order=asc');
    const row = gridRows(page, 'members-grid').first();
    const username = (await row.locator('[data-field="username"]').innerText()).trim();
    await row.getByRole('button', { name: `Set the role of ${username}` }).click();
    const dialog = page.getByTestId('role-dialog');
    await dialog.getByRole('radio', { name: 'Admin', exact: true }).check();
    const update = page.waitForRequest((r) => r.url().endsWith('/consume_account/update_user'));
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await update).postDataJSON()).toMatchObject({ role: 'admin' });
    await expect(page.getByText(`${username} is now Admin`)).toBeVisible();

    await page.goto(`/#/org-member?q=${encodeURIComponent(username)}`);
    // the row whose username is exactly this one (the name can be part of other rows' names or emails)
    const exact = new RegExp(`^${username.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    const member = gridRows(page, 'members-grid').filter({
      has: page.locator('[data-field="username"]').getByText(exact),
    });
    await expect(member.locator('[data-field="role"]')).toHaveText('Admin');
  });

  test('a member is removed after a confirmation naming them', async ({ page }) => {
    await signIn(page);
    await openMembers(page, '?role=member&sort=username&order=desc');
    const row = gridRows(page, 'members-grid').first();
    const username = (await row.locator('[data-field="username"]').innerText()).trim();
    await row.getByRole('button', { name: `Remove ${username}` }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(username);
    const removal = page.waitForRequest((r) => r.url().endsWith('/consume_account/del_users'));
    await confirm.getByRole('button', { name: 'Remove' }).click();
    expect((await removal).postDataJSON().userIds).toHaveLength(1);
    await expect(confirm).toBeHidden();
    await expect(gridRows(page, 'members-grid').filter({ hasText: username })).toHaveCount(0);
  });

  test('paging and sorting are done by the server and kept in the URL', async ({ page }) => {
    await signIn(page);
    await openMembers(page);
    const query = (check: (body: Record<string, unknown>) => boolean) =>
      page.waitForRequest((r) => r.url().endsWith('/aispweb/member/query') && check(r.postDataJSON()));

    const next = query((b) => b.pageNum === 2);
    await membersGrid(page).getByRole('button', { name: 'Go to next page' }).click();
    expect((await next).postDataJSON()).toMatchObject({ pageNum: 2, pageSize: 10 });
    await expect(page).toHaveURL(/page=2/);

    const sorted = query((b) => b.sortField === 'username');
    await membersGrid(page).getByRole('columnheader', { name: 'Username' }).click();
    expect((await sorted).postDataJSON()).toMatchObject({ pageNum: 1, sortField: 'username', sortOrder: 'asc' });
    await expect(page).toHaveURL(/sort=username&order=asc/);

    // The mock saw the same bodies.
    const log = await page.request.get('/__mock__/requests?path=/api/aispace/aispweb/member/query');
    const bodies = ((await log.json()) as { data: { body: Record<string, unknown> }[] }).data.map((r) => r.body);
    expect(bodies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pageNum: 2 }),
        expect.objectContaining({ sortField: 'username' }),
      ]),
    );

    // Reloading keeps the grid where it was.
    const reloaded = query((b) => b.sortField === 'username' && b.pageNum === 1);
    await page.reload();
    await reloaded;
  });
});

test.describe('Basic Member', () => {
  test('sees the members but inviting shows No operation permission, and the mock refuses too', async ({ page }) => {
    await signIn(page, 'member@aispace.dev', 'Member@1234');
    await openMembers(page);
    const invite = page.getByTestId('invite-button');
    await expect(invite).toBeDisabled();
    const wrapper = page.getByTestId('no-permission').filter({ has: invite });
    await wrapper.hover();
    await expect(page.getByRole('tooltip')).toHaveText(NO_PERMISSION);
    await expect(wrapper).toHaveAttribute('aria-label', NO_PERMISSION);

    const session = await sessionFor(page.request, 'member@aispace.dev', 'Member@1234');
    const refused = await page.request.post('/api/aispace/userman/consume_account/invite4email', {
      data: { ugroupAddr: session.accountAddr, emails: [`x-${Date.now()}@example.com`], validityDays: 1 },
      headers: { Authorization: session.token, 'Accept-Language': 'en' },
    });
    expect(await refused.json()).toMatchObject({ success: false, errorMessage: NO_PERMISSION });
  });
});

test.describe('organisation info', () => {
  test('the name is read-only, a GIF logo is refused with the reason, a PNG is saved as a data URL', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/#/org-info');
    await expect(page.getByTestId('org-name')).toHaveText('demo-lab', { timeout: 30_000 });
    await expect(page.getByRole('textbox', { name: /name/i })).toHaveCount(0);
    await expect(page.getByTestId('org-address')).toHaveText('ug-7f3a9c2e');

    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    await page.getByTestId('logo-input').setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: gif });
    await expect(page.getByTestId('logo-error')).toHaveText('Only PNG or JPG images can be used as a logo');
    await expect(page.getByRole('button', { name: 'Save logo' })).toHaveCount(0);

    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await page.getByTestId('logo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByTestId('logo-error')).toHaveCount(0);
    const update = page.waitForRequest((r) => r.url().endsWith('/consume_account/update'));
    await page.getByRole('button', { name: 'Save logo' }).click();
    expect((await update).postDataJSON().logo).toMatch(/^data:image\/png;base64,/);
    await expect(page.getByText('Logo saved')).toBeVisible();
  });
});

for (const locale of ['en-US', 'zh-CN', 'ja-JP'] as const) {
  test(`the members search placeholder is shown whole in ${locale} (issue 27, item 21)`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await seedStorage(page, { ...(await sessionFor(page.request)), locale });
    await page.goto('/#/org-member');
    const search = page.getByTestId('members-grid').getByRole('searchbox');
    await expect(search).toBeVisible({ timeout: 30_000 });
    const fits = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = context.measureText(input.placeholder).width;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text, room, placeholder: input.placeholder };
    });
    expect(fits.placeholder.length).toBeGreaterThan(4);
    expect(fits.text, JSON.stringify(fits)).toBeLessThanOrEqual(fits.room);
  });
}
