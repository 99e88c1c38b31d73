// Storage (issue 9, second half) on the built app and the mock: the cloud drive (folder, uploads with progress by
// file input and by drop, rename, download, move, delete), object storage (bucket, prefix navigation, upload, access
// key, not-empty refusal) and block storage (create, attach, refused deletion while attached, detach, delete),
// and the screens in zh-CN and ja-JP. Data is unique per run; the mock is never reset here.
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  callOf,
  collectPageErrors,
  gridRows,
  seedStorage,
  seriousViolations,
  sessionFor,
  type Locale,
} from '../support';

// Each test walks a whole story through several screens: more time than a single check needs on a busy machine.
test.describe.configure({ timeout: 150_000 });

/** Signs in (en-US unless told) and returns the session token, for faults scoped to this test. */
async function signIn(page: Page, locale: Locale = 'en-US'): Promise<string> {
  const session = await sessionFor(page.request);
  await seedStorage(page, { ...session, locale });
  return session.token;
}

async function openScreen(page: Page, path: string, heading: string) {
  await page.goto(`/#${path}`);
  // the first page of a run also waits for the session fetch and the lazy chunks of a cold server
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 60_000 });
}

/**
 * Types a search and waits for the grid's own commit (after a pause in typing) to reach the URL. Enter is not
 * pressed: it commits at once and the pause commits again, and that second commit can land after a following
 * navigation.
 */
