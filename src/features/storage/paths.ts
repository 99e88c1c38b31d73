// Pure helpers of the storage screens: object keys and prefixes ("folders" of a bucket), drive moves, quota.

export const DELIMITER = '/';

/** A key listed under a prefix is a "folder" when it ends with the delimiter. */
export const isPrefixKey = (key: string): boolean => key.endsWith(DELIMITER);

/** What a row shows of a key under the current prefix: `images/cat.jpg` under `images/` is `cat.jpg`. */
export function displayName(key: string, prefix: string): string {
  const rest = key.startsWith(prefix) ? key.slice(prefix.length) : key;
  return rest || key;
}

/** A prefix read from the URL: no leading slash, one trailing slash, no empty segments (`a//b` → `a/b/`). */
export function normalisePrefix(prefix: string | null | undefined): string {
  const parts = (prefix ?? '').split(DELIMITER).filter((p) => p.length > 0);
  return parts.length ? `${parts.join(DELIMITER)}${DELIMITER}` : '';
}

/** The way from the bucket's root to a prefix: `a/b/` → [{a, 'a/'}, {b, 'a/b/'}]. */
export function prefixCrumbs(prefix: string): { name: string; prefix: string }[] {
  const parts = normalisePrefix(prefix).split(DELIMITER).filter(Boolean);
  return parts.map((name, i) => ({ name, prefix: `${parts.slice(0, i + 1).join(DELIMITER)}${DELIMITER}` }));
}

/** The key an uploaded file gets under the current prefix. */
export const objectKeyFor = (prefix: string, fileName: string): string => `${normalisePrefix(prefix)}${fileName}`;

/** Rows merged from a page's objects and its common prefixes (the mock lists prefixes as rows already). */
export function withCommonPrefixes<R extends { key: string; sizeBytes: number }>(
  list: readonly R[],
  commonPrefixes: readonly string[] | undefined,
  make: (key: string) => R,
): R[] {
  const keys = new Set(list.map((o) => o.key));
  const extra = (commonPrefixes ?? []).filter((p) => !keys.has(p)).map(make);
  return [...extra, ...list];
}

/**
 * Whether entries can be moved into a folder: not into one of themselves or a folder below one of them
 * (paths are `/a/b`), and not where they all already are.
 */
export function canMoveInto(
  entries: readonly { id: string; path: string; parentId?: string | null; kind: string }[],
  target: { id: string | null; path: string },
): boolean {
  if (entries.length === 0) return false;
  for (const e of entries) {
    if (e.id === target.id) return false;
    if (e.kind === 'folder' && `${target.path}/`.startsWith(`${e.path}/`)) return false;
  }
  return entries.some((e) => (e.parentId ?? null) !== target.id);
}

/** Share of the quota used, 0-1 (0 when the total is unknown). */
export function quotaShare(used: number | undefined, total: number | undefined): number {
  if (!total || !used || total <= 0) return 0;
  return Math.min(1, Math.max(0, used / total));
}

/** One line naming each item a batch could not act on, with the server's reason. */
export function describeFailures(
  failed: readonly { id: string; reason?: string }[],
  nameOf: (id: string) => string | undefined,
  fallbackReason: string,
): string {
  return failed.map((f) => `${nameOf(f.id) ?? f.id}: ${f.reason || fallbackReason}`).join('; ');
}

/** The detail route of a bucket (docs/product-rules.md#routes-and-guards), optionally opened at a prefix. */
export function bucketDetailPath(bucket: string, prefix = ''): string {
  const params = new URLSearchParams({ bucket });
  if (prefix) params.set('prefix', prefix);
  return `/object-storage-detail?${params.toString()}`;
}
