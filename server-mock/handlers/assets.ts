// Resources (GitLab projects, images with chunked upload, datasets, models), storage (cloud drive,
// buckets and objects, block volumes) and edge (NacT devices, network service groups).
import crypto from 'node:crypto';
import enEdge from '../../src/i18n/locales/en-US/edge.json';
import jaEdge from '../../src/i18n/locales/ja-JP/edge.json';
import zhEdge from '../../src/i18n/locales/zh-CN/edge.json';
import { checkExternalCredentials, isAccessPoint, isCidr, rules } from '../../src/validation/rules';
import { breach } from '../lib/businessRules';
import { Collection, type Row } from '../lib/collection';
import { refuseRule, type Ctx, type Handler } from '../lib/context';
import { signDriveDownload } from '../lib/driveFiles';
import { addChild, childrenOf, ensureCollection } from '../lib/entities';
import { BusinessError } from '../lib/envelope';
import { text } from '../lib/messages';
import {
  ENRICH,
  assertCanModify,
  buildRow,
  checkFieldRules,
  findRow,
  insertRow,
  listRows,
  patchRow,
  removeRow,
} from './generic';

const iso = (ms: number): string => new Date(ms).toISOString();
const pad = (n: number, w: number): string => String(n).padStart(w, '0');
const bytesOf = (file: Row | undefined): number =>
  (file?.sizeBytes as number | undefined) ?? Buffer.from(String(file?.contentBase64 ?? ''), 'base64').length;

/** Pages an in-memory array with the request's paging and sort. */
function page(ctx: Ctx, rows: Row[], idField: string, defaultSort?: string): unknown {
  const coll = new Collection(
    'page',
    idField,
    [],
    rows.map((r, i) => ({ ...r, [idField]: r[idField] ?? `row-${i}` })),
  );
  const b = ctx.body;
  return coll.list({
    pageNum: b.pageNum,
    pageSize: b.pageSize,
    sortField: b.sortField && rows[0] && b.sortField in rows[0] ? b.sortField : defaultSort,
    sortOrder: b.sortField ? b.sortOrder : 'desc',
    contains: b.keyword ? [{ fields: ['name', 'key', 'version', 'fileName', 'path'], value: String(b.keyword) }] : [],
  });
}

// ------------------------------------------------------------------------------------- GitLab projects

