// The storage rules of the mock: a volume is never deleted while attached, a bucket only when empty, drive folders
// come first with breadcrumbs, names are unique per folder only, and a folder never moves below itself.
import type { MockServer } from '../../../server-mock/server';
import { type Client, signedIn, startMock } from '../support/helpers';

let mock: MockServer;
let demo: Client;

beforeAll(async () => {
  mock = await startMock({ tickMs: 20 });
  demo = await signedIn(mock.url);
});
afterAll(() => mock.close());

const call = (path: string, body: Record<string, unknown> = {}) => demo.call(`aispweb/${path}`, body);

async function untilStatus(id: string, status: string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    const list = await call('volume/query', { keyword: id, pageSize: 100 });
    if (list.body.data.list.find((v: { id: string; status: string }) => v.id === id)?.status === status) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`volume ${id} never became ${status}`);
}

describe('volumes', () => {
  it('refuses to delete an attached volume (VOLUME_ATTACHED), then deletes it once detached', async () => {
    const created = await call('volume/create', { name: 'it-attached-vol', capacityGiB: 20 });
    expect(created.body).toMatchObject({ success: true, data: { status: 'creating', totalCapacityGiB: 20 } });
    const id = created.body.data.id as string;
    await untilStatus(id, 'available');

    const running = await call('instance/query', { statuses: ['running'], pageSize: 1 });
    const instanceId = running.body.data.list[0].id as string;
    const attached = await call('volume/attach', { id, instanceId, mountPath: '/data' });
    expect(attached.body).toMatchObject({
      success: true,
      data: { status: 'attached', attachedInstanceId: instanceId },
    });

    const refused = await call('volume/delete', { id });
    expect(refused.body).toMatchObject({
      success: false,
      errorCode: 'VOLUME_ATTACHED',
      errorMessage: 'Detach the volume from its instance first',
      showType: 2,
    });

    expect((await call('volume/detach', { id })).body).toMatchObject({ success: true, data: { status: 'available' } });
    expect((await call('volume/delete', { id })).body).toMatchObject({ success: true, data: true });
  });

  it('attaches only to a running instance and expands only to a larger size', async () => {
    const created = await call('volume/create', { name: 'it-rules-vol', capacityGiB: 50 });
    const id = created.body.data.id as string;
    await untilStatus(id, 'available');
    const stopped = await call('instance/query', { statuses: ['archived'], pageSize: 1 });
    if (stopped.body.data.list.length) {
      const r = await call('volume/attach', { id, instanceId: stopped.body.data.list[0].id });
      expect(r.body).toMatchObject({ success: false, errorCode: 'INVALID_STATE' });
    }
    expect((await call('volume/expand', { id, newCapacityGiB: 50 })).body).toMatchObject({ success: false });
    expect((await call('volume/expand', { id, newCapacityGiB: 80 })).body).toMatchObject({
      success: true,
      data: { totalCapacityGiB: 80 },
    });
  });

  it('expands through expanding and comes back to what it was (attached stays attached)', async () => {
    const created = await call('volume/create', { name: 'it-grow-vol', capacityGiB: 40 });
    const id = created.body.data.id as string;
    await untilStatus(id, 'available');
    const running = await call('instance/query', { statuses: ['running'], pageSize: 1 });
    await call('volume/attach', { id, instanceId: running.body.data.list[0].id });
    const grown = await call('volume/expand', { id, newCapacityGiB: 60 });
    expect(grown.body).toMatchObject({
      success: true,
      data: { status: 'expanding', totalCapacityGiB: 60, availableGiB: 60 },
    });
    // while it grows it can be neither detached nor deleted
    expect((await call('volume/detach', { id })).body).toMatchObject({ success: false, errorCode: 'INVALID_STATE' });
    await untilStatus(id, 'attached');
    expect((await call('volume/detach', { id })).body).toMatchObject({ success: true });
  });

  it('brings the fixture volumes left creating, expanding or deleting to their end', async () => {
    // A mock of its own with slow steps, moved on by its clock: on a busy machine the shared fast one may have
    // finished them before the first read.
    const slow = await startMock({ tickMs: 60_000 });
    try {
      const owner = await signedIn(slow.url);
      const inFlight = ['creating', 'expanding', 'deleting'];
      const all = async () =>
        (await owner.call('aispweb/volume/query', { pageSize: 100 })).body.data.list as {
          id: string;
          status: string;
        }[];
      const first = await all();
      const moving = first.filter((v) => inFlight.includes(v.status));
      expect(moving.length).toBeGreaterThan(0);
      await owner.hook('clock', 'POST', { advanceMs: 3_600_000 });
      const after = await all();
      expect(after.filter((v) => inFlight.includes(v.status))).toEqual([]);
      for (const v of moving) {
        const now = after.find((x) => x.id === v.id);
        if (v.status === 'deleting') expect(now).toBeUndefined();
        else expect(now?.status).toMatch(/^(available|attached)$/);
      }
    } finally {
      await slow.close();
    }
  });
});

