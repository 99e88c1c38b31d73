// Edge and network (issue 10) on the built app and the mock: NacT device registration (client-side refusals,
// an in-browser X25519 key pair), tunnels and port mappings, network service groups, network management.
// Data is unique per run; the mock is never reset here.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { callOf, collectPageErrors, gridRows, signIn, storage } from '../support';

const BAD_CALLBACK = 'Callback URL must start with http:// or https://';
const BAD_KEY = 'Public key must be a base64 Curve25519 key of 32 bytes';

/** base64 of `n` bytes. */
const keyOf = (n: number) => Buffer.alloc(n, 7).toString('base64');

/** A text field by its exact accessible name (labels of dialogs may contain the same words). */
const field = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

async function open(page: Page, path: string, heading: string) {
  await page.goto(`/#${path}`);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 30_000 });
}

test('a device is refused with a bad callback URL and a 31-byte key, then registers with a browser-made key pair and gets a tunnel and a port mapping', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/')) sent.push(`${r.url()} ${r.postData() ?? ''}`);
  });
  await signIn(page);
  await open(page, '/nact', 'NacT devices');
  await expect(gridRows(page, 'nact-grid').first()).toBeVisible({ timeout: 20_000 });

  const stamp = Date.now();
  const name = `e2e device ${stamp}`;
  await page.getByTestId('register-device').click();
  const dialog = page.getByTestId('device-dialog');
  await field(dialog, 'TSN serial').fill(`TSN-E2E-${stamp}`);
  await field(dialog, 'Name').fill(name);
  await field(dialog, 'Description').fill('Camera gateway, e2e');
  await field(dialog, 'Callback URL').fill('ftp://edge.example.org/callback');
  await field(dialog, 'Public key (Curve25519)').fill(keyOf(31));
  await dialog.getByRole('button', { name: 'Register device' }).click();
  await expect(dialog.getByText(BAD_CALLBACK)).toBeVisible();
  await expect(dialog.getByText(BAD_KEY)).toBeVisible();
  // The input is kept, and nothing went to the server.
  await expect(field(dialog, 'Callback URL')).toHaveValue('ftp://edge.example.org/callback');
  expect(sent.filter((s) => s.includes('/nact/register'))).toEqual([]);

  await field(dialog, 'Callback URL').fill('https://edge.example.org/nact/callback');
  await dialog.getByTestId('generate-key-pair').click();
  const privateKey = (await dialog.getByTestId('private-key-value').innerText()).trim();
  // Raw 32 bytes in base64, the same form as the public key, with a copy button.
  expect(Buffer.from(privateKey, 'base64')).toHaveLength(32);
  await expect(dialog.getByRole('button', { name: 'Copy private key' })).toBeVisible();
  await expect(dialog.getByText(BAD_KEY)).toHaveCount(0);
  const publicKey = await field(dialog, 'Public key (Curve25519)').inputValue();
  expect(Buffer.from(publicKey, 'base64')).toHaveLength(32);
  await expect(dialog.getByText(BAD_CALLBACK)).toHaveCount(0);

  const body = await callOf(page, '/nact/register', () =>
    dialog.getByRole('button', { name: 'Register device' }).click(),
  );
  expect(body).toMatchObject({
    tsnSerial: `TSN-E2E-${stamp}`,
    name,
    callbackUrl: 'https://edge.example.org/nact/callback',
    publicKey,
  });
  await expect(dialog).toBeHidden();

  // The new device's detail opens; add an SSH tunnel.
  const detail = page.getByTestId('device-detail');
  await expect(detail.getByRole('heading', { name })).toBeVisible();
  await expect(page).toHaveURL(/device=/);
  await detail.getByTestId('add-item').click();
  const tunnel = page.getByTestId('tunnel-dialog');
  await field(tunnel, 'Name').fill('ssh-e2e');
  await field(tunnel, 'Device port').fill('70000');
  await tunnel.getByRole('button', { name: 'Add tunnel' }).click();
  await expect(tunnel.getByText('Enter a port from 1 to 65535')).toBeVisible();
  await field(tunnel, 'Device port').fill('2222');
  const tunnelBody = await callOf(page, '/nact/add_tunnel', () =>
    tunnel.getByRole('button', { name: 'Add tunnel' }).click(),
  );
  expect(tunnelBody).toMatchObject({ name: 'ssh-e2e', localPort: 2222 });
  expect(tunnelBody).not.toHaveProperty('remotePort');
  await expect(detail.getByTestId('tunnels-table-row').filter({ hasText: 'ssh-e2e' })).toContainText('2222');

  // The new device calls in shortly after registering (the mock's lifecycle); the open detail follows it.
  await expect(detail.locator('dl [data-status]')).toHaveText('Online', { timeout: 20_000 });
  await expect(detail.getByTestId('never-connected')).toHaveCount(0);

  // A port mapping on the next tab.
  await detail.getByRole('tab', { name: /Port mappings/ }).click();
  await expect(detail.getByTestId('port-mappings-table-empty')).toBeVisible();
  await detail.getByTestId('add-item').click();
  const mapping = page.getByTestId('port-mapping-dialog');
  await mapping.getByRole('radio', { name: 'UDP' }).check();
  await field(mapping, 'Exposed port').fill('18080');
  await field(mapping, 'Target IPv4 address').fill('192.168.10.20');
  await field(mapping, 'Target port').fill('80');
  const mappingBody = await callOf(page, '/nact/add_port_mapping', () =>
    mapping.getByRole('button', { name: 'Add port mapping' }).click(),
  );
  expect(mappingBody).toMatchObject({
    deviceId: tunnelBody.deviceId,
    protocol: 'udp',
    externalPort: 18080,
    internalIp: '192.168.10.20',
    internalPort: 80,
  });
  await expect(detail.getByTestId('port-mappings-table-row')).toContainText('192.168.10.20:80');

  // Removal asks first, naming the item.
  await detail.getByRole('tab', { name: /SSH tunnels/ }).click();
  await detail.getByRole('button', { name: 'Remove tunnel ssh-e2e' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this item?' });
  await expect(confirm).toContainText('ssh-e2e');
  const removal = await callOf(page, '/nact/remove_tunnel', () =>
    confirm.getByRole('button', { name: 'Remove' }).click(),
  );
  expect(removal).toMatchObject({ deviceId: tunnelBody.deviceId });
  await expect(detail.getByTestId('tunnels-table-empty')).toBeVisible();

  // The device is listed; the private key went nowhere.
  await detail.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('searchbox', { name: 'Search name, TSN serial or description' }).fill(String(stamp));
  await page.getByRole('searchbox', { name: 'Search name, TSN serial or description' }).press('Enter');
  await expect(gridRows(page, 'nact-grid')).toHaveCount(1);
  await expect(gridRows(page, 'nact-grid').first()).toContainText(name);
  expect(sent.some((s) => s.includes(privateKey))).toBe(false);
  expect(page.url()).not.toContain(encodeURIComponent(privateKey).slice(0, 20));
  expect(JSON.stringify(await storage(page))).not.toContain(privateKey);
  await expect(page.getByText(privateKey)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a network service group is checked, created, edited, gets a member device, and is deleted after confirmation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await open(page, '/network-service-group', 'Network service groups');
  const stamp = Date.now();
  const name = `e2e-group-${stamp}`;
  await page.getByTestId('create-nsg').click();
  const dialog = page.getByTestId('nsg-dialog');
  await field(dialog, 'Name').fill(name);
  await field(dialog, 'Address').fill('10.88.0.0/33');
  await field(dialog, 'Public key').fill('k');
  await field(dialog, 'Access point').fill('ap.example.org:51820');
  await field(dialog, 'Service').fill('rtsp-relay');
  await dialog.getByRole('button', { name: 'Create group' }).click();
  await expect(dialog.getByText('Public key must be 2-60 characters')).toBeVisible();
  await expect(dialog.getByText('Enter an address range in CIDR form, such as 10.88.0.0/24')).toBeVisible();
  await field(dialog, 'Address').fill('10.88.0.0/24');
  await field(dialog, 'Public key').fill('c2VydmljZS1ncm91cC1rZXk=');
  await dialog.getByRole('radio', { name: 'aes-256-gcm' }).check();
  const createdAnswer = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/nsg/create'));
  const created = await callOf(page, '/nsg/create', () => dialog.getByRole('button', { name: 'Create group' }).click());
  const groupId = ((await (await createdAnswer).json()) as { data: { id: string } }).data.id;
  expect(groupId).toMatch(/^nsg-/);
  expect(created).toMatchObject({ name, address: '10.88.0.0/24', encryptionAlgorithm: 'aes-256-gcm' });
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search name or ID' }).fill(name);
  await page.getByRole('searchbox', { name: 'Search name or ID' }).press('Enter');
  await expect(gridRows(page, 'nsg-grid').filter({ hasText: name })).toHaveCount(1);
  // The search leaves this one row (its name cell may scroll out of a narrow grid, so no text filter below).
  const row = gridRows(page, 'nsg-grid');
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-status="normal"]')).toHaveText('Normal');

  // Edit: a range that is not CIDR is refused with the same message, then a new range and algorithm are saved.
  await row.getByRole('button', { name: `Edit group ${name}` }).click();
  const edit = page.getByTestId('nsg-dialog');
  await expect(field(edit, 'Name')).toHaveValue(name);
  await field(edit, 'Address').fill('10.89.0.0/40');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('Enter an address range in CIDR form, such as 10.88.0.0/24')).toBeVisible();
  await field(edit, 'Address').fill('10.89.0.0/16');
  await edit.getByRole('radio', { name: 'aes-128-gcm' }).check();
  const updated = await callOf(page, '/nsg/update', () => edit.getByRole('button', { name: 'Save' }).click());
  expect(updated).toMatchObject({
    id: groupId,
    name,
    address: '10.89.0.0/16',
    encryptionAlgorithm: 'aes-128-gcm',
    accessPoint: 'ap.example.org:51820',
  });
  await expect(edit).toBeHidden();
  await expect(row.locator('[data-field="address"]')).toHaveText('10.89.0.0/16');
  await expect(row.locator('[data-field="encryptionAlgorithm"]')).toHaveText('aes-128-gcm');

  // Members: add one device, then remove it (confirmed).
  await row.getByRole('button', { name: `Members of group ${name}` }).click();
  const drawer = page.getByTestId('nsg-members');
  await expect(drawer.getByRole('heading', { name: `Members of ${name}` })).toBeVisible();
  await drawer.getByTestId('add-members').click();
  const add = page.getByTestId('add-members-dialog');
  await add.getByRole('combobox', { name: 'Devices' }).click();
  const option = page.getByRole('option').first();
  const deviceLabel = (await option.innerText()).trim();
  await option.click();
  const addBody = await callOf(page, '/nsg/add_members', () => add.getByRole('button', { name: 'Add (1)' }).click());
  expect(addBody).toMatchObject({ groupId, deviceIds: [expect.stringMatching(/^dev-/)] });
  const member = gridRows(page, 'nsg-members-grid');
  await expect(member).toHaveCount(1);
  const deviceName = deviceLabel.replace(/ \(.*\)$/, '');
  await member.getByRole('button', { name: `Remove ${deviceName} from the group` }).click();
  const confirmRemove = page.getByRole('dialog', { name: 'Remove this device from the group?' });
  await confirmRemove.getByRole('button', { name: 'Remove' }).click();
  await expect(drawer.getByText('No data')).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();

  await row.getByRole('button', { name: `Delete group ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this group?' });
  await expect(confirm).toContainText(name);
  const deleted = await callOf(page, '/nsg/delete', () => confirm.getByRole('button', { name: 'Delete' }).click());
  expect(deleted).toEqual(expect.objectContaining({ id: groupId }));
  await expect(row).toHaveCount(0);
});

test('network management filters by kind in the URL and links each instance to its management panel', async ({
  page,
}) => {
  await signIn(page);
  await open(page, '/net', 'Network management');
  await expect(gridRows(page, 'net-grid').first()).toBeVisible({ timeout: 20_000 });
  const body = await callOf(page, '/network/query', async () => {
    await page.getByTestId('kind-filter').click();
    await page.getByRole('option', { name: 'VXLAN' }).click();
  });
  expect(body).toMatchObject({ kind: 'vxlan', pageNum: 1 });
  await expect(page).toHaveURL(/kind=vxlan/);
  const first = gridRows(page, 'net-grid').first();
  await expect(first).toContainText('VXLAN');
  const link = first.getByRole('link', { name: /^Instance: / });
  await link.click();
  await expect(page).toHaveURL(/#\/management-panel\?id=ins-/);
});

for (const [locale, titles, column] of [
  ['zh-CN', ['NacT 设备', '网络服务组', '网络管理'], ['TSN 序列号', '加密算法', '使用者']],
  [
    'ja-JP',
    ['NacT デバイス', 'ネットワークサービスグループ', 'ネットワーク管理'],
    ['TSN シリアル', '暗号化アルゴリズム', '利用元'],
  ],
] as const) {
  test(`the edge screens speak ${locale}`, async ({ page }) => {
    await signIn(page, { locale });
    for (const [i, path] of ['/nact', '/network-service-group', '/net'].entries()) {
      await page.goto(`/#${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[i], { timeout: 30_000 });
      await expect(page.getByRole('columnheader', { name: column[i] })).toBeVisible();
      await expect(page.locator('body')).not.toContainText('edge:');
    }
  });
}
