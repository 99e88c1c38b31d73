// "Write applied, answer lost": the mock applies a create, then drops its answer (a fault with after: true). The
// console says there was no response and keeps the form; the user sends it again, and the console sends the same
// Idempotency-Key, so the server answers the first answer again: one API key, not two, and the key is shown.
import { test, type Page } from '@playwright/test';
import { API, NO_RESPONSE, expect, startSession, type Session } from './faultsSupport';

const CREATE = `${API}api_key/create`;
/** Chromium resends a request whose socket closed unanswered, several times (see faultsSupport.ts): all dropped. */
const DROP_ATTEMPTS = 12;

/**
 * Consumes what is left of this session's fault on the create path. The fault acts after the pipeline, so these calls
 * reach validation: an empty body, marked as a refusal on purpose so the contract-violation record ignores it.
 */
async function drainAfterFault(page: Page, session: Session): Promise<void> {
  const listed = (await (await page.request.get('/__mock__/faults')).json()) as {
    data: Array<{ path: string; token?: string; remaining: number }>;
  };
  const left = listed.data
    .filter((f) => f.token === session.token && f.path === CREATE)
    .reduce((n, f) => n + f.remaining, 0);
  for (let i = 0; i < left; i += 1)
    await page.request
      .post(CREATE, {
        headers: { Authorization: session.token, 'x-mock-expect-violation': '1' },
        data: {},
        timeout: 10_000,
      })
      .catch(() => null);
}

test('an API key created while its answer is lost, sent again, exists once and is shown', async ({ page }) => {
  const session = await startSession(page);
  const name = `e2e-idem-${Date.now()}`;
  const keysNamed = async (): Promise<number> => {
    const r = await page.request.post(`${API}api_key/query`, {
      headers: { Authorization: session.token, 'Accept-Language': 'en' },
      data: { ugroupAddr: session.accountAddr, pageNum: 1, pageSize: 100, keyword: name },
    });
    const list = ((await r.json()) as { data: { list: Array<{ name: string }> } }).data.list;
    return list.filter((k) => k.name === name).length;
  };

  await page.goto('/#/api-key');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.getByTestId('create-api-key').click();
  const dialog = page.getByTestId('api-key-dialog');
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  const submit = dialog.getByRole('button', { name: 'Create' });

  const fault = await page.request.post('/__mock__/faults', {
    data: { path: CREATE, after: true, drop: true, count: DROP_ATTEMPTS, token: session.token },
  });
  expect(fault.ok()).toBeTruthy();
  await submit.click();
  await expect(dialog).toContainText(NO_RESPONSE);
  // the write was applied although the answer never came
  expect(await keysNamed()).toBe(1);
  await drainAfterFault(page, session);

  // The user sends it again: the first answer again, no second key.
  await submit.click();
  const once = page.getByTestId('api-key-once');
  await expect(once).toContainText('This key is shown only now');
  await expect(once).toContainText('sk-aisp-');
  expect(await keysNamed()).toBe(1);

  // Both sends carried one key.
  const recorded = (await (await page.request.get(`/__mock__/requests?path=${encodeURIComponent(CREATE)}`)).json()) as {
    data: Array<{ headers: Record<string, string>; body: { name?: string } }>;
  };
  const keys = new Set(
    recorded.data.filter((r) => r.body?.name === name).map((r) => r.headers['idempotency-key'] ?? '(none)'),
  );
  expect([...keys]).toHaveLength(1);
  expect([...keys][0]).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  await once.getByRole('button', { name: 'I have saved it' }).click();
});
