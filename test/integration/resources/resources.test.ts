// The mock's resources rules (docs/product-rules.md#field-rules, openapi.yaml), with the very bodies the console's forms send:
// a private external source without credentials is refused, a GitLab build needs platform access, only .tar and
// .gz archives start an upload, a chunked upload completes only once every chunk arrived, and a new dataset or
// model starts with no version.
import type { MockServer } from '../../../server-mock/server';
import {
  externalImageRequest,
  emptyImageValues,
  gitlabImageRequest,
  type ImageValues,
} from '../../../src/features/resources/schemas';
import { ACCOUNTS, signedIn, startMock, type Client } from '../support/helpers';

let mock: MockServer;
let demo: Client;
const stamp = Date.now();
const values = (patch: Partial<ImageValues>): ImageValues => ({ ...emptyImageValues, version: '1', ...patch });

beforeAll(async () => {
  mock = await startMock();
  demo = await signedIn(mock.url, ACCOUNTS.demo);
});
afterAll(() => mock.close());

describe('external image source', () => {
  it('refuses a private source without username and password, as the console words it', async () => {
    const body = externalImageRequest(
      values({ name: `ext-${stamp}-a`, sourceUrl: 'registry.example.com/team/app:1', private: true }),
    );
    expect(body).toMatchObject({ private: true, sourceUsername: '', sourcePassword: '' });
    const r = await demo.call('aispweb/image/create_external', body);
    expect(r.body).toMatchObject({
      success: false,
      errorCode: 'EXTERNAL_CREDENTIALS',
      errorMessage: 'A private source needs a username and password, otherwise the pull fails',
    });
    const zh = await demo.call('aispweb/image/create_external', body, { lang: 'zh' });
    expect(zh.body.errorMessage).toBe('私有镜像源需要填写用户名和密码，否则拉取会失败');
  });

  it('refuses a private source with a username but no password', async () => {
    const body = externalImageRequest(
      values({ name: `ext-${stamp}-b`, sourceUrl: 'registry.example.com/a', private: true, sourceUsername: 'bot' }),
    );
    const r = await demo.call('aispweb/image/create_external', body);
    expect(r.body).toMatchObject({ success: false, errorCode: 'EXTERNAL_CREDENTIALS' });
  });

  it('pulls a private source with credentials and a public one without, and never returns the password', async () => {
    const priv = await demo.call(
      'aispweb/image/create_external',
      externalImageRequest(
        values({
          name: `ext-${stamp}-c`,
          sourceUrl: 'registry.example.com/c',
          private: true,
          sourceUsername: 'bot',
          sourcePassword: 's3cret',
          tags: 'a, b',
        }),
      ),
    );
    expect(priv.body).toMatchObject({
      success: true,
      data: { source: 'external', status: 'pulling', sourceUsername: 'bot', hasSourcePassword: true, tags: ['a', 'b'] },
    });
    expect(JSON.stringify(priv.body)).not.toContain('s3cret');
    const pub = await demo.call(
      'aispweb/image/create_external',
      externalImageRequest(values({ name: `ext-${stamp}-d`, sourceUrl: 'docker.io/library/python:3.12' })),
    );
    expect(pub.body).toMatchObject({ success: true, data: { hasSourcePassword: false, sourceUsername: null } });
  });
});

describe('image from a GitLab project', () => {
  it('builds from a project that allows platform access, and refuses one that does not', async () => {
    const link = async (name: string, allowPlatformAccess: boolean) =>
      (
        await demo.call('aispweb/gitlab_project/link', {
          name,
          url: `https://gitlab.example.com/ml/${name}`,
          projectId: 9000 + (allowPlatformAccess ? 1 : 2),
          allowPlatformAccess,
        })
      ).body.data.id as string;
    const open = await link(`it_open_${stamp}`, true);
    const closed = await link(`it_closed_${stamp}`, false);

    const built = await demo.call(
      'aispweb/image/create_gitlab',
      gitlabImageRequest(values({ name: `gl-${stamp}-a`, gitlabProjectId: open, branch: 'main' })),
    );
    expect(built.body).toMatchObject({
      success: true,
      data: { source: 'gitlab', gitlabProjectId: open, status: 'building' },
    });

    const refused = await demo.call(
      'aispweb/image/create_gitlab',
      gitlabImageRequest(values({ name: `gl-${stamp}-b`, gitlabProjectId: closed, branch: 'main' })),
    );
    expect(refused.body).toMatchObject({ success: false, errorCode: 'GITLAB_ACCESS_DENIED', showType: 2 });
  });
});

