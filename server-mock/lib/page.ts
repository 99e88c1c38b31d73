// Paging of rows that are not a collection (versions, objects), and the size of an uploaded file.
import { Collection, type Row } from './collection';
import type { Ctx } from './context';

/** The size of an uploaded file: its declared size, else the length of its base64 content. */
export const bytesOf = (file: Row | undefined): number =>
  (file?.sizeBytes as number | undefined) ?? Buffer.from(String(file?.contentBase64 ?? ''), 'base64').length;

/** Pages an in-memory array with the request's paging and sort. */
export function page(ctx: Ctx, rows: Row[], idField: string, defaultSort?: string): unknown {
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
