// Resources (issue 9, first half) on the built app and the mock: GitLab projects linked and used to build an
// image (a project linked twice refused, a link edited), a chunked .tar upload with progress and cancel, a .zip
// refused, a new version of the image (a taken version refused), a private external source refused
// without credentials, datasets and models created, versioned and deleted, and the screens in zh-CN and ja-JP.
// Data is unique per run (Date.now()); the mock is never reset, and faults are scoped to this test's token.
import { expect, test, type Page, type Request } from '@playwright/test';
import {
  callOf,
  collectPageErrors,
  gridRows,
  seedStorage,
  seriousViolations,
  sessionFor,
  type Locale,
} from '../support';

const MiB = 1024 * 1024;
const CREDENTIALS = 'A private source needs a username and password, otherwise the pull fails';

/** Signs in as demo (Super Admin of demo-lab) and returns the token, for faults scoped to this session. */
async function signIn(page: Page, locale: Locale = 'en-US'): Promise<string> {
  // Rich flows (several screens, uploads, lifecycles): room for a busy 2-core machine.
  test.slow();
  const session = await sessionFor(page.request);
  await seedStorage(page, { ...session, locale });
  return session.token;
}

async function open(page: Page, path: string, title: string, gridTestId: string) {
  await page.goto(`/#${path}`);
  // The first page of a run also waits for the session fetch and the lazy chunks of a cold server.
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(gridRows(page, gridTestId).first()).toBeVisible({ timeout: 30_000 });
}

async function search(page: Page, placeholder: string, text: string) {
  const box = page.getByRole('searchbox', { name: placeholder });
  await box.fill(text);
  await box.press('Enter');
}

/** Calls to paths ending with `suffix`, from now on. */
function recordCalls(page: Page, suffix: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith(suffix)) seen.push(r);
  });
  return seen;
}

async function delayNext(page: Page, token: string, path: string, delayMs: number, count = 1) {
  await page.request.post('/__mock__/faults', { data: { path, delayMs, count, token } });
}