async function search(page: Page, placeholder: string, text: string) {
  await page.getByRole('searchbox', { name: placeholder }).fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text)}(&|$)`));
}

const textFile = (name: string, text = `content of ${name}`) => ({
  name,
  mimeType: 'text/plain',
  buffer: Buffer.from(text),
});

/** Drops files on a react-dropzone area as a person dragging them from the desktop would. */
async function dropFiles(zone: Locator, files: { name: string; text: string }[]) {
  const dataTransfer = await zone.page().evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) dt.items.add(new File([f.text], f.name, { type: 'text/plain' }));
    return dt;
  }, files);
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

/**
 * Every serious or critical axe finding of the page as it is, every rule. The console's side menu (src/app, shared)
 * is checked by the shell's own tests; a toast still on screen is scanned too (the notifications' colours meet AA
 * contrast).
 */
const pageViolations = (page: Page) =>
  seriousViolations(page, { exclude: 'nav[aria-label="Console navigation"]', tags: null });

test.describe('cloud drive', () => {
  test('a folder is created and files are uploaded into it with progress (file input and drop), renamed, downloaded, moved and deleted', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const token = await signIn(page);
    const stamp = Date.now();
    const folder = `e2e-${stamp}`;
    await openScreen(page, '/cloud-storage', 'Cloud drive');
    await expect(page.getByTestId('drive-quota')).toContainText(/Storage used: .+ of .+ \(.+%\)/);
    await expect(page.getByRole('progressbar', { name: 'Storage used' })).toBeVisible();

    // create a folder at the root
    await page.getByRole('button', { name: 'New folder' }).click();
    const folderDialog = page.getByTestId('folder-dialog');
    await folderDialog.getByLabel('Folder name').fill('bad/name');
    await folderDialog.getByRole('button', { name: 'Create' }).click();
    await expect(folderDialog.getByText('A name cannot contain / or \\')).toBeVisible();
    await folderDialog.getByLabel('Folder name').fill(folder);
    const mkdir = await callOf(page, '/cloud_drive/mkdir', () =>
      folderDialog.getByRole('button', { name: 'Create' }).click(),
    );
    expect(mkdir).toMatchObject({ name: folder, parentId: null });
    await expect(folderDialog).toBeHidden();

    // open it: the URL names the folder, the breadcrumbs lead back to the root
    await search(page, 'Search in this folder', folder);
    await expect(gridRows(page, 'drive-grid')).toHaveCount(1);
    await gridRows(page, 'drive-grid').getByRole('button', { name: folder, exact: true }).click();
    await expect(page).toHaveURL(/[?&]folder=f-/);
    const folderId = new URL(page.url().replace('#', '')).searchParams.get('folder');
    const crumbs = page.getByRole('navigation', { name: 'Folder path' });
    await expect(crumbs.getByRole('button', { name: 'My drive' })).toBeVisible();
    await expect(crumbs.getByText(folder)).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('drive-grid')).toContainText('No data');

    // one file through the file input; the server answers slowly, so its progress and cancel are seen
    await page.request.post('/__mock__/faults', {
      data: { path: '/api/aispace/aispweb/cloud_drive/upload', delayMs: 1500, count: 1, token },
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const panel = page.getByTestId('upload-panel');
    await expect(panel).toContainText(`Uploading to /${folder}`);
    const upload = callOf(page, '/cloud_drive/upload', () =>
      panel.getByLabel('Choose files to upload').setInputFiles([textFile('first.txt', 'hello drive')]),
    );
    const item = panel.getByTestId('upload-item').filter({ hasText: 'first.txt' });
    await expect(item).toHaveAttribute('data-status', 'running');
    await expect(item.getByRole('progressbar', { name: 'Upload progress of first.txt' })).toBeVisible();
    await expect(item.getByRole('button', { name: 'Cancel upload' })).toBeVisible();
    expect(await upload).toMatchObject({
      parentId: folderId,
      overwrite: false,
      file: { fileName: 'first.txt', contentType: 'text/plain', sizeBytes: 11, contentBase64: 'aGVsbG8gZHJpdmU=' },
    });
    await expect(item).toHaveAttribute('data-status', 'done');
    await expect(item).toContainText('Uploaded');
    await expect(gridRows(page, 'drive-grid').filter({ hasText: 'first.txt' })).toHaveCount(1);

    // two more by dropping them on the drop zone
    await dropFiles(panel.getByTestId('upload-panel-drop').locator(':scope > div').first(), [
      { name: 'second.txt', text: 'two' },
      { name: 'third.txt', text: 'three' },
    ]);
    await expect(panel.getByTestId('upload-item').filter({ hasText: 'second.txt' })).toHaveAttribute(
      'data-status',
      'done',
    );
    await expect(panel.getByTestId('upload-item').filter({ hasText: 'third.txt' })).toHaveAttribute(
      'data-status',
      'done',
    );
    await expect(gridRows(page, 'drive-grid')).toHaveCount(3);
    expect(await pageViolations(page)).toEqual([]);

    // rename: the taken name is refused in the dialog, then a new one is kept
    await page.getByRole('button', { name: 'Rename first.txt' }).click();
    const renameDialog = page.getByTestId('rename-dialog');
    await renameDialog.getByLabel('New name').fill('second.txt');
    await renameDialog.getByRole('button', { name: 'Rename' }).click();
    await expect(renameDialog.getByTestId('form-error')).toHaveText('The name already exists');
    await renameDialog.getByLabel('New name').fill('renamed.txt');
    const rename = await callOf(page, '/cloud_drive/rename', () =>
      renameDialog.getByRole('button', { name: 'Rename' }).click(),
    );
    expect(rename).toMatchObject({ name: 'renamed.txt' });
    await expect(gridRows(page, 'drive-grid').filter({ hasText: 'renamed.txt' })).toHaveCount(1);
    await expect(gridRows(page, 'drive-grid').filter({ hasText: 'first.txt' })).toHaveCount(0);

    // download through a signed URL, saved under the file's name, holding what was uploaded (not the console's HTML)
    const download = page.waitForEvent('download');
    const link = await callOf(page, '/cloud_drive/download_url', () =>
      page.getByRole('button', { name: 'Download renamed.txt' }).click(),
    );
    expect(link).toMatchObject({ id: expect.stringMatching(/^f-/) });
    expect((await download).suggestedFilename()).toBe('renamed.txt');
    expect(readFileSync(String(await (await download).path()), 'utf8')).toBe('hello drive');

    // move a file into a new subfolder, picked in the folder browser
    await page.getByRole('button', { name: 'New folder' }).click();
    await folderDialog.getByLabel('Folder name').fill('sub');
    await folderDialog.getByRole('button', { name: 'Create' }).click();
    await expect(folderDialog).toBeHidden();
    await expect(gridRows(page, 'drive-grid')).toHaveCount(4);
    await page.getByRole('button', { name: 'Move third.txt' }).click();
    const moveDialog = page.getByTestId('move-dialog');
    await moveDialog.getByRole('list', { name: 'Subfolders' }).getByRole('button', { name: 'sub' }).click();
    await expect(
      moveDialog.getByRole('navigation', { name: 'Destination folder path' }).getByText('sub', { exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(moveDialog.getByText('This folder has no subfolders.')).toBeVisible();
    const move = await callOf(page, '/cloud_drive/move', () =>
      moveDialog.getByRole('button', { name: 'Move here' }).click(),
    );
    expect(move).toMatchObject({ ids: [expect.stringMatching(/^f-/)], targetFolderId: expect.stringMatching(/^f-/) });
    expect(move.targetFolderId).not.toBe(folderId);
    await expect(moveDialog).toBeHidden();
    await expect(gridRows(page, 'drive-grid').filter({ hasText: 'third.txt' })).toHaveCount(0);

    // delete a file and the subfolder (with what was moved into it) after a confirmation naming them
    for (const name of ['renamed.txt', 'sub'])
      await gridRows(page, 'drive-grid').filter({ hasText: name }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete selected (2)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete items (2)' });
    await expect(confirm).toContainText('renamed.txt');
    await expect(confirm).toContainText('sub');
    const removal = await callOf(page, '/cloud_drive/delete', () =>
      confirm.getByRole('button', { name: 'Delete' }).click(),
    );
    expect((removal.ids as string[]).length).toBe(2);
    await expect(gridRows(page, 'drive-grid')).toHaveCount(1);
    await expect(gridRows(page, 'drive-grid')).toContainText('second.txt');

    // back to the root by the breadcrumbs
    await crumbs.getByRole('button', { name: 'My drive' }).click();
    await expect(page).not.toHaveURL(/folder=/);
    expect(errors.map((e) => e.message)).toEqual([]);
  });
});

test.describe('object storage', () => {
  test("a bucket's objects are listed under a prefix and an object is uploaded and deleted there", async ({ page }) => {
    await signIn(page);
    const key = `e2e-${Date.now()}.txt`;
    await openScreen(page, '/object-storage', 'Object storage');
    await search(page, 'Search bucket name', 'training-data');
    await gridRows(page, 'buckets-grid').getByRole('link', { name: 'training-data', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Bucket detail', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/bucket=training-data/);

    // how to reach it: the organisation's access key ID (another spec may rotate it: only its shape is fixed)
    const connection = page.getByTestId('bucket-connection');
    await expect(connection.getByTestId('access-key-id')).toHaveText(
      /^(AKID[0-9A-Z]+|The organisation has no access key yet)$/,
    );
    await expect(connection).toContainText('https://s3.cn-east-1.aispace.dev');
    await expect(connection.getByRole('link', { name: 'Manage access keys in organisation info' })).toHaveAttribute(
      'href',
      '#/org-info',
    );
    await expect(connection).not.toContainText(/secretAccessKey|\*{8}/);

    // the prefixes come first; opening one lists the objects under it
    const rows = gridRows(page, 'objects-grid');
    await expect(rows.first()).toContainText('/');
    const listed = await callOf(page, '/object/query', () =>
      rows.getByRole('button', { name: 'images/', exact: true }).click(),
    );
    expect(listed).toMatchObject({ bucket: 'training-data', prefix: 'images/', delimiter: '/' });
    await expect(page).toHaveURL(/prefix=images%2F/);
    await expect(rows.first()).toContainText(/cat-\d+\.jpg/);
    expect(await pageViolations(page)).toEqual([]);
    await expect(page.getByRole('navigation', { name: 'Prefix path' }).getByText('images')).toHaveAttribute(
      'aria-current',
      'page',
    );

    // upload into the prefix
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const upload = await callOf(page, '/object/upload', () =>
      page
        .getByTestId('upload-panel')
        .getByLabel('Choose files to upload')
        .setInputFiles([textFile(key)]),
    );
    expect(upload).toMatchObject({ bucket: 'training-data', key: `images/${key}`, file: { fileName: key } });
    await expect(page.getByTestId('upload-item').filter({ hasText: key })).toHaveAttribute('data-status', 'done');
    await search(page, 'Search keys under this prefix', key);
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(key);

    // download: a signed URL of the object's key, opened beside the console (another origin), never replacing it
    await page
      .context()
      .route('https://training-data.s3.aispace.dev/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/plain', body: 'object body' }),
      );
    const opened = page.waitForEvent('popup');
    const signed = await callOf(page, '/object/download_url', () =>
      rows.getByRole('button', { name: `Download images/${key}` }).click(),
    );
    expect(signed).toMatchObject({ bucket: 'training-data', key: `images/${key}` });
    const popup = await opened;
    expect(popup.url()).toMatch(
      new RegExp(`^https://training-data\\.s3\\.aispace\\.dev/images/${key.replace('.', '\\.')}\\?X-Sig=`),
    );
    await popup.close();
    await expect(page).toHaveURL(/object-storage-detail/);

    // and delete it again (the fixture bucket stays as it was)
    await rows.getByRole('button', { name: `Delete images/${key}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete objects (1)' });
    await expect(confirm).toContainText(`images/${key}`);
    const removal = await callOf(page, '/object/delete', () => confirm.getByRole('button', { name: 'Delete' }).click());
    expect(removal).toMatchObject({ bucket: 'training-data', keys: [`images/${key}`] });
    await expect(page.getByTestId('objects-grid')).toContainText('No data');
  });

  test('a new bucket is created, refused deletion while it holds an object, and deleted once empty', async ({
    page,
  }) => {
    await signIn(page);
    const name = `e2e-bkt-${Date.now()}`;
    await openScreen(page, '/object-storage', 'Object storage');
    await page.getByRole('button', { name: 'Create bucket' }).click();
    const dialog = page.getByTestId('bucket-dialog');
    await dialog.getByLabel('Bucket name').fill('Bad_Name');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(
      dialog.getByText('Use 4-60 lowercase letters, digits or hyphens, starting with a letter'),
    ).toBeVisible();
    await dialog.getByLabel('Bucket name').fill(name);
    const created = await callOf(page, '/bucket/create', () => dialog.getByRole('button', { name: 'Create' }).click());
    expect(created).toMatchObject({ name, region: 'cn-east-1', acl: 'private' });
    await expect(dialog).toBeHidden();
    expect(await pageViolations(page)).toEqual([]);

    await search(page, 'Search bucket name', name);
    const row = gridRows(page, 'buckets-grid').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await row.getByRole('link', { name }).click();
    await expect(page.getByTestId('objects-grid')).toContainText('No data');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page
      .getByTestId('upload-panel')
      .getByLabel('Choose files to upload')
      .setInputFiles([textFile('keep.txt')]);
    await expect(gridRows(page, 'objects-grid')).toHaveCount(1);
    await expect(page.getByTestId('bucket-figures')).toContainText('1');

    await page.getByTestId('bucket-detail').getByRole('link', { name: 'Object storage' }).click();
    await search(page, 'Search bucket name', name);
    await gridRows(page, 'buckets-grid')
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    let confirm = page.getByRole('dialog', { name: `Delete bucket ${name}` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm.getByRole('alert')).toHaveText('The bucket is not empty: delete its objects first');
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    await gridRows(page, 'buckets-grid').getByRole('link', { name }).click();
    await gridRows(page, 'objects-grid').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete selected (1)' }).click();
    await page.getByRole('dialog', { name: 'Delete objects (1)' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('objects-grid')).toContainText('No data');

    await page.getByTestId('bucket-detail').getByRole('link', { name: 'Object storage' }).click();
    await search(page, 'Search bucket name', name);
    await gridRows(page, 'buckets-grid')
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    confirm = page.getByRole('dialog', { name: `Delete bucket ${name}` });
    const removal = await callOf(page, '/bucket/delete', () => confirm.getByRole('button', { name: 'Delete' }).click());
    expect(removal).toMatchObject({ bucket: name });
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('buckets-grid')).toContainText('No data');
  });
});

test.describe('block storage', () => {
  test('a volume is created, attached, refused deletion while attached, then detached and deleted', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await signIn(page);
    const name = `e2e-vol-${Date.now()}`;
    await openScreen(page, '/block-storage', 'Block storage');

    await page.getByRole('button', { name: 'Create volume' }).click();
    const dialog = page.getByTestId('volume-create-dialog');
    await dialog.getByLabel('Volume name').fill(name);
    await dialog.getByLabel('Capacity').fill('12.5');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('Please enter a whole number')).toBeVisible();
    await dialog.getByLabel('Capacity').fill('5');
    await expect(dialog.getByText('Enter a whole number of GiB from 10 to 32768')).toBeVisible();
    await dialog.getByLabel('Capacity').fill('20');
    const created = await callOf(page, '/volume/create', () => dialog.getByRole('button', { name: 'Create' }).click());
    expect(created).toMatchObject({ name, capacityGiB: 20, region: 'cn-east-1' });

    await search(page, 'Search volume name or ID', name);
    const row = gridRows(page, 'volumes-grid').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('20 GiB');
    // creating → available, followed by polling
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'available', { timeout: 15_000 });
    expect(await pageViolations(page)).toEqual([]);

    // attach to a running instance picked by search
    await row.getByRole('button', { name: `Attach ${name} to an instance` }).click();
    const attachDialog = page.getByTestId('volume-attach-dialog');
    await attachDialog.getByRole('combobox', { name: 'Running instance' }).click();
    const option = page.getByRole('option').first();
    await expect(option).toBeVisible();
    const picked = (await option.innerText()).trim();
    const instanceId = /\((ins-[^)]+)\)$/.exec(picked)?.[1];
    expect(instanceId).toBeTruthy();
    await option.click();
    const attach = await callOf(page, '/volume/attach', () =>
      attachDialog.getByRole('button', { name: 'Attach' }).click(),
    );
    expect(attach).toMatchObject({ instanceId, mountPath: '/data' });
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'attached');
    await expect(row.getByRole('link', { name: new RegExp(`\\(${instanceId}\\)`) })).toHaveAttribute(
      'href',
      `#/management-panel?id=${instanceId}`,
    );

    // deleting it is refused with the reason, before any call
    let deleteCalls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/volume/delete')) deleteCalls += 1;
    });
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const refusal = page.getByTestId('volume-cannot-delete');
    await expect(refusal.getByRole('alert')).toContainText(`is attached to instance`);
    await expect(refusal.getByRole('alert')).toContainText('Detach the volume from its instance first');
    expect(deleteCalls).toBe(0);

    // detach from there, after a confirmation naming the instance
    await refusal.getByRole('button', { name: 'Detach' }).click();
    const detachConfirm = page.getByRole('dialog', { name: `Detach ${name}` });
    await expect(detachConfirm).toContainText('/data');
    const detach = await callOf(page, '/volume/detach', () =>
      detachConfirm.getByRole('button', { name: 'Detach' }).click(),
    );
    expect(detach).toMatchObject({ id: expect.stringMatching(/^vol-/) });
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'available');

    // expand only upwards
    await row.getByRole('button', { name: `Expand ${name}` }).click();
    const expand = page.getByTestId('volume-expand-dialog');
    await expand.getByLabel('New capacity').fill('20');
    await expand.getByRole('button', { name: 'Expand' }).click();
    await expect(expand.getByText('larger than the current capacity')).toBeVisible();
    await expand.getByLabel('New capacity').fill('30');
    const grown = await callOf(page, '/volume/expand', () => expand.getByRole('button', { name: 'Expand' }).click());
    expect(grown).toMatchObject({ newCapacityGiB: 30 });
    await expect(row).toContainText('30 GiB');
    // the file system grows for a moment (expanding, followed by polling), then the volume is available again
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'available', { timeout: 15_000 });

    // and delete
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete volume ${name}` });
    const removal = await callOf(page, '/volume/delete', () => confirm.getByRole('button', { name: 'Delete' }).click());
    expect(removal).toMatchObject({ id: detach.id });
    await expect(page.getByTestId('volumes-grid')).toContainText('No data');
    expect(errors.map((e) => e.message)).toEqual([]);
  });
});

test('the storage screens in zh-CN and ja-JP show translated titles and labels and no raw key', async ({ page }) => {
  const screens: { path: string; grid: string; texts: Record<'zh-CN' | 'ja-JP', [string, string]> }[] = [
    {
      path: '/cloud-storage',
      grid: 'drive-grid',
      texts: { 'zh-CN': ['云盘', '名称'], 'ja-JP': ['クラウドドライブ', '名前'] },
    },
    {
      path: '/object-storage',
      grid: 'buckets-grid',
      texts: { 'zh-CN': ['对象存储', '对象数'], 'ja-JP': ['オブジェクトストレージ', 'オブジェクト数'] },
    },
    {
      path: '/object-storage-detail?bucket=model-artifacts',
      grid: 'objects-grid',
      texts: { 'zh-CN': ['存储桶详情', 'AccessKey ID'], 'ja-JP': ['バケット詳細', 'アクセスキー ID'] },
    },
    {
      path: '/block-storage',
      grid: 'volumes-grid',
      texts: { 'zh-CN': ['块存储', '可用空间'], 'ja-JP': ['ブロックストレージ', '空き容量'] },
    },
  ];
  await signIn(page, 'zh-CN');
  for (const locale of ['zh-CN', 'ja-JP'] as const) {
    if (locale !== 'zh-CN') {
      // the stored preference is read when the console starts
      await page.evaluate((l) => localStorage.setItem('locale', l), locale);
      await page.reload();
    }
    for (const screen of screens) {
      const [title, label] = screen.texts[locale];
      await openScreen(page, screen.path, title);
      await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
      await expect(gridRows(page, screen.grid).first()).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('body')).not.toContainText('storage:');
    }
  }
});
