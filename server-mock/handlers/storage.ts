// Storage: the cloud drive (folders, files, moves, quota), buckets and their objects, block volumes.
import crypto from 'node:crypto';
import { breach } from '../lib/businessRules';
import type { Collection, Row } from '../lib/collection';
import type { Ctx, Handler } from '../lib/context';
import { signDriveDownload } from '../lib/driveFiles';
import { addChild, childrenOf, ensureCollection } from '../lib/entities';
import { BusinessError } from '../lib/envelope';
import { text } from '../lib/messages';
import { bytesOf, page } from '../lib/page';
import { refuseUnaffordable } from '../lib/preflight';
import { iso } from '../lib/time';
import { ENRICH, assertCanModify, buildRow, checkFieldRules, findRow, insertRow, listRows, removeRow } from './generic';

const pad = (n: number, w: number): string => String(n).padStart(w, '0');

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
  // The storage quota and balance, as the preflight answers them, before anything is written.
  refuseUnaffordable(ctx, 'storage');
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
  refuseUnaffordable(ctx, 'storage', { volumeId: v.id, capacityGiB: size });
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

export const storageHandlers: Record<string, Handler> = {
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
};
