// querySearchResults: the command palette's one search across areas. It reads only the selected organisation's
// rows (the authorisation step has already refused a caller who is not a member of it), and each kind of resource
// only when the caller's role may see it in the role table (src/validation/access.ts). A result names the console
// route that opens that very resource: its detail page or drawer where it has one, else its list filtered to it.
import { can, type Capability } from '../../src/validation/access';
import type { Row } from '../lib/collection';
import { requireOrg, type Ctx, type Handler } from '../lib/context';
import { ensureCollection } from '../lib/entities';

type SearchType =
  'instance' | 'gpu' | 'node' | 'image' | 'dataset' | 'model' | 'bucket' | 'order' | 'member' | 'apiKey';

interface Found {
  type: SearchType;
  id: string;
  name: string;
  route: string;
}

interface Source {
  /** what the role must have to see this kind of resource */
  capability: Capability;
  /** the rows of the caller's organisation, as id, name and route */
  rows(ctx: Ctx, orgId: string): Array<Omit<Found, 'type'>>;
}

const enc = encodeURIComponent;
const text = (v: unknown): string => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));

/** Rows of a collection in one organisation. */
function orgRows(ctx: Ctx, collection: string, orgId: string): Row[] {
  return ensureCollection(ctx.state, collection).where('_org', orgId);
}

function simple(collection: string, route: (row: Row) => string, idField = 'id', nameOf = (r: Row) => text(r.name)) {
  return (ctx: Ctx, orgId: string) =>
    orgRows(ctx, collection, orgId).map((r) => ({ id: text(r[idField]), name: nameOf(r), route: route(r) }));
}

/** In the order results of one match quality come when the request names no types. */
const SOURCES: Record<SearchType, Source> = {
  instance: { capability: 'see', rows: simple('Instance', (r) => `/management-panel?id=${enc(text(r.id))}`) },
  node: { capability: 'see', rows: simple('ComputeNode', (r) => `/dedicated?node=${enc(text(r.id))}`) },
  gpu: {
    capability: 'see',
    rows: simple(
      'Gpu',
      (r) => `/gpu?nodeId=${enc(text(r.nodeId))}&q=${enc(text(r.id))}`,
      'id',
      (r) =>
        [text(r.model), r.index === undefined || r.index === null ? '' : `#${text(r.index)}`, text(r.nodeName)]
          .filter(Boolean)
          .join(' '),
    ),
  },
  image: { capability: 'see', rows: simple('Image', (r) => `/br-mirror?image=${enc(text(r.id))}`) },
  dataset: { capability: 'see', rows: simple('Dataset', (r) => `/br-dataset?q=${enc(text(r.id))}`) },
  model: { capability: 'see', rows: simple('Model', (r) => `/br-model?q=${enc(text(r.id))}`) },
  bucket: { capability: 'see', rows: simple('Bucket', (r) => `/object-storage-detail?bucket=${enc(text(r.name))}`) },
  order: {
    capability: 'see',
    rows: simple(
      'Order',
      (r) => `/cost-order?detail=${enc(text(r.orderId))}`,
      'orderId',
      (r) => text(r.serviceName) || text(r.orderId),
    ),
  },
  member: {
    capability: 'see',
    rows: (ctx, orgId) =>
      ctx.state.rels
        .where('ugroupId', orgId)
        .map((rel) => ctx.state.users.get(rel.userId))
        .filter((u): u is NonNullable<typeof u> => !!u)
        .map((u) => ({
          id: u.userId,
          name: u.nickname ? `${u.username} (${u.nickname})` : u.username,
          route: `/org-member?q=${enc(u.username)}`,
          // matched on the email too (below), never answered: the members list shows it, a result needs no more
          email: u.email,
        })),
  },
  apiKey: { capability: 'see', rows: simple('ApiKey', (r) => `/api-key?q=${enc(text(r.id))}`) },
};

const ALL_TYPES = Object.keys(SOURCES) as SearchType[];

/** 0: the ID itself; 1: a name or ID starting with q; 2: containing q; null: no match. */
function quality(q: string, row: { id: string; name: string; email?: string }): number | null {
  const id = row.id.toLowerCase();
  if (id === q) return 0;
  const fields = [id, row.name.toLowerCase(), (row.email ?? '').toLowerCase()].filter(Boolean);
  if (fields.some((f) => f.startsWith(q))) return 1;
  if (fields.some((f) => f.includes(q))) return 2;
  return null;
}

const querySearchResults: Handler = (ctx) => {
  const org = requireOrg(ctx);
  const q = String(ctx.body.q).trim().toLowerCase();
  const types: SearchType[] = Array.isArray(ctx.body.types) ? ctx.body.types : ALL_TYPES;
  const limit = Number(ctx.body.limit ?? 20);
  const hits: Array<Found & { quality: number; order: number }> = [];
  types.forEach((type, order) => {
    const source = SOURCES[type];
    if (!can(ctx.role, source.capability)) return;
    for (const row of source.rows(ctx, org.ugroupId)) {
      const qual = quality(q, row);
      if (qual !== null) hits.push({ type, id: row.id, name: row.name, route: row.route, quality: qual, order });
    }
  });
  hits.sort(
    (a, b) => a.quality - b.quality || a.order - b.order || a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
  );
  return {
    list: hits.slice(0, limit).map(({ type, id, name, route }) => ({ type, id, name, route })),
    truncated: hits.length > limit,
  };
};

export const searchHandlers: Record<string, Handler> = { querySearchResults };