/** A project URL as compared: lower case, without a trailing slash or `.git`. */
const projectKey = (url: unknown): string =>
  String(url ?? '')
    .trim()
    .toLowerCase()
    .replace(/(\.git)?\/*$/, '');

/**
 * One link per GitLab project in an organisation: the same project URL again is refused. (A project ID alone
 * names a project only on its own GitLab host, so two hosts may share one.)
 */
const linkGitlabProject: Handler = (ctx) => {
  checkFieldRules(ctx);
  const url = projectKey(ctx.body.url);
  const linked = ensureCollection(ctx.state, 'GitlabProject').rows.some(
    (p) => p._org === ctx.org?.ugroupId && projectKey(p.url) === url,
  );
  if (linked) breach(ctx, 'projectLinked');
  return insertRow(ctx, 'GitlabProject');
};

// ------------------------------------------------------------------------------------------ images

/** Images are unique per name and version in an organisation (a name has many versions). */
function checkImageVersionFree(ctx: Ctx, name: unknown, version: unknown): void {
  const taken = ensureCollection(ctx.state, 'Image').rows.some(
    (r) => r._org === ctx.org?.ugroupId && r.name === name && String(r.version) === String(version),
  );
  if (taken) breach(ctx, 'imageVersionExists');
}

function insertImage(ctx: Ctx, fields: Row): Row {
  checkImageVersionFree(ctx, fields.name ?? ctx.body.name, fields.version ?? ctx.body.version);
  return ensureCollection(ctx.state, 'Image').insert(buildRow(ctx, 'Image', fields));
}

/** An image built from a GitLab project names the project's URL as its source URL (openapi.yaml). */
ENRICH.Image = (ctx, row) => {
  if (row.source !== 'gitlab' || row.sourceUrl || !row.gitlabProjectId || !ctx.state.has('GitlabProject')) return row;
  const project = ctx.state.collection('GitlabProject').get(row.gitlabProjectId);
  return project ? { ...row, sourceUrl: project.url } : row;
};

const createImageFromExternal: Handler = (ctx) => {
  checkFieldRules(ctx);
  const b = ctx.body;
  if (checkExternalCredentials(b)) breach(ctx, 'externalCredentials');
  const row = insertImage(ctx, {
    source: 'external',
    sourceUrl: b.sourceUrl,
    sourceUsername: b.private ? b.sourceUsername : null,
    hasSourcePassword: !!(b.private && b.sourcePassword),
    gitlabProjectId: null,
    fileName: null,
    pullCommand: `docker pull registry.aispace.dev/${ctx.org?.name ?? 'org'}/${b.name}:${b.version}`,
    tags: b.tags ?? [],
    description: b.description ?? null,
    sizeBytes: null,
    status: 'pulling',
  });
  readyLater(ctx, row);
  return row;
};

const createImageFromGitlab: Handler = (ctx) => {
  checkFieldRules(ctx);
  const b = ctx.body;
  const project = findRow(ctx, 'GitlabProject', b.gitlabProjectId);
  // openapi.yaml: the project must allow platform access, or the platform cannot read it to build.
  if (project.allowPlatformAccess !== true) breach(ctx, 'gitlabAccessDenied');
  const row = insertImage(ctx, {
    source: 'gitlab',
    sourceUrl: project.url ?? null,
    sourceUsername: null,
    hasSourcePassword: false,
    gitlabProjectId: b.gitlabProjectId,
    fileName: null,
    pullCommand: `docker pull registry.aispace.dev/${ctx.org?.name ?? 'org'}/${b.name}:${b.version}`,
    tags: b.tags ?? [],
    description: b.description ?? null,
    sizeBytes: null,
    status: 'building',
  });
  readyLater(ctx, row);
  return row;
};

function readyLater(ctx: Ctx, image: Row): void {
  ctx.state.scheduler.at(ctx.now + 4 * ctx.state.options.tickMs, () => {
    const coll = ctx.state.collection('Image');
    if (coll.has(image.id))
      coll.update(image.id, {
        status: 'ready',
        sizeBytes: 3_221_225_472 + (crypto.createHash('md5').update(String(image.id)).digest()[0] << 24),
      });
  });
}

const uploads = (ctx: Ctx) => ensureCollection(ctx.state, 'ImageUpload');

const initImageUpload: Handler = (ctx) => {
  checkFieldRules(ctx);
  const b = ctx.body;
  // refused before any byte is sent, not after the last chunk
  checkImageVersionFree(ctx, b.name, b.version);
  const chunkSize = Number(b.chunkSize ?? 8_388_608);
  const row = uploads(ctx).insert({
    uploadId: ctx.state.nextId('up-'),
    chunkSize,
    chunkCount: Math.max(1, Math.ceil(Number(b.sizeBytes) / chunkSize)),
    receivedChunks: 0,
    receivedBytes: 0,
    _meta: {
      name: b.name,
      version: b.version,
      tags: b.tags ?? [],
      description: b.description ?? null,
      fileName: b.fileName,
      sizeBytes: b.sizeBytes,
    },
    _chunks: [] as number[],
    _org: ctx.org?.ugroupId,
    _owner: ctx.user?.userId,
  });
  return row;
};

function uploadOf(ctx: Ctx): Row {
  const up = uploads(ctx).get(ctx.body.uploadId);
  if (!up || (up._org && up._org !== ctx.org?.ugroupId)) breach(ctx, 'recordNotFound');
  return up!;
}

const uploadImageChunk: Handler = (ctx) => {
  const up = uploadOf(ctx);
  const index = Number(ctx.body.index);
  if (index >= Number(up.chunkCount))
    throw new BusinessError('CHUNK_OUT_OF_RANGE', `index ${index} >= chunkCount ${up.chunkCount}`);
  const chunks = [...((up._chunks as number[] | undefined) ?? [])];
  if (!chunks.includes(index)) chunks.push(index);
  up._chunks = chunks;
  const bytes = Buffer.from(String(ctx.body.contentBase64 ?? ''), 'base64').length;
  return uploads(ctx).update(up.uploadId, {
    receivedChunks: chunks.length,
    receivedBytes: Number(up.receivedBytes) + bytes,
  });
};

const completeImageUpload: Handler = (ctx) => {
  const up = uploadOf(ctx);
  if (Number(up.receivedChunks) < Number(up.chunkCount)) breach(ctx, 'uploadIncomplete');
  const m = up._meta as Row;
  const row = insertImage(ctx, {
    name: m.name,
    version: m.version,
    tags: m.tags,
    description: m.description,
    source: 'upload',
    sourceUrl: null,
    sourceUsername: null,
    hasSourcePassword: false,
    gitlabProjectId: null,
    fileName: m.fileName,
    pullCommand: `docker pull registry.aispace.dev/${ctx.org?.name ?? 'org'}/${m.name}:${m.version}`,
    sizeBytes: m.sizeBytes,
    status: 'building',
  });
  uploads(ctx).remove(up.uploadId);
  readyLater(ctx, row);
  return row;
};

const abortImageUpload: Handler = (ctx) => {
  uploads(ctx).remove(uploadOf(ctx).uploadId);
  return true;
};

// ------------------------------------------------------------------------------- dataset / model versions

function versionsOf(ctx: Ctx, collection: 'Dataset' | 'Model', asset: Row): Row[] {
  return childrenOf(ctx.state, 'AssetVersion', String(asset.id), (rng) =>
    Array.from({ length: Math.max(0, Number(asset.versionCount) || 0) }, (_, i) => ({
      version: String(i + 1),
      fileName:
        collection === 'Dataset'
          ? `${asset.name}-v${i + 1}.${asset.format === 'images' ? 'zip' : (asset.format ?? 'jsonl')}`
          : `${asset.name}-v${i + 1}.safetensors`,
      sizeBytes: rng.int(50, 20_000) * 1_048_576,
      note: i === 0 ? 'Initial upload' : rng.bool(0.5) ? 'Cleaned duplicates' : null,
      createdBy: asset.createdBy,
      createdAt: iso(Date.parse(String(asset.createdAt)) + i * 5 * 86_400_000),
    })),
  );
}

/** A new dataset or model has no version yet (the generic create would sample some). */
const createAsset =
  (collection: 'Dataset' | 'Model'): Handler =>
  (ctx) => {
    checkFieldRules(ctx);
    const empty = { latestVersion: null, versionCount: 0 };
    return insertRow(ctx, collection, collection === 'Dataset' ? { ...empty, sizeBytes: 0 } : empty);
  };

const queryVersions =
  (collection: 'Dataset' | 'Model'): Handler =>
  (ctx) =>
    page(ctx, versionsOf(ctx, collection, findRow(ctx, collection, ctx.body.id)), '_key', 'createdAt');

const uploadVersion =
  (collection: 'Dataset' | 'Model'): Handler =>
  (ctx) => {
    checkFieldRules(ctx);
    const asset = findRow(ctx, collection, ctx.body.id);
    assertCanModify(ctx, asset);
    const versions = versionsOf(ctx, collection, asset);
    if (versions.some((v) => v.version === String(ctx.body.version))) breach(ctx, 'versionExists');
    const file = ctx.body.file as Row;
    const row = addChild(ctx.state, 'AssetVersion', String(asset.id), {
      version: String(ctx.body.version),
      fileName: file.fileName,
      sizeBytes: bytesOf(file),
      note: ctx.body.note ?? null,
      createdBy: ctx.user?.username,
      createdAt: iso(ctx.now),
    });
    ctx.state.collection(collection).update(asset.id, {
      latestVersion: String(ctx.body.version),
      versionCount: versions.length + 1,
      ...(collection === 'Dataset' ? { sizeBytes: row.sizeBytes } : {}),
    });
    return row;
  };

// -------------------------------------------------------------------------------------- cloud drive

function drive(ctx: Ctx): Collection {
  if (ctx.state.has('DriveEntry')) return ctx.state.collection('DriveEntry');
  const coll = ensureCollection(ctx.state, 'DriveEntry');
  // give the sampled rows a tree: a few folders at the root, files inside them
  const byOrg = new Map<string, Row[]>();
  for (const r of coll.rows) byOrg.set(String(r._org), [...(byOrg.get(String(r._org)) ?? []), r]);
  const FOLDERS = ['datasets', 'notebooks', 'checkpoints', 'reports', 'shared'];
  for (const rows of byOrg.values()) {
    rows.forEach((r, i) => {
      const folder = i < FOLDERS.length;
      const parent = folder || i % 3 !== 0 ? null : rows[i % FOLDERS.length];
      const name = folder
        ? FOLDERS[i]
        : `${['train', 'eval', 'notes', 'model', 'summary'][i % 5]}-${pad(i, 3)}.${['csv', 'ipynb', 'md', 'pt', 'pdf'][i % 5]}`;
      coll.update(r.id, {
        kind: folder ? 'folder' : 'file',
        name,
        parentId: parent ? parent.id : null,
        path: parent ? `/${parent.name}/${name}` : `/${name}`,
        sizeBytes: folder ? 0 : 1024 * (i * 37 + 11),
        mimeType: folder
          ? null
          : ['text/csv', 'application/x-ipynb+json', 'text/markdown', 'application/octet-stream', 'application/pdf'][
              i % 5
            ],
      });
    });
  }
  return coll;
}

const listDriveEntries: Handler = (ctx) => {
  drive(ctx);
  const folderId = ctx.body.folderId ?? null;
  const folder = folderId ? findRow(ctx, 'DriveEntry', folderId) : null;
  if (folder && folder.kind !== 'folder') breach(ctx, 'notAFolder');
  // every match of the folder, sorted as asked; then folders before files, then the page asked for
  const all = listRows({ ...ctx, body: { ...ctx.body, pageNum: 1, pageSize: 1000 } }, 'DriveEntry', {
    where: (r) => (r.parentId ?? null) === folderId,
    equals: ctx.body.kind ? { kind: ctx.body.kind } : {},
  });
  const ordered = [...all.list.filter((r) => r.kind === 'folder'), ...all.list.filter((r) => r.kind !== 'folder')];
  const pageSize = Math.min(1000, Math.max(1, Math.floor(Number(ctx.body.pageSize) || 10)));
  const pageNum = Math.max(1, Math.floor(Number(ctx.body.pageNum) || 1));
  const breadcrumbs: Array<{ id: string | null; name: string }> = [];
  for (let f: Row | null = folder; f; f = f.parentId ? (drive(ctx).get(f.parentId) ?? null) : null)
    breadcrumbs.unshift({ id: String(f.id), name: String(f.name) });
  breadcrumbs.unshift({ id: null, name: 'My drive' });
  return {
    total: all.total,
    pageNum,
    pageSize,
    list: ordered.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    folder: folder
      ? { id: String(folder.id), name: String(folder.name), path: String(folder.path) }
      : { id: null, name: 'My drive', path: '/' },
    breadcrumbs,
  };
};

function folderPath(ctx: Ctx, parentId: unknown): string {
  if (!parentId) return '';
  const p = findRow(ctx, 'DriveEntry', parentId);
  if (p.kind !== 'folder') breach(ctx, 'notAFolder');
  return String(p.path);
}

function nameTaken(ctx: Ctx, parentId: unknown, name: string, except?: unknown): Row | undefined {
  return drive(ctx).rows.find(
    (r) =>
      r._org === ctx.org?.ugroupId && (r.parentId ?? null) === (parentId ?? null) && r.name === name && r.id !== except,
  );
}

/** Names are unique within a folder only, so insertRow's organisation-wide name check does not apply. */
function insertDriveEntry(ctx: Ctx, fields: Row): Row {
  return drive(ctx).insert(buildRow(ctx, 'DriveEntry', fields));
}

/** Texts of the storage refusals that only this area says. */

/** Gives an entry (and, for a folder, everything under it) the path of its current parent and name. */
function repath(ctx: Ctx, entry: Row, parentId: unknown, name: string): Row | undefined {
  const coll = drive(ctx);
  const oldPath = String(entry.path);
  const newPath = `${folderPath(ctx, parentId)}/${name}`;
  for (const r of coll.rows.filter((x) => x._org === entry._org && String(x.path).startsWith(`${oldPath}/`)))
    coll.update(r.id, { path: newPath + String(r.path).slice(oldPath.length) });
  return coll.update(entry.id, { parentId: parentId ?? null, name, path: newPath, updatedAt: iso(ctx.now) });
}

const createDriveFolder: Handler = (ctx) => {
  drive(ctx);
  const name = String(ctx.body.name);
  if (nameTaken(ctx, ctx.body.parentId, name)) breach(ctx, 'nameExists');
  return insertDriveEntry(ctx, {
    kind: 'folder',
    name,
    parentId: ctx.body.parentId ?? null,
    path: `${folderPath(ctx, ctx.body.parentId)}/${name}`,
    sizeBytes: 0,
    mimeType: null,
    updatedAt: iso(ctx.now),
  });
};

const uploadDriveFile: Handler = (ctx) => {
  drive(ctx);
  const file = ctx.body.file as Row;
  const name = String(file.fileName);
  const existing = nameTaken(ctx, ctx.body.parentId, name);
  if (existing && ctx.body.overwrite !== true) breach(ctx, 'nameExists');
  if (existing && existing.kind !== 'file') breach(ctx, 'nameExists');
  const quota = driveQuota(ctx);
  if (quota.usedBytes - bytesOf(existing) + bytesOf(file) > quota.totalBytes) breach(ctx, 'quotaExceeded');
  // The bytes are kept, so that the file's download link serves them.
  const content = String(file.contentBase64 ?? '');
  if (existing)
    return ctx.state
      .collection('DriveEntry')
      .update(existing.id, { sizeBytes: bytesOf(file), updatedAt: iso(ctx.now), _content: content });
  return insertDriveEntry(ctx, {
    _content: content,
    kind: 'file',
    name,
    parentId: ctx.body.parentId ?? null,
    path: `${folderPath(ctx, ctx.body.parentId)}/${name}`,
    sizeBytes: bytesOf(file),
    mimeType: file.contentType ?? 'application/octet-stream',
    updatedAt: iso(ctx.now),
  });
};

const getDriveDownloadUrl: Handler = (ctx) => {
  drive(ctx);
  const e = findRow(ctx, 'DriveEntry', ctx.body.id);
  // a folder is packed as .zip (openapi.yaml); the link serves the entry's bytes (lib/driveFiles.ts)
  const zip = e.kind === 'folder';
  const expiresAt = ctx.now + 15 * 60_000;
  const signature = signDriveDownload(ctx.state, String(e.id), expiresAt);
  return {
    url: `/files/signed/drive/${encodeURIComponent(String(e.id))}/${signature}${zip ? '.zip' : ''}`,
    fileName: zip ? `${String(e.name)}.zip` : e.name,
    expiresAt: iso(expiresAt),
  };
};

const renameDriveEntry: Handler = (ctx) => {
  drive(ctx);
  const e = findRow(ctx, 'DriveEntry', ctx.body.id);
  assertCanModify(ctx, e);
  const name = String(ctx.body.name);
  if (nameTaken(ctx, e.parentId, name, e.id)) breach(ctx, 'nameExists');
  return repath(ctx, e, e.parentId, name);
};

const batchDrive =
  (act: (ctx: Ctx, e: Row) => void): Handler =>
  (ctx) => {
    drive(ctx);
    const succeeded: string[] = [];
    const failed: Array<{ id: string; reason: string }> = [];
    for (const id of ctx.body.ids as string[]) {
      try {
        const e = findRow(ctx, 'DriveEntry', id);
        assertCanModify(ctx, e);
        act(ctx, e);
        succeeded.push(id);
      } catch (err) {
        if (!(err instanceof BusinessError)) throw err;
        failed.push({ id, reason: err.message });
      }
    }
    return { succeeded, failed };
  };

const moveDriveEntries = batchDrive((ctx, e) => {
  const target = ctx.body.targetFolderId ?? null;
  const targetPath = folderPath(ctx, target);
  if (target === e.id || targetPath.startsWith(`${String(e.path)}/`)) breach(ctx, 'moveIntoItself');
  if (nameTaken(ctx, target, String(e.name), e.id)) breach(ctx, 'nameExists');
  repath(ctx, e, target, String(e.name));
});

const deleteDriveEntries = batchDrive((ctx, e) => {
  const coll = ctx.state.collection('DriveEntry');
  const doomed = [e, ...coll.rows.filter((r) => String(r.path).startsWith(`${e.path}/`) && r._org === e._org)];
  for (const r of doomed) coll.remove(r.id);
});

function driveQuota(ctx: Ctx): { usedBytes: number; totalBytes: number } {
  const used = drive(ctx)
    .rows.filter((r) => r._org === ctx.org?.ugroupId)
    .reduce((s, r) => s + (Number(r.sizeBytes) || 0), 0);
  return { usedBytes: used, totalBytes: 1_099_511_627_776 };
}

const getDriveQuota: Handler = (ctx) => driveQuota(ctx);

// ------------------------------------------------------------------------------- buckets, objects

function bucketOf(ctx: Ctx): Row {
  return findRow(ctx, 'Bucket', ctx.body.bucket, 'name');
}

function objectsOf(ctx: Ctx, bucket: Row): Row[] {
  return childrenOf(ctx.state, 'StorageObject', String(bucket.id), (rng) => {
    // a bucket created empty stays empty until something is uploaded
    if (Number(bucket.objectCount) === 0) return [];
    const n = Math.min(60, Math.max(25, Math.round(Number(bucket.objectCount) / 10) || 25));
    const dirs = ['images', 'labels', 'checkpoints', 'logs', 'exports'];
    return Array.from({ length: n }, (_, i) => {
      const dir = dirs[i % dirs.length];
      const ext = { images: 'jpg', labels: 'json', checkpoints: 'pt', logs: 'txt', exports: 'parquet' }[dir];
      return {
        key: `${dir}/${dir === 'images' ? 'cat' : dir.slice(0, -1)}-${pad(i + 1, 3)}.${ext}`,
        sizeBytes: rng.int(1, 900) * (dir === 'checkpoints' ? 10_485_760 : 4096),
        contentType: {
          jpg: 'image/jpeg',
          json: 'application/json',
          pt: 'application/octet-stream',
          txt: 'text/plain',
          parquet: 'application/octet-stream',
        }[ext!],
        etag: `"${rng.hex(32)}"`,
        lastModified: iso(Date.parse(String(bucket.createdAt)) + rng.int(1, 2000) * 3_600_000),
      };
    });
  });
}

ENRICH.BucketDetail = (ctx, row) => {
  const key = ctx.state.has('AccessKey') ? ctx.state.collection('AccessKey').where('_org', row._org)[0] : undefined;
  return { ...row, accessKeyId: key ? key.accessKeyId : null, s3Uri: `s3://${row.name}` };
};

const getBucket: Handler = (ctx) => ENRICH.BucketDetail(ctx, bucketOf(ctx));

const createBucket: Handler = (ctx) => {
  checkFieldRules(ctx);
  const taken = ensureCollection(ctx.state, 'Bucket').rows.some((b) => b.name === ctx.body.name);
  if (taken) breach(ctx, 'nameExists');
  return insertRow(ctx, 'Bucket', {
    objectCount: 0,
    capacityBytes: 0,
    acl: ctx.body.acl ?? 'private',
    endpoint: `https://s3.${ctx.body.region}.aispace.dev`,
  });
};

const deleteBucket: Handler = (ctx) => {
  const b = bucketOf(ctx);
  assertCanModify(ctx, b);
  if (objectsOf(ctx, b).length > 0 || Number(b.objectCount) > 0) breach(ctx, 'bucketNotEmpty');
  removeRow(ctx, 'Bucket', b);
  return true;
};

const queryObjects: Handler = (ctx) => {
  const b = bucketOf(ctx);
  const prefix = String(ctx.body.prefix ?? '');
  const delimiter = ctx.body.delimiter ? String(ctx.body.delimiter) : '';
  let rows = objectsOf(ctx, b).filter((o) => String(o.key).startsWith(prefix));
  const seen = new Set<string>();
  if (delimiter) {
    // one level: objects directly under the prefix, and one entry per "folder"
    rows = rows.flatMap((o) => {
      const rest = String(o.key).slice(prefix.length);
      const cut = rest.indexOf(delimiter);
      if (cut < 0) return [o];
      const folder = prefix + rest.slice(0, cut + delimiter.length);
      if (seen.has(folder)) return [];
      seen.add(folder);
      return [{ key: folder, sizeBytes: 0, contentType: null, etag: null, lastModified: o.lastModified }];
    });
    // "folders" before objects, each group filtered and sorted as asked, then the page asked for
    const sorted = (
      page({ ...ctx, body: { ...ctx.body, pageNum: 1, pageSize: 1000 } }, rows, 'key', 'key') as { list: Row[] }
    ).list;
    const ordered = [
      ...sorted.filter((o) => seen.has(String(o.key))),
      ...sorted.filter((o) => !seen.has(String(o.key))),
    ];
    const pageSize = Math.min(1000, Math.max(1, Math.floor(Number(ctx.body.pageSize) || 10)));
    const pageNum = Math.max(1, Math.floor(Number(ctx.body.pageNum) || 1));
    return {
      total: ordered.length,
      pageNum,
      pageSize,
      list: ordered.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    };
  }
  return page(ctx, rows, 'key', 'key');
};

const uploadObject: Handler = (ctx) => {
  const b = bucketOf(ctx);
  const file = ctx.body.file as Row;
  const existing = objectsOf(ctx, b).find((o) => o.key === ctx.body.key);
  const fields = {
    key: ctx.body.key,
    sizeBytes: bytesOf(file),
    contentType: file.contentType ?? 'application/octet-stream',
    etag: `"${crypto.createHash('md5').update(String(file.contentBase64)).digest('hex')}"`,
    lastModified: iso(ctx.now),
  };
  if (existing) return ctx.state.collection('StorageObject').update(existing._key, fields);
  ctx.state.collection('Bucket').update(b.id, {
    objectCount: Number(b.objectCount) + 1,
    capacityBytes: Number(b.capacityBytes) + fields.sizeBytes,
  });
  return addChild(ctx.state, 'StorageObject', String(b.id), fields);
};

const getObjectDownloadUrl: Handler = (ctx) => {
  const b = bucketOf(ctx);
  const o = objectsOf(ctx, b).find((x) => x.key === ctx.body.key);
  if (!o) breach(ctx, 'recordNotFound');
  return {
    url: `https://${b.name}.s3.aispace.dev/${o!.key}?X-Sig=${crypto.randomBytes(8).toString('hex')}`,
    fileName: String(o!.key).split('/').pop(),
    expiresAt: iso(ctx.now + 15 * 60_000),
  };
};

const deleteObjects: Handler = (ctx) => {
  const b = bucketOf(ctx);
  assertCanModify(ctx, b);
  const objects = objectsOf(ctx, b);
  const succeeded: string[] = [];
  const failed: Array<{ id: string; reason: string }> = [];
  let freed = 0;
  for (const key of ctx.body.keys as string[]) {
    const o = objects.find((x) => x.key === key);
    if (!o) failed.push({ id: key, reason: text('recordNotFound', ctx.lang) });
    else {
      ctx.state.collection('StorageObject').remove(o._key);
      freed += Number(o.sizeBytes) || 0;
      succeeded.push(key);
    }
  }
  // the fixture buckets list a sample of their objects: the last one deleted empties the bucket
  const left = objectsOf(ctx, b).length;
  ctx.state.collection('Bucket').update(b.id, {
    objectCount: left === 0 ? 0 : Math.max(left, Number(b.objectCount) - succeeded.length),
    capacityBytes: left === 0 ? 0 : Math.max(0, Number(b.capacityBytes) - freed),
  });
  return { succeeded, failed };
};

// ------------------------------------------------------------------------------------------ volumes

/** Volume collections whose fixture rows left in flight (creating, expanding, deleting) are on their way. */
const settledVolumes = new WeakSet<Collection>();

/**
 * Fixture volumes generated creating, expanding or deleting finish a few ticks after the volumes are first
 * touched (listed or acted on), as the console's own actions do: nothing stays in a transitional status for good.
 */
function volumes(ctx: Ctx): Collection {
  const coll = ensureCollection(ctx.state, 'Volume');
  if (settledVolumes.has(coll)) return coll;
  settledVolumes.add(coll);
  const tick = ctx.state.options.tickMs;
  coll.rows
    .filter((v) => ['creating', 'expanding', 'deleting'].includes(String(v.status)))
    .forEach((v, k) => {
      ctx.state.scheduler.at(ctx.now + (k + 3) * tick, () => {
        const row = coll.get(v.id);
        if (!row) return;
        if (row.status === 'deleting') coll.remove(row.id);
        else if (row.status === 'creating' || row.status === 'expanding')
          coll.update(row.id, { status: row.attachedInstanceId ? 'attached' : 'available' });
      });
    });
  return coll;
}

const queryVolumes: Handler = (ctx) => {
  volumes(ctx);
  return listRows(ctx, 'Volume');
};

function ownVolume(ctx: Ctx): Row {
  volumes(ctx);
  const v = findRow(ctx, 'Volume', ctx.body.id);
  assertCanModify(ctx, v);
  return v;
}

const createVolume: Handler = (ctx) => {
  checkFieldRules(ctx);
  volumes(ctx);
  const row = insertRow(ctx, 'Volume', {
    totalCapacityGiB: ctx.body.capacityGiB,
    availableGiB: ctx.body.capacityGiB,
    status: 'creating',
    attachedInstanceId: null,
    attachedInstanceName: null,
    mountPath: null,
    region: ctx.body.region ?? 'cn-east-1',
  });
  ctx.state.scheduler.at(ctx.now + 2 * ctx.state.options.tickMs, () => {
    if (ctx.state.collection('Volume').get(row.id)?.status === 'creating')
      ctx.state.collection('Volume').update(row.id, { status: 'available' });
  });
  return row;
};

const expandVolume: Handler = (ctx) => {
  const v = ownVolume(ctx);
  const size = Number(ctx.body.newCapacityGiB);
  if (v.status !== 'available' && v.status !== 'attached') breach(ctx, 'invalidState');
  if (size <= Number(v.totalCapacityGiB)) breach(ctx, 'invalidState');
  // the new size is allotted at once; the file system grows for a few ticks (expanding), then the volume is back
  // to what it was (attached or available)
  const settled = v.status;
  ctx.state.scheduler.at(ctx.now + 3 * ctx.state.options.tickMs, () => {
    if (ctx.state.collection('Volume').get(v.id)?.status === 'expanding')
      ctx.state.collection('Volume').update(v.id, { status: settled });
  });
  return ctx.state.collection('Volume').update(v.id, {
    status: 'expanding',
    totalCapacityGiB: size,
    availableGiB: Number(v.availableGiB) + size - Number(v.totalCapacityGiB),
  });
};

const attachVolume: Handler = (ctx) => {
  const v = ownVolume(ctx);
  if (v.status !== 'available') breach(ctx, 'invalidState');
  const inst = findRow(ctx, 'Instance', ctx.body.instanceId);
  if (inst.status !== 'running') breach(ctx, 'invalidState');
  return ctx.state.collection('Volume').update(v.id, {
    status: 'attached',
    attachedInstanceId: inst.id,
    attachedInstanceName: inst.name,
    mountPath: ctx.body.mountPath ?? '/data',
  });
};

const detachVolume: Handler = (ctx) => {
  const v = ownVolume(ctx);
  if (v.status !== 'attached') breach(ctx, 'invalidState');
  return ctx.state
    .collection('Volume')
    .update(v.id, { status: 'available', attachedInstanceId: null, attachedInstanceName: null, mountPath: null });
};

const deleteVolume: Handler = (ctx) => {
  const v = ownVolume(ctx);
  if (v.status === 'attached') breach(ctx, 'volumeAttached');
  removeRow(ctx, 'Volume', v);
  return true;
};

// -------------------------------------------------------------------------------------------- edge

/** The edge screens' own rule texts (edge.json), for refusals the console words the same way. */
const EDGE_RULES = { zh: zhEdge.rules, en: enEdge.rules, ja: jaEdge.rules };

ENRICH.NactDeviceDetail = (_ctx, row) => ({
  ...row,
  tunnels: row._tunnels ?? [],
  adapters: row._adapters ?? [],
  portMappings: row._portMappings ?? [],
});

function checkDeviceFields(ctx: Ctx): void {
  checkFieldRules(ctx);
  const b = ctx.body;
  if (b.description !== undefined && rules.deviceDescription(b.description)) refuseRule(ctx, 'deviceDescription');
}

const registerNactDevice: Handler = (ctx) => {
  checkDeviceFields(ctx);
  if (ensureCollection(ctx.state, 'NactDevice').rows.some((d) => d.tsnSerial === ctx.body.tsnSerial))
    throw new BusinessError('TSN_EXISTS', EDGE_RULES[ctx.lang].tsnExists, 200, 2);
  const row = insertRow(ctx, 'NactDevice', {
    status: 'offline',
    lastSeenAt: null,
    _tunnels: [],
    _adapters: [],
    _portMappings: [],
  });
  // The mock's device calls in a few seconds after registering, as a provisioned one would: online, seen,
  // its tunnels up.
  ctx.state.scheduler.at(ctx.now + 4 * ctx.state.options.tickMs, (at) => {
    const devices = ctx.state.collection('NactDevice');
    const cur = devices.get(row.id);
    if (!cur || cur.status !== 'offline' || cur.lastSeenAt) return;
    const tunnels = ((cur._tunnels as Row[] | undefined) ?? []).map((t) => ({ ...t, status: 'up' }));
    devices.update(cur.id, { status: 'online', lastSeenAt: iso(at), _tunnels: tunnels });
  });
  return row;
};

const updateNactDevice: Handler = (ctx) => {
  checkDeviceFields(ctx);
  const d = findRow(ctx, 'NactDevice', ctx.body.id);
  assertCanModify(ctx, d);
  return patchRow(ctx, 'NactDevice', d);
};

// A deleted device leaves the service groups it was a member of (their member counts follow).
const deleteNactDevice: Handler = (ctx) => {
  const d = findRow(ctx, 'NactDevice', ctx.body.id);
  assertCanModify(ctx, d);
  removeRow(ctx, 'NactDevice', d);
  const groups = ensureCollection(ctx.state, 'NetworkServiceGroup');
  for (const g of groups.rows.filter((r) => ((r._members as string[] | undefined) ?? []).includes(String(d.id)))) {
    const members = [...new Set((g._members as string[]).filter((m) => m !== d.id))];
    groups.update(g.id, { _members: members, memberCount: members.length });
  }
  return true;
};

const deviceItem =
  (field: '_tunnels' | '_adapters' | '_portMappings', prefix: string, add: boolean): Handler =>
  (ctx) => {
    const d = findRow(ctx, 'NactDevice', ctx.body.deviceId);
    assertCanModify(ctx, d);
    const items = [...((d[field] as Row[] | undefined) ?? [])];
    if (add) {
      const { ugroupAddr: _a, deviceId: _d, ...fields } = ctx.body;
      const extra =
        field === '_tunnels'
          ? {
              remotePort:
                fields.remotePort ?? 30000 + (items.length + 1) * 17 + (Number(String(d.id).replace(/\D/g, '')) % 1000),
              // A tunnel is up only while its device is online.
              status: d.status === 'online' ? 'up' : 'down',
              createdAt: iso(ctx.now),
            }
          : {};
      items.push({ id: ctx.state.nextId(prefix), ...fields, ...extra });
    } else {
      const i = items.findIndex((x) => x.id === ctx.body.itemId);
      if (i < 0) breach(ctx, 'recordNotFound');
      items.splice(i, 1);
    }
    ctx.state.collection('NactDevice').update(d.id, { [field]: items });
    return ENRICH.NactDeviceDetail(ctx, d);
  };

/** A service group's address (CIDR) and access point (host:port), checked as the console's form checks them. */
function checkServiceGroupFields(ctx: Ctx): void {
  checkFieldRules(ctx);
  const b = ctx.body;
  const broken =
    b.address !== undefined && !isCidr(String(b.address))
      ? 'cidr'
      : b.accessPoint !== undefined && !isAccessPoint(String(b.accessPoint))
        ? 'accessPoint'
        : null;
  if (broken) throw new BusinessError('VALIDATION_ERROR', EDGE_RULES[ctx.lang][broken], 200, 2);
}

// A new group starts healthy and empty (the generic create would sample a status and a member count).
const createNetworkServiceGroup: Handler = (ctx) => {
  checkServiceGroupFields(ctx);
  return insertRow(ctx, 'NetworkServiceGroup', { status: 'normal', memberCount: 0, _members: [] });
};

const updateNetworkServiceGroup: Handler = (ctx) => {
  checkServiceGroupFields(ctx);
  const group = findRow(ctx, 'NetworkServiceGroup', ctx.body.id);
  assertCanModify(ctx, group);
  return patchRow(ctx, 'NetworkServiceGroup', group);
};

const nsgMembers = (ctx: Ctx): { group: Row; ids: string[] } => {
  const group = findRow(ctx, 'NetworkServiceGroup', ctx.body.groupId);
  return { group, ids: [...new Set((group._members as string[] | undefined) ?? [])] };
};

const queryNetworkServiceGroupMembers: Handler = (ctx) => {
  const { ids } = nsgMembers(ctx);
  const set = new Set(ids);
  return listRows(ctx, 'NactDevice', { where: (d) => set.has(String(d.id)) });
};

const nsgChange =
  (add: boolean): Handler =>
  (ctx) => {
    const { group, ids } = nsgMembers(ctx);
    assertCanModify(ctx, group);
    const members = new Set(ids);
    const succeeded: string[] = [];
    const failed: Array<{ id: string; reason: string }> = [];
    for (const id of ctx.body.deviceIds as string[]) {
      const dev = ensureCollection(ctx.state, 'NactDevice').get(id);
      if (!dev || dev._org !== ctx.org?.ugroupId) failed.push({ id, reason: 'not found' });
      else if (add === members.has(id)) failed.push({ id, reason: add ? 'already a member' : 'not a member' });
      else {
        if (add) members.add(id);
        else members.delete(id);
        succeeded.push(id);
      }
    }
    ctx.state.collection('NetworkServiceGroup').update(group.id, { _members: [...members], memberCount: members.size });
    return { succeeded, failed };
  };

export const assetHandlers: Record<string, Handler> = {
  linkGitlabProject,
  createImageFromExternal,
  createImageFromGitlab,
  initImageUpload,
  uploadImageChunk,
  completeImageUpload,
  abortImageUpload,
  createDataset: createAsset('Dataset'),
  createModel: createAsset('Model'),
  queryDatasetVersions: queryVersions('Dataset'),
  queryModelVersions: queryVersions('Model'),
  uploadDatasetVersion: uploadVersion('Dataset'),
  uploadModelVersion: uploadVersion('Model'),
  listDriveEntries,
  createDriveFolder,
  uploadDriveFile,
  getDriveDownloadUrl,
  renameDriveEntry,
  moveDriveEntries,
  deleteDriveEntries,
  getDriveQuota,
  getBucket,
  createBucket,
  deleteBucket,
  queryObjects,
  uploadObject,
  getObjectDownloadUrl,
  deleteObjects,
  queryVolumes,
  createVolume,
  expandVolume,
  attachVolume,
  detachVolume,
  deleteVolume,
  registerNactDevice,
  updateNactDevice,
  deleteNactDevice,
  addNactTunnel: deviceItem('_tunnels', 'tun-', true),
  removeNactTunnel: deviceItem('_tunnels', 'tun-', false),
  addNactAdapter: deviceItem('_adapters', 'nic-', true),
  removeNactAdapter: deviceItem('_adapters', 'nic-', false),
  addNactPortMapping: deviceItem('_portMappings', 'pm-', true),
  removeNactPortMapping: deviceItem('_portMappings', 'pm-', false),
  createNetworkServiceGroup,
  updateNetworkServiceGroup,
  queryNetworkServiceGroupMembers,
  addNetworkServiceGroupMembers: nsgChange(true),
  removeNetworkServiceGroupMembers: nsgChange(false),
};
