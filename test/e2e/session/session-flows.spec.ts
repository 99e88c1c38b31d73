// Session flows driven by the sagas (issue 5): organisation switch, sign-out, logout on 403 (the burst case is a saga test).
import { expect, test } from '@playwright/test';
import { expectPath, seedStorage, sessionFor, storage } from '../support';

const SESSION_KEYS = ['token', 'userId', 'accountAddr', 'login-accountId', 'currentUser', 'preLoginPath'];

test('the organisation switcher calls switch_account, stores accountAddr and stays on the route', async ({
  page,
  request,
}) => {
  const session = await sessionFor(request);
  await seedStorage(page, { ...session, locale: 'en-US' });
  await page.goto('/#/cost-bill');
  const switcher = page.getByTestId('org-switcher');
  await expect(switcher).toHaveText('demo-lab');
  const demoAddr = (await storage(page)).accountAddr;
  expect((await storage(page))['login-accountId']).toBeTruthy();

  const switchCall = page.waitForRequest((r) => r.url().endsWith('/consume_user/switch_account'));
  await switcher.click();
  await expect(page.getByRole('menuitem', { name: /demo-lab/ })).toContainText('Super Admin');
  await page.getByRole('menuitem', { name: /partner-org/ }).click();
  const sent = (await switchCall).postDataJSON() as { targetUgroupAddr: string; ugroupAddr: string };
  expect(sent.ugroupAddr).toBe(demoAddr);
  await expect(switcher).toHaveText('partner-org');
  const after = await storage(page);
  expect(after.accountAddr).toBe(sent.targetUgroupAddr);
  expect(after.accountAddr).not.toBe(demoAddr);
  await expectPath(page, '/cost-bill');

  // Survives a reload: the stored organisation is kept by the startup account selection.
  await page.reload();
  await expect(page.getByTestId('org-switcher')).toHaveText('partner-org');
});

test('sign-out revokes the session, clears every key but locale, and the back button shows no data', async ({
  page,
  request,
}) => {
  const session = await sessionFor(request);
  await seedStorage(page, { ...session, locale: 'en-US' });
  await page.goto('/#/portal');
  await page.evaluate(() => (window.location.hash = '#/cost-order'));
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  const logoutCall = page.waitForRequest((r) => r.url().endsWith('/consume_user/logout'));
  await page.getByTestId('profile-menu').click();
  await page.getByTestId('sign-out').click();
  await logoutCall;
  await expect(page.getByText('Sign out successful')).toBeVisible();
  await expectPath(page, '/login');
  const left = await storage(page);
  for (const key of SESSION_KEYS) expect(left[key], key).toBeUndefined();
  expect(left.locale).toBe('en-US');
  await page.goBack();
  await expectPath(page, '/login');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toHaveCount(0);
  // The revoked token no longer works.
  const revoked = await request.post('/api/aispace/userman/consume_user/query4id', {
    data: { userId: session.userId },
    headers: { Authorization: session.token },
  });
  expect(revoked.status()).toBe(403);
});

test('a 403 injected through /__mock__/faults logs out once with every session key cleared', async ({
  page,
  request,
}) => {
  const session = await sessionFor(request);
  await seedStorage(page, { ...session, locale: 'en-US' });
  // Counts every move to /login, however the router makes it.
  await page.addInitScript(() => {
    const w = window as unknown as { loginVisits: number };
    w.loginVisits = 0;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
        if (String(url ?? '').includes('#/login')) w.loginVisits += 1;
        original(data, unused, url);
      };
    }
  });
  await page.goto('/#/gitlab-storage'); // a screen that does not poll: the 403 meets the switch call
  await expect(page.getByTestId('org-switcher')).toHaveText('demo-lab');
  await request.post('/__mock__/faults', {
    // only the switch call: the screen's own calls may still be arriving
    data: { path: '/api/aispace/userman/consume_user/switch_account', status: 403, count: 1, token: session.token },
  });
  await page.getByTestId('org-switcher').click();
  await page.getByRole('menuitem', { name: /partner-org/ }).click();
  await expectPath(page, '/login');
  const left = await storage(page);
  for (const key of ['token', 'userId', 'accountAddr', 'login-accountId', 'currentUser'])
    expect(left[key], key).toBeUndefined();
  expect(left.preLoginPath).toBe('/gitlab-storage');
  expect(left.locale).toBe('en-US');
  expect(await page.evaluate(() => (window as unknown as { loginVisits: number }).loginVisits)).toBe(1);
  // The fault was this token's and is used up. No DELETE /__mock__/faults: on the shared mock it would also clear the
  // faults that tests running beside this one have just set for their own tokens.
});
