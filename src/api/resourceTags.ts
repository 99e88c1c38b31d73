// Cache tags for every generated endpoint, from the resource its path names (resourceTags.gen.ts, a table per area):
// a read provides `{type: resource, id}` (or the resource's LIST); a write invalidates its id and the LIST,
// so a mutation refreshes exactly the lists and details of the resource it changes. Areas add cross-resource
// invalidations on top (a deploy also changes instances, ...).
import { RESOURCES, type OperationTags, type Resource } from './generated/resourceTags.gen';

export const LIST_ID = 'LIST';

/**
 * The tag types every area declares in its enhanceEndpoints call (`addTagTypes`). RTK Query reads them only to warn,
 * in development, about a tag type nobody declared; a production build leaves the list out of the first load.
 */
export const TAG_TYPES: readonly Resource[] = process.env.NODE_ENV === 'production' ? [] : RESOURCES;

/** A cache tag: a resource and an id (or LIST_ID). */
export type Tag = { type: Resource; id: string };

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

/**
 * The one spelling of "the screen shows this call's refusal where the user acted" (a form, a dialog, a row):
 * baseQuery raises no global message for it. Every other call's refusal goes through the global messages.
 */
export const INLINE = { extraOptions: { skipErrorHandler: true } } as const;

/** A definition's own tag function, with loose types (RTK Query's are typed per endpoint). */
type TagsFn = (result: unknown, error: unknown, arg: unknown) => unknown[];

/**
 * The endpoint definitions of one area for its single `enhanceEndpoints` call (src/api/endpoints/<area>.ts): every
 * operation of the area's generated table gets its cache tags (a read provides, a write invalidates on success),
 * then the area's policy is laid over it (inline refusals, extra invalidations, patches). The policy is checked
 * against the definitions of the call it is passed to (its tag functions declare their own argument types).
 */
export function withTagTable<P extends object>(tags: OperationTags, policy: NoInfer<P>): P {
  const fromTable: Record<string, { providesTags?: TagsFn; invalidatesTags?: TagsFn }> = Object.fromEntries(
    Object.keys(tags).map((name) => [
      name,
      tags[name].read
        ? { providesTags: (_r: unknown, _e: unknown, arg: unknown) => tagsFor(tags, name, arg) }
        : { invalidatesTags: (_r: unknown, error: unknown, arg: unknown) => (error ? [] : tagsFor(tags, name, arg)) },
    ]),
  );
  const merged: Record<string, object> = { ...fromTable };
  for (const [name, definition] of Object.entries(policy)) merged[name] = { ...fromTable[name], ...definition };
  return merged as P;
}