describe('buckets', () => {
  it('starts a new bucket empty, refuses to delete it while it holds objects (BUCKET_NOT_EMPTY)', async () => {
    expect((await call('bucket/create', { name: 'it-bucket-rules', region: 'cn-east-1' })).body.success).toBe(true);
    const empty = await call('object/query', { bucket: 'it-bucket-rules', delimiter: '/' });
    expect(empty.body.data).toMatchObject({ total: 0, list: [] });

    const put = await call('object/upload', {
      bucket: 'it-bucket-rules',
      key: 'logs/run-1.txt',
      file: { fileName: 'run-1.txt', contentBase64: 'aGVsbG8=' },
    });
    expect(put.body).toMatchObject({ success: true, data: { key: 'logs/run-1.txt', sizeBytes: 5 } });
    const detail = await call('bucket/detail', { bucket: 'it-bucket-rules' });
    expect(detail.body.data).toMatchObject({ objectCount: 1, capacityBytes: 5 });

    const refused = await call('bucket/delete', { bucket: 'it-bucket-rules' });
    expect(refused.body).toMatchObject({ success: false, errorCode: 'BUCKET_NOT_EMPTY', showType: 2 });

    await call('object/delete', { bucket: 'it-bucket-rules', keys: ['logs/run-1.txt'] });
    expect((await call('bucket/detail', { bucket: 'it-bucket-rules' })).body.data).toMatchObject({
      objectCount: 0,
      capacityBytes: 0,
    });
    expect((await call('bucket/delete', { bucket: 'it-bucket-rules' })).body).toMatchObject({ success: true });
  });

  it('lists prefixes before objects under a prefix', async () => {
    await call('bucket/create', { name: 'it-bucket-prefixes', region: 'cn-east-1' });
    for (const key of ['a.txt', 'docs/b.txt', 'docs/deep/c.txt', 'z/d.txt'])
      await call('object/upload', {
        bucket: 'it-bucket-prefixes',
        key,
        file: { fileName: key.split('/').pop(), contentBase64: 'aGk=' },
      });
    const root = await call('object/query', {
      bucket: 'it-bucket-prefixes',
      delimiter: '/',
      sortField: 'key',
      sortOrder: 'asc',
    });
    expect(root.body.data.list.map((o: { key: string }) => o.key)).toEqual(['docs/', 'z/', 'a.txt']);
    const docs = await call('object/query', { bucket: 'it-bucket-prefixes', delimiter: '/', prefix: 'docs/' });
    expect(docs.body.data.list.map((o: { key: string }) => o.key)).toEqual(['docs/deep/', 'docs/b.txt']);
  });
});