test('a GitLab project is linked, builds an image, has its access toggled and is unlinked', async ({ page }) => {
  const errors = collectPageErrors(page);
  await signIn(page);
  const stamp = Date.now();
  const project = `e2e_${stamp}`;
  const url = `https://gitlab.example.com/ml/${project}`;
  await open(page, '/gitlab-storage', 'GitLab projects', 'gitlab-grid');

  await page.getByTestId('link-project').click();
  const dialog = page.getByTestId('gitlab-dialog');
  await dialog.getByLabel('Project name').fill('bad name!');
  await dialog.getByLabel('Project URL').fill('gitlab.example.com/nope');
  await dialog.getByLabel('GitLab project ID').fill('12');
  const links = recordCalls(page, '/gitlab_project/link');
  await dialog.getByRole('button', { name: 'Link project' }).click();
  await expect(dialog.getByText('Use 2-60 Chinese or English letters, digits or underscores')).toBeVisible();
  await expect(dialog.getByText('Enter a URL starting with http:// or https://')).toBeVisible();
  expect(links).toHaveLength(0);

  await dialog.getByLabel('Project name').fill(project);
  await dialog.getByLabel('Project URL').fill(url);
  await dialog.getByLabel('Access token').fill('glpat-secret');
  const linked = await callOf(page, '/gitlab_project/link', () =>
    dialog.getByRole('button', { name: 'Link project' }).click(),
  );
  expect(linked).toMatchObject({
    name: project,
    url,
    projectId: 12,
    accessToken: 'glpat-secret',
    allowPlatformAccess: true,
  });
  await expect(dialog).toBeHidden();
  await search(page, 'Search name or URL', project);
  const row = gridRows(page, 'gitlab-grid').filter({ hasText: project });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(url);
  await expect(row.getByRole('button', { name: `Copy the URL of ${project}` })).toBeVisible();
  // the URL wraps within its cell (its whole text as the tooltip) instead of running under the copy button
  const urlText = row.getByText(url, { exact: true });
  await expect(urlText).toHaveAttribute('title', url);
  expect(await urlText.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);

  // The same project (its URL, another spelling) cannot be linked twice: the reason shows, the input stays.
  await page.getByTestId('link-project').click();
  await dialog.getByLabel('Project name').fill(`${project}_again`);
  await dialog.getByLabel('Project URL').fill(`${url}.git`);
  await dialog.getByLabel('GitLab project ID').fill('13');
  await dialog.getByRole('button', { name: 'Link project' }).click();
  await expect(dialog.getByTestId('form-error')).toHaveText('This GitLab project is already linked');
  await expect(dialog.getByLabel('Project name')).toHaveValue(`${project}_again`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(1);

  // Used as an image source: picked among the linked projects in the add-image dialog.
  await open(page, '/br-mirror', 'Images', 'images-grid');
  await page.getByTestId('add-image').click();
  const add = page.getByTestId('add-image-dialog');
  await add.getByRole('tab', { name: 'From GitLab project' }).click();
  await add.getByRole('combobox', { name: 'GitLab project' }).fill(project);
  await page.getByRole('option', { name: new RegExp(project) }).click();
  const image = `gl-img-${stamp}`;
  await add.getByLabel('Image name').fill(image);
  await add.getByLabel(/^Version/).fill('4');
  await add.getByLabel('Tags').fill('gitlab, e2e');
  await expect(add.getByTestId('tags-preview').getByTestId('tag-chip')).toHaveText(['gitlab', 'e2e']);
  const built = await callOf(page, '/image/create_gitlab', () =>
    add.getByRole('button', { name: 'Add image' }).click(),
  );
  expect(built).toMatchObject({ name: image, version: '4', tags: ['gitlab', 'e2e'], branch: 'main' });
  const projectLinkId = String(built.gitlabProjectId);
  expect(projectLinkId).toMatch(/\S/);
  await expect(add).toBeHidden();
  await search(page, 'Search name, ID or description', image);
  const imageRow = gridRows(page, 'images-grid').filter({ hasText: image });
  await expect(imageRow).toContainText('GitLab project');
  // building → ready while the list polls
  await expect(imageRow.getByTestId('image-status')).toHaveAttribute('data-status', 'ready', { timeout: 20_000 });
  await imageRow.getByRole('button', { name: image, exact: true }).click();
  const detail = page.getByTestId('image-detail');
  // its GitLab source by the project's name and GitLab ID, not the console's internal link key
  await expect(detail).toContainText(`${project} (GitLab project ID 12)`);
  await expect(detail).not.toContainText(projectLinkId);
  // the project's URL is the image's source URL
  await expect(detail).toContainText(url);
  await expect(detail).toContainText(`docker pull registry.aispace.dev/demo-lab/${image}:4`);
  await page.getByTestId('image-detail-dialog').getByRole('button', { name: 'Close' }).click();

  // Platform access off, then unlinked with a confirmation naming the project.
  await page.goto(`/#/gitlab-storage?q=${project}`);
  const again = gridRows(page, 'gitlab-grid').filter({ hasText: project });
  const toggle = again.getByRole('switch', { name: `Allow platform access to ${project}` });
  await expect(toggle).toBeChecked();
  const toggled = await callOf(page, '/gitlab_project/update', () => toggle.click());
  expect(toggled).toMatchObject({ id: projectLinkId, allowPlatformAccess: false });
  await expect(toggle).not.toBeChecked();

  // Edited: a new name (the rule applies), platform access back on; URL and project ID stay as linked.
  await again.getByRole('button', { name: `Edit ${project}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit the link of ${project}` });
  await expect(edit).toContainText(`URL ${url} · project ID 12`);
  await expect(edit.getByLabel('Project URL')).toHaveCount(0);
  await edit.getByLabel('Project name').fill('x');
  const updates = recordCalls(page, '/gitlab_project/update');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('Use 2-60 Chinese or English letters, digits or underscores')).toBeVisible();
  expect(updates).toHaveLength(0);
  const renamed = `${project}_v2`;
  await edit.getByLabel('Project name').fill(renamed);
  await edit.getByLabel('Allow the platform to read this project (needed to build images from it)').check();
  const saved = await callOf(page, '/gitlab_project/update', () => edit.getByRole('button', { name: 'Save' }).click());
  expect(saved).toMatchObject({ id: projectLinkId, name: renamed, allowPlatformAccess: true });
  expect(saved).not.toHaveProperty('accessToken');
  await expect(edit).toBeHidden();
  await expect(again).toContainText(renamed);
  await expect(again.getByRole('switch', { name: `Allow platform access to ${renamed}` })).toBeChecked();

  await again.getByRole('button', { name: `Unlink ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Unlink the project?' });
  await expect(confirm).toContainText(renamed);
  const unlinked = await callOf(page, '/gitlab_project/unlink', () =>
    confirm.getByRole('button', { name: 'Unlink' }).click(),
  );
  expect(unlinked).toMatchObject({ id: projectLinkId });
  await expect(gridRows(page, 'gitlab-grid')).toHaveCount(0);
  await expect(page.getByText('No data')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a .tar image is uploaded in chunks with progress (and can be cancelled); a .zip is refused; a new version is added', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const token = await signIn(page);
  const stamp = Date.now();
  const name = `e2e-upload-${stamp}`;
  const fileName = `${name}.tar`;
  // 2.5 MiB: three chunks of at most 1 MiB (the contract's smallest chunk size).
  const buffer = Buffer.alloc(2.5 * MiB, 7);
  await open(page, '/br-mirror', 'Images', 'images-grid');
  await page.getByTestId('add-image').click();
  const add = page.getByTestId('add-image-dialog');
  await expect(add.getByRole('tab', { name: 'Local upload' })).toHaveAttribute('aria-selected', 'true');
  const input = add.getByLabel('Choose a .tar or .gz image archive');

  await input.setInputFiles({ name: 'model.zip', mimeType: 'application/zip', buffer: Buffer.from('PK') });
  await expect(add.getByTestId('upload-refused')).toHaveText(
    'model.zip was not accepted: Only .tar and .gz files can be uploaded',
  );
  await expect(add.getByTestId('chosen-file')).toHaveCount(0);

  await input.setInputFiles({ name: fileName, mimeType: 'application/x-tar', buffer });
  await expect(add.getByTestId('chosen-file')).toContainText(fileName);
  await expect(add.getByLabel('Image name')).toHaveValue(name);
  await add.getByLabel(/^Version/).fill('12');
  await add.getByLabel('Tags').fill('e2e, upload');

  // The first attempt's first chunk hangs on the server long enough to cancel it there.
  const chunkPath = '/api/aispace/aispweb/image/upload_chunk';
  await delayNext(page, token, chunkPath, 30_000);
  const progress = add.getByRole('progressbar', { name: `Upload progress of ${fileName}` });
  const firstChunk = page.waitForRequest((r) => r.url().endsWith('/image/upload_chunk'));
  const aborted = page.waitForRequest((r) => r.url().endsWith('/image/upload_abort'));
  await add.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(progress).toBeVisible();
  await firstChunk;
  await add.getByRole('button', { name: 'Cancel upload' }).click();
  const abortBody = (await aborted).postDataJSON() as { uploadId: string };
  expect(abortBody.uploadId).toMatch(/\S/);
  await expect(add.getByTestId('image-upload-progress')).toHaveAttribute('data-status', 'cancelled');

  // The second attempt's first chunk waits a little: time to see the bar run.
  await delayNext(page, token, chunkPath, 6000);
  const chunks = recordCalls(page, '/image/upload_chunk');
  const completes = recordCalls(page, '/image/upload_complete');
  const init = await callOf(page, '/image/upload_init', () =>
    add.getByRole('button', { name: 'Upload', exact: true }).click(),
  );
  expect(init).toMatchObject({
    name,
    version: '12',
    tags: ['e2e', 'upload'],
    fileName,
    sizeBytes: buffer.length,
    chunkSize: MiB,
  });
  await expect(add.getByTestId('image-upload-progress')).toHaveAttribute('data-status', 'running');
  await expect(progress).toBeVisible();
  await expect(add).toBeHidden({ timeout: 60_000 });
  expect(chunks.map((r) => (r.postDataJSON() as { index: number }).index)).toEqual([0, 1, 2]);
  const sizes = chunks.map(
    (r) => Buffer.from((r.postDataJSON() as { contentBase64: string }).contentBase64, 'base64').length,
  );
  expect(sizes).toEqual([MiB, MiB, 0.5 * MiB]);
  expect(completes).toHaveLength(1);

  await search(page, 'Search name, ID or description', name);
  const row = gridRows(page, 'images-grid').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Local upload');
  await expect(row).toContainText(`docker pull registry.aispace.dev/demo-lab/${name}:12`);
  await expect(row.getByTestId('image-status')).toHaveAttribute('data-status', /building|ready/);

  // A new version of the same image: name and tags carried over, the next version proposed; a version the image
  // already has is refused by the server with the reason, the input kept.
  await row.getByRole('button', { name: `New version of ${name}` }).click();
  const next = page.getByRole('dialog', { name: `New version of image ${name}` });
  await expect(next.getByLabel('Image name')).toHaveValue(name);
  await expect(next.getByLabel(/^Version/)).toHaveValue('13');
  await expect(next.getByLabel('Tags')).toHaveValue('e2e, upload');
  await next.getByRole('tab', { name: 'External source' }).click();
  await next.getByLabel('Source URL').fill(`registry.example.com/team/${name}:13`);
  await next.getByLabel(/^Version/).fill('12');
  await next.getByRole('button', { name: 'Add image' }).click();
  await expect(next.getByTestId('form-error')).toHaveText(
    'This version of the image already exists: choose another version number',
  );
  await expect(next.getByLabel('Source URL')).toHaveValue(`registry.example.com/team/${name}:13`);
  await next.getByLabel(/^Version/).fill('13');
  const second = await callOf(page, '/image/create_external', () =>
    next.getByRole('button', { name: 'Add image' }).click(),
  );
  expect(second).toMatchObject({ name, version: '13', tags: ['e2e', 'upload'], private: false });
  await expect(next).toBeHidden();
  const versions = gridRows(page, 'images-grid').filter({ hasText: name });
  await expect(versions).toHaveCount(2);
  await expect(versions.filter({ hasText: `${name}:13` })).toContainText('External source');
  expect(errors).toEqual([]);
});

test('a private external source without credentials is refused; with them it is pulled', async ({ page }) => {
  await signIn(page);
  const stamp = Date.now();
  const name = `e2e-ext-${stamp}`;
  await open(page, '/br-mirror', 'Images', 'images-grid');
  await page.getByTestId('add-image').click();
  const add = page.getByTestId('add-image-dialog');
  await add.getByRole('tab', { name: 'External source' }).click();
  await add.getByLabel('Source URL').fill('registry.example.com/team/app:3');
  await add.getByLabel('Private source (needs a username and password)').check();
  await add.getByLabel('Image name').fill(name);
  await add.getByLabel(/^Version/).fill('v3');
  const creates = recordCalls(page, '/image/create_external');
  await add.getByRole('button', { name: 'Add image' }).click();
  await expect(add.getByText(CREDENTIALS)).toHaveCount(2);
  await expect(add.getByText('Version must contain digits only')).toBeVisible();
  expect(creates).toHaveLength(0);

  await add.getByLabel(/^Version/).fill('3');
  await add.getByLabel('Registry username').fill('robot');
  await add.getByLabel('Registry password').fill('pull-secret');
  const body = await callOf(page, '/image/create_external', () =>
    add.getByRole('button', { name: 'Add image' }).click(),
  );
  expect(body).toMatchObject({
    name,
    version: '3',
    sourceUrl: 'registry.example.com/team/app:3',
    private: true,
    sourceUsername: 'robot',
    sourcePassword: 'pull-secret',
  });
  await expect(add).toBeHidden();
  await search(page, 'Search name, ID or description', name);
  await expect(gridRows(page, 'images-grid').filter({ hasText: name })).toContainText('External source');
});

for (const kind of ['dataset', 'model'] as const) {
  test(`a ${kind} is created, gets a version uploaded and is deleted`, async ({ page }) => {
    const errors = collectPageErrors(page);
    const token = await signIn(page);
    const stamp = Date.now();
    const name = `e2e-${kind}-${stamp}`;
    const grid = kind === 'dataset' ? 'datasets-grid' : 'models-grid';
    await open(
      page,
      kind === 'dataset' ? '/br-dataset' : '/br-model',
      kind === 'dataset' ? 'Datasets' : 'Models',
      grid,
    );

    await page.getByTestId(`create-${kind}`).click();
    const create = page.getByTestId(`create-${kind}-dialog`);
    await create.getByLabel('Name').fill(name);
    if (kind === 'dataset') {
      await create.getByRole('combobox', { name: 'Purpose' }).click();
      await page.getByRole('option', { name: 'Fine-tuning' }).click();
    } else {
      await create.getByLabel('Family').fill('qwen');
      await create.getByLabel('Parameters').fill('7B');
    }
    const created = await callOf(page, `/${kind}/create`, () => create.getByRole('button', { name: 'Create' }).click());
    expect(created).toMatchObject(
      kind === 'dataset' ? { name, purpose: 'fineTuning' } : { name, family: 'qwen', parameterSize: '7B' },
    );
    await expect(create).toBeHidden();
    await search(page, 'Search name, ID or description', name);
    const row = gridRows(page, grid).filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(kind === 'dataset' ? 'Fine-tuning' : 'qwen');

    await row.getByRole('button', { name: `Upload a version of ${name}` }).click();
    const upload = page.getByTestId('upload-version-dialog');
    await expect(upload.getByLabel(/^Version/)).toHaveValue('1');
    await upload.getByLabel('Note').fill('first cut');
    const content = Buffer.from(`{"text":"hello ${stamp}"}\n`.repeat(200));
    const fileName = kind === 'dataset' ? 'train.jsonl' : 'weights.safetensors';
    await upload
      .getByLabel("Choose the version's file")
      .setInputFiles({ name: fileName, mimeType: 'text/plain', buffer: content });
    await delayNext(page, token, `/api/aispace/aispweb/${kind}/upload`, 1000);
    const sent = await callOf(page, `/${kind}/upload`, async () => {
      await upload.getByRole('button', { name: 'Upload version', exact: true }).click();
      await expect(upload.getByRole('progressbar', { name: `Upload progress of ${fileName}` })).toBeVisible();
    });
    expect(sent).toMatchObject({ version: '1', note: 'first cut', file: { fileName, sizeBytes: content.length } });
    expect(Buffer.from(String((sent.file as { contentBase64: string }).contentBase64), 'base64').equals(content)).toBe(
      true,
    );
    await expect(upload).toBeHidden();

    await row.getByRole('button', { name: `Versions of ${name}` }).click();
    const versions = page.getByTestId('versions-dialog');
    await expect(page).toHaveURL(/versions=/);
    await expect(gridRows(page, 'versions-grid')).toHaveCount(1);
    await expect(gridRows(page, 'versions-grid').first()).toContainText(fileName);
    await expect(gridRows(page, 'versions-grid').first()).toContainText('first cut');
    await versions.getByRole('button', { name: 'Close' }).click();

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${kind}?` });
    await expect(confirm).toContainText(name);
    const deleted = await callOf(page, `/${kind}/delete`, () =>
      confirm.getByRole('button', { name: 'Delete' }).click(),
    );
    expect(deleted).toMatchObject({ id: expect.any(String) });
    await expect(gridRows(page, grid)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

const SCREENS = [
  {
    path: '/gitlab-storage',
    grid: 'gitlab-grid',
    zh: ['GitLab 项目', '平台访问'],
    ja: ['GitLab プロジェクト', 'プラットフォームアクセス'],
  },
  { path: '/br-mirror', grid: 'images-grid', zh: ['镜像', '拉取命令'], ja: ['イメージ', 'プルコマンド'] },
  { path: '/br-dataset', grid: 'datasets-grid', zh: ['数据集', '用途'], ja: ['データセット', '用途'] },
  { path: '/br-model', grid: 'models-grid', zh: ['模型', '模型系列'], ja: ['モデル', 'ファミリー'] },
];

for (const locale of ['zh-CN', 'ja-JP'] as const) {
  test(`every resources screen speaks ${locale}, shows no raw key and passes axe`, async ({ page }) => {
    await signIn(page, locale);
    for (const screen of SCREENS) {
      const [title, column] = locale === 'zh-CN' ? screen.zh : screen.ja;
      await open(page, screen.path, title, screen.grid);
      await expect(page.getByTestId(screen.grid).getByRole('columnheader', { name: column })).toBeVisible();
      await expect(page.locator('body')).not.toContainText('resources:');
      if (locale === 'zh-CN') {
        // This area's part of the page (the console's navigation belongs to the shell).
        expect(await seriousViolations(page, 'section[aria-labelledby="page-title"]'), screen.path).toEqual([]);
      }
    }
  });
}
