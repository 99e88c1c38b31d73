// Resources: GitLab projects, images (from an external registry, from GitLab, by chunked upload), datasets and
// models with their versions.
import crypto from 'node:crypto';
import { checkExternalCredentials } from '../../src/validation/rules';
import { breach } from '../lib/businessRules';
import type { Row } from '../lib/collection';
import type { Ctx, Handler } from '../lib/context';
import { addChild, childrenOf, ensureCollection } from '../lib/entities';
import { BusinessError } from '../lib/envelope';
import { TECHNICAL } from '../lib/messages';
import { bytesOf, page } from '../lib/page';
import { iso } from '../lib/time';
import { ENRICH, assertCanModify, buildRow, checkFieldRules, findRow, insertRow } from './generic';

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
    throw new BusinessError('CHUNK_OUT_OF_RANGE', TECHNICAL.chunkOutOfRange(index, up.chunkCount));
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

export const resourcesHandlers: Record<string, Handler> = {
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
};
