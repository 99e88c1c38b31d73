// Cache tags for every generated endpoint, from the resource its path names (resourceTags.gen.ts, a table per area):
// a read provides `{type: resource, id}` (or the resource's LIST); a write invalidates its id and the LIST,
// so a mutation refreshes exactly the lists and details of the resource it changes. Areas add cross-resource
// invalidations on top (a deploy also changes instances, ...).
import { RESOURCES, type OperationTags, type Resource } from './generated/resourceTags.gen';

export const LIST_ID = 'LIST';

type Tag = { type: Resource; id: string };

function idOf(arg: unknown, field: string | null): string | null {
  if (!field || typeof arg !== 'object' || arg === null) return null;
  const value = (arg as Record<string, unknown>)[field];
  return value === undefined || value === null ? null : String(value);
}

/** The tags of one call of an area (`tags`: that area's table, e.g. `computeOperationTags`). */
export function tagsFor(tags: OperationTags, operationId: string, arg: unknown): Tag[] {
  const op = tags[operationId];
  if (!op) return [];
  const id = idOf(arg, op.idField);
  if (op.read) return [{ type: op.resource, id: id ?? LIST_ID }];
  return id
    ? [
        { type: op.resource, id },
        { type: op.resource, id: LIST_ID },
      ]
    : [{ type: op.resource, id: LIST_ID }];
}

interface Enhanceable<T> {
  endpoints: Record<string, unknown>;
  enhanceEndpoints(options: { addTagTypes: readonly string[]; endpoints: Record<string, unknown> }): T;
}

/**
 * Adds provides/invalidates tags to every endpoint of one generated area api, from that area's table. The result
 * keeps the generated api's type (its endpoints' argument and result types); only cache tags change.
 */
export function withResourceTags<A extends Enhanceable<unknown>>(api: A, tags: OperationTags): A {
  const endpoints = Object.fromEntries(
    Object.keys(api.endpoints)
      .filter((name) => tags[name])
      .map((name) => [
        name,
        tags[name].read
          ? { providesTags: (_r: unknown, _e: unknown, arg: unknown) => tagsFor(tags, name, arg) }
          : { invalidatesTags: (_r: unknown, error: unknown, arg: unknown) => (error ? [] : tagsFor(tags, name, arg)) },
      ]),
  );
  return api.enhanceEndpoints({ addTagTypes: RESOURCES, endpoints }) as A;
}