describe('cloud drive', () => {
  it('lists folders first with the breadcrumbs of the folder', async () => {
    const parent = (await call('cloud_drive/mkdir', { name: 'it-parent' })).body.data;
    const child = (await call('cloud_drive/mkdir', { parentId: parent.id, name: 'child' })).body.data;
    await call('cloud_drive/upload', {
      parentId: child.id,
      file: { fileName: 'a-file.txt', contentBase64: 'aGk=' },
    });
    await call('cloud_drive/mkdir', { parentId: child.id, name: 'z-folder' });
    const listed = await call('cloud_drive/list', { folderId: child.id, sortField: 'name', sortOrder: 'asc' });
    expect(listed.body.data.list.map((e: { name: string }) => e.name)).toEqual(['z-folder', 'a-file.txt']);
    expect(listed.body.data.breadcrumbs).toEqual([
      { id: null, name: 'My drive' },
      { id: parent.id, name: 'it-parent' },
      { id: child.id, name: 'child' },
    ]);
    expect(listed.body.data.folder).toEqual({ id: child.id, name: 'child', path: '/it-parent/child' });
  });

  it('keeps names unique per folder only, and refuses a second one in the same folder', async () => {
    const a = (await call('cloud_drive/mkdir', { name: 'it-names-a' })).body.data;
    const b = (await call('cloud_drive/mkdir', { name: 'it-names-b' })).body.data;
    const file = { fileName: 'same.txt', contentBase64: 'aGk=' };
    expect((await call('cloud_drive/upload', { parentId: a.id, file })).body.success).toBe(true);
    expect((await call('cloud_drive/upload', { parentId: b.id, file })).body.success).toBe(true);
    const again = await call('cloud_drive/upload', { parentId: a.id, file });
    expect(again.body).toMatchObject({ success: false, errorCode: 'NAME_EXISTS' });
    expect((await call('cloud_drive/upload', { parentId: a.id, file, overwrite: true })).body.success).toBe(true);
  });

  it('moves a folder with its content, never below itself, and renames update the paths below', async () => {
    const top = (await call('cloud_drive/mkdir', { name: 'it-move-top' })).body.data;
    const inner = (await call('cloud_drive/mkdir', { parentId: top.id, name: 'inner' })).body.data;
    const below = await call('cloud_drive/move', { ids: [top.id], targetFolderId: inner.id });
    expect(below.body.data).toMatchObject({ succeeded: [], failed: [{ id: top.id }] });

    await call('cloud_drive/rename', { id: top.id, name: 'it-move-renamed' });
    const listed = await call('cloud_drive/list', { folderId: top.id });
    expect(listed.body.data.list[0]).toMatchObject({ id: inner.id, path: '/it-move-renamed/inner' });

    const dest = (await call('cloud_drive/mkdir', { name: 'it-move-dest' })).body.data;
    const moved = await call('cloud_drive/move', { ids: [top.id], targetFolderId: dest.id });
    expect(moved.body.data).toEqual({ succeeded: [top.id], failed: [] });
    const after = await call('cloud_drive/list', { folderId: top.id });
    expect(after.body.data.list[0].path).toBe('/it-move-dest/it-move-renamed/inner');
  });

  it('gives a folder a .zip download', async () => {
    const folder = (await call('cloud_drive/mkdir', { name: 'it-zip' })).body.data;
    const link = await call('cloud_drive/download_url', { id: folder.id });
    expect(link.body).toMatchObject({ success: true, data: { fileName: 'it-zip.zip' } });
  });

  it("serves the uploaded bytes at a file's signed link (issue 27, item 8), and nothing at a wrong one", async () => {
    const folder = (await call('cloud_drive/mkdir', { name: 'it-download' })).body.data;
    const content = 'hello drive\nsecond line\n';
    const uploaded = await call('cloud_drive/upload', {
      parentId: folder.id,
      file: {
        fileName: 'notes.txt',
        contentType: 'text/plain',
        contentBase64: Buffer.from(content).toString('base64'),
      },
    });
    const link = (await call('cloud_drive/download_url', { id: uploaded.body.data.id })).body.data;
    expect(link.fileName).toBe('notes.txt');
    const file = await fetch(new URL(link.url, mock.url));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('attachment');
    expect(await file.text()).toBe(content);

    const forged = await fetch(new URL(link.url.replace(/[0-9a-f]{6}$/, '000000'), mock.url));
    expect(forged.status).toBe(404);
    expect(await forged.text()).not.toContain('<!doctype html>');

    // The folder comes as a zip holding the file's bytes.
    const zipLink = (await call('cloud_drive/download_url', { id: folder.id })).body.data;
    const zip = Buffer.from(await (await fetch(new URL(zipLink.url, mock.url))).arrayBuffer());
    expect(zip.subarray(0, 4).toString('hex')).toBe('504b0304');
    expect(zip.includes(Buffer.from('it-download/notes.txt'))).toBe(true);
    expect(zip.includes(Buffer.from(content))).toBe(true);
  });
});
