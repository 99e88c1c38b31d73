// The notification centre on the built app and the mock (MOCK_TICK_MS=200): a release started on the instances page
// ends while the user is on another page; a message with a link says so, the bell counts it and lists it, the page
// title shows the count; a reload keeps it (the list is the server's); mark all read clears the title's count.
// As admin@aispace.dev, on their own running instances (no other spec acts on them or signs in as them to release):
// the English test releases interactive ones (two running: enough for a retry), the Japanese test the non-interactive
// one, so a retry of the first cannot leave the second nothing to release.
import { expect, test, type Page } from '@playwright/test';
import { callOf, gridRows, seriousViolations, signIn, type Locale } from '../support';

const ADMIN = { email: 'admin@aispace.dev', password: 'Admin@1234' };

// a release, then the bell's next poll (every 3 s for a minute after a change of the user's) on a busy machine
test.describe.configure({ timeout: 120_000 });

const TEXTS = {
  'en-US': {
    release: 'Release',
    finished: (name: string) => `Release of ${name} finished`,
    bell: /^Notifications/,
    unread: (n: number) => `Notifications, ${n} unread`,
    view: 'View',
    markAll: 'Mark all read',
    list: 'Notifications',
  },
  'ja-JP': {
    release: '解放',
    finished: (name: string) => `${name} の解放が完了しました`,
    bell: /^通知/,
    unread: (n: number) => `通知、未読 ${n} 件`,
    view: '表示',
    markAll: 'すべて既読にする',
    list: '通知',
  },
} satisfies Partial<Record<Locale, unknown>>;

/** Releases the first of the admin's running instances of a list through its row menu; answers its id and name. */
async function releaseOne(
  page: Page,
  texts: (typeof TEXTS)[keyof typeof TEXTS],
  list: '/interactive-service' | '/non-interactive',
) {
  await page.goto(`/#${list}?statuses=running&mine=1&sort=name&order=asc`);
  const row = gridRows(page, 'instances-grid').first();
  await expect(row.getByTestId('instance-status')).toHaveAttribute('data-status', 'running', { timeout: 45_000 });
  const id = (await row.locator('[data-field="id"]').innerText()).trim();
  const name = (await row.locator('[data-field="name"]').innerText()).trim();
  await row.getByTestId('instance-actions').click();
  await page.getByRole('menuitem', { name: texts.release }).click();
  const body = await callOf(page, '/instance/release', () =>
    page.getByRole('dialog').getByRole('button', { name: texts.release }).click(),
  );
  expect(body).toMatchObject({ id });
  return { id, name };
}

const bell = (page: Page) => page.getByTestId('notification-bell');
/** The unread count the bell's name says (0 when it names no count). */
async function unreadOf(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(label.match(/\d+/)?.[0] ?? 0);
}

test('a release started on the instances page ends while the user is elsewhere: message, bell, title; a reload keeps it; mark all read clears the count', async ({
  page,
}) => {
  const texts = TEXTS['en-US'];
  await signIn(page, { ...ADMIN, locale: 'en-US' });
  const asked: number[] = [];
  page.on('request', (r) => void (r.url().endsWith('/notification/query') && asked.push(Date.now())));
  const { id, name } = await releaseOne(page, texts, '/interactive-service');
  const released = Date.now();

  // another page of the console, while the release runs
  // (a hash change: the same document, as a click in the menu)
  await page.goto('/#/gpu');
  await expect(page.getByTestId('gpu-grid')).toBeVisible({ timeout: 45_000 });

  // the message names the operation and links to the instance
  const message = page.locator('.notistack-MuiContent', { hasText: texts.finished(name) });
  await expect(message).toBeVisible({ timeout: 40_000 });
  await expect(message.getByRole('link', { name: texts.view })).toHaveAttribute('href', `#/management-panel?id=${id}`);
  // after the user's change the bell asks every few seconds (every 15 s otherwise): two calls within 10 s
  const since = () => asked.filter((t) => t > released);
  await expect.poll(() => since().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  expect(since()[1] - released).toBeLessThan(10_000);

  // the bell counts it, the title shows the count
  await expect(bell(page)).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  const unread = await unreadOf(page);
  expect(unread).toBeGreaterThanOrEqual(1);
  await expect(page).toHaveTitle(new RegExp(`^\\(${unread}\\) `));

  // the list, by keyboard: newest first, the release unread, with its link
  await bell(page).focus();
  await page.keyboard.press('Enter');
  const list = page.getByRole('dialog', { name: texts.list });
  await expect(list).toBeVisible();
  const item = list.getByTestId('notification-item').first();
  await expect(item).toContainText(texts.finished(name));
  await expect(item).toHaveAttribute('data-read', 'false');
  await expect(item.getByRole('link', { name: texts.finished(name) })).toHaveAttribute(
    'href',
    `#/management-panel?id=${id}`,
  );
  expect(await seriousViolations(page, { include: '[data-testid="notification-list"]', tags: null })).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(bell(page)).toBeFocused();

  // a reload: the server still has it, unread
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName(texts.unread(unread), { timeout: 45_000 });
  await expect(page).toHaveTitle(new RegExp(`^\\(${unread}\\) `));
  await bell(page).click();
  await expect(list.getByTestId('notification-item').first()).toContainText(texts.finished(name));

  // mark all read: no count in the title or on the bell
  const readAll = page.waitForRequest((r) => r.url().endsWith('/notification/read_all'));
  await list.getByRole('button', { name: texts.markAll }).click();
  await readAll;
  await expect(page).not.toHaveTitle(/^\(\d+\)/);
  await expect(list.getByTestId('notification-item').first()).toHaveAttribute('data-read', 'true');
  await expect(list.getByRole('button', { name: texts.markAll })).toBeDisabled();
  // (the rest of the page is hidden from assistive technology while the list is open)
  await page.keyboard.press('Escape');
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('notification-count')).toBeHidden();
});

test('in Japanese: the message and the bell speak Japanese, the link opens the instance', async ({ page }) => {
  const texts = TEXTS['ja-JP'];
  await signIn(page, { ...ADMIN, locale: 'ja-JP' });
  const { id, name } = await releaseOne(page, texts, '/non-interactive');
  await page.goto('/#/portal');

  const message = page.locator('.notistack-MuiContent', { hasText: texts.finished(name) });
  await expect(message).toBeVisible({ timeout: 40_000 });
  await expect(message.getByRole('link', { name: texts.view })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName(/^通知、未読 \d+ 件$/);
  await expect(page).toHaveTitle(/^\(\d+\) /);

  await bell(page).click();
  const list = page.getByRole('dialog', { name: texts.list });
  await list.getByRole('link', { name: texts.finished(name) }).click();
  await expect(page).toHaveURL(new RegExp(`#/management-panel\\?id=${id}$`));
  await expect(list).toBeHidden();
});