describe('chunked image upload', () => {
  it("refuses an archive that is not .tar or .gz with the reason, in the caller's language", async () => {
    const body = { name: `up-${stamp}-zip`, version: '1', fileName: 'image.zip', sizeBytes: 10 };
    const r = await demo.call('aispweb/image/upload_init', body);
    expect(r.body).toMatchObject({
      success: false,
      errorCode: 'IMAGE_FILE_TYPE',
      errorMessage: 'Only .tar and .gz files can be uploaded',
      showType: 2,
    });
    const ja = await demo.call('aispweb/image/upload_init', body, { lang: 'ja' });
    expect(ja.body.errorMessage).toBe('.tar と .gz ファイルのみアップロードできます');
    for (const fileName of ['image.tar', 'image.TAR.GZ', 'image.gz']) {
      const ok = await demo.call('aispweb/image/upload_init', { ...body, version: '9', fileName });
      expect(ok.body).toMatchObject({ success: true });
      await demo.call('aispweb/image/upload_abort', { uploadId: ok.body.data.uploadId });
    }
  });

  it('refuses to start an upload of a version the image already has, before any chunk is sent', async () => {
    const name = `up-${stamp}-taken`;
    const external = { name, version: '1', sourceUrl: 'docker.io/library/busybox:1', private: false };
    expect((await demo.call('aispweb/image/create_external', external)).body.success).toBe(true);
    const r = await demo.call('aispweb/image/upload_init', { name, version: '1', fileName: 'b.tar', sizeBytes: 10 });
    expect(r.body).toMatchObject({
      success: false,
      errorCode: 'IMAGE_VERSION_EXISTS',
      errorMessage: 'This version of the image already exists: choose another version number',
    });
    const next = await demo.call('aispweb/image/upload_init', { name, version: '2', fileName: 'b.tar', sizeBytes: 10 });
    expect(next.body).toMatchObject({ success: true, data: { chunkCount: 1 } });
  });

  it('completes only after every chunk, then lists the image as building', async () => {
    const size = 3 * 1_048_576 + 10;
    const init = await demo.call('aispweb/image/upload_init', {
      name: `up-${stamp}-tar`,
      version: '2',
      tags: ['e2e'],
      fileName: 'image.tar',
      sizeBytes: size,
      chunkSize: 1_048_576,
    });
    expect(init.body.data).toMatchObject({ chunkSize: 1_048_576, chunkCount: 4, receivedChunks: 0 });
    const uploadId = init.body.data.uploadId as string;
    const chunk = (index: number, bytes: number) =>
      demo.call('aispweb/image/upload_chunk', {
        uploadId,
        index,
        contentBase64: Buffer.alloc(bytes, index).toString('base64'),
      });
    for (const i of [0, 1, 2]) expect((await chunk(i, 1_048_576)).body.success).toBe(true);
    const early = await demo.call('aispweb/image/upload_complete', { uploadId });
    expect(early.body).toMatchObject({ success: false, errorCode: 'UPLOAD_INCOMPLETE' });
    expect((await chunk(3, 10)).body.data).toMatchObject({ receivedChunks: 4, receivedBytes: size });
    const done = await demo.call('aispweb/image/upload_complete', { uploadId });
    expect(done.body).toMatchObject({
      success: true,
      data: { source: 'upload', fileName: 'image.tar', status: 'building', sizeBytes: size },
    });
  });

  it('forgets an aborted upload', async () => {
    const init = await demo.call('aispweb/image/upload_init', {
      name: `up-${stamp}-abort`,
      version: '1',
      fileName: 'image.tar.gz',
      sizeBytes: 100,
    });
    const uploadId = init.body.data.uploadId as string;
    expect((await demo.call('aispweb/image/upload_abort', { uploadId })).body).toMatchObject({ success: true });
    const after = await demo.call('aispweb/image/upload_chunk', { uploadId, index: 0, contentBase64: 'AAAA' });
    expect(after.body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
  });
});

describe('image versions', () => {
  it('keeps many versions of one name, each version once', async () => {
    const name = `ver-${stamp}`;
    const add = (version: string) =>
      demo.call(
        'aispweb/image/create_external',
        externalImageRequest(values({ name, version, sourceUrl: `docker.io/library/${name}:${version}` })),
      );
    expect((await add('1')).body).toMatchObject({ success: true, data: { name, version: '1' } });
    expect((await add('2')).body).toMatchObject({
      success: true,
      data: { name, version: '2', pullCommand: `docker pull registry.aispace.dev/demo-lab/${name}:2` },
    });
    const again = await add('2');
    expect(again.body).toMatchObject({ success: false, errorCode: 'IMAGE_VERSION_EXISTS', showType: 2 });
    const zh = await demo.call(
      'aispweb/image/create_external',
      externalImageRequest(values({ name, version: '1', sourceUrl: 'docker.io/x' })),
      { lang: 'zh' },
    );
    expect(zh.body.errorMessage).toBe('该镜像的此版本已存在，请使用其他版本号');
    const listed = await demo.call('aispweb/image/query', { keyword: name, pageSize: 10 });
    expect(listed.body.data.list.map((i: { version: string }) => i.version).sort()).toEqual(['1', '2']);
  });
});

describe('GitLab project links', () => {
  it('links a project once: the same URL again (any case, trailing slash or .git) is refused', async () => {
    const url = `https://gitlab.example.com/ml/once_${stamp}`;
    const first = await demo.call('aispweb/gitlab_project/link', {
      name: `once_${stamp}`,
      url,
      projectId: 4242,
      allowPlatformAccess: true,
    });
    expect(first.body).toMatchObject({ success: true, data: { url, projectId: 4242 } });
    for (const again of [url, `${url.replace('gitlab.example', 'GitLab.Example')}/`, `${url}.git`]) {
      const r = await demo.call('aispweb/gitlab_project/link', { name: `again_${stamp}`, url: again, projectId: 4243 });
      expect(r.body).toMatchObject({
        success: false,
        errorCode: 'PROJECT_ALREADY_LINKED',
        errorMessage: 'This GitLab project is already linked',
        showType: 2,
      });
    }
    // the same project ID on another GitLab host is another project
    const other = await demo.call('aispweb/gitlab_project/link', {
      name: `other_host_${stamp}`,
      url: `https://git.other.example.org/ml/once_${stamp}`,
      projectId: 4242,
    });
    expect(other.body).toMatchObject({ success: true });
  });

  it("names the project's URL as the source URL of an image built from it", async () => {
    const url = `https://gitlab.example.com/ml/src_${stamp}`;
    const link = await demo.call('aispweb/gitlab_project/link', {
      name: `src_${stamp}`,
      url,
      projectId: 5150,
      allowPlatformAccess: true,
    });
    const built = await demo.call(
      'aispweb/image/create_gitlab',
      gitlabImageRequest(values({ name: `src-${stamp}`, gitlabProjectId: link.body.data.id, branch: 'main' })),
    );
    expect(built.body).toMatchObject({ success: true, data: { source: 'gitlab', sourceUrl: url } });
    const got = await demo.call('aispweb/image/detail', { id: built.body.data.id });
    expect(got.body.data).toMatchObject({ gitlabProjectId: link.body.data.id, sourceUrl: url });
  });
});

describe('datasets and models', () => {
  it('start with no version, list each uploaded one, and go away when deleted', async () => {
    for (const [kind, body] of [
      ['dataset', { name: `ds-${stamp}`, purpose: 'evaluation' }],
      ['model', { name: `mdl-${stamp}`, family: 'qwen' }],
    ] as const) {
      const created = await demo.call(`aispweb/${kind}/create`, body);
      expect(created.body).toMatchObject({ success: true, data: { versionCount: 0, latestVersion: null } });
      const id = created.body.data.id as string;
      expect((await demo.call(`aispweb/${kind}/versions`, { id })).body.data).toMatchObject({ total: 0, list: [] });
      const file = { fileName: 'v1.bin', contentBase64: Buffer.from('hello').toString('base64') };
      const up = await demo.call(`aispweb/${kind}/upload`, { id, version: '1', note: 'first', file });
      expect(up.body).toMatchObject({ success: true, data: { version: '1', fileName: 'v1.bin', sizeBytes: 5 } });
      const again = await demo.call(`aispweb/${kind}/upload`, { id, version: '1', file });
      expect(again.body).toMatchObject({ success: false, errorCode: 'VERSION_EXISTS' });
      const versions = await demo.call(`aispweb/${kind}/versions`, { id });
      expect(versions.body.data).toMatchObject({ total: 1, list: [{ version: '1', note: 'first' }] });
      const listed = await demo.call(`aispweb/${kind}/query`, { keyword: body.name });
      expect(listed.body.data.list).toEqual([expect.objectContaining({ id, latestVersion: '1', versionCount: 1 })]);
      expect((await demo.call(`aispweb/${kind}/delete`, { id })).body).toMatchObject({ success: true, data: true });
      expect((await demo.call(`aispweb/${kind}/query`, { keyword: body.name })).body.data.total).toBe(0);
    }
  });
});
