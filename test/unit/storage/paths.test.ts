// Object keys and prefixes as folders, where drive entries may move, quota share, batch failures in words.
import {
  bucketDetailPath,
  canMoveInto,
  describeFailures,
  displayName,
  isPrefixKey,
  normalisePrefix,
  objectKeyFor,
  prefixCrumbs,
  quotaShare,
  withCommonPrefixes,
} from '@/features/storage/paths';

describe('prefixes', () => {
  it('treats a key ending with / as a folder and shows the part under the prefix', () => {
    expect(isPrefixKey('images/')).toBe(true);
    expect(isPrefixKey('images/cat.jpg')).toBe(false);
    expect(displayName('images/cat.jpg', 'images/')).toBe('cat.jpg');
    expect(displayName('images/raw/', 'images/')).toBe('raw/');
    expect(displayName('other/x', 'images/')).toBe('other/x');
  });

  it('normalises a prefix from the URL', () => {
    expect(normalisePrefix(null)).toBe('');
    expect(normalisePrefix('')).toBe('');
    expect(normalisePrefix('/a//b')).toBe('a/b/');
    expect(normalisePrefix('a/b/')).toBe('a/b/');
  });

  it('builds the breadcrumbs of a prefix and the key of an upload', () => {
    expect(prefixCrumbs('a/b/')).toEqual([
      { name: 'a', prefix: 'a/' },
      { name: 'b', prefix: 'a/b/' },
    ]);
    expect(prefixCrumbs('')).toEqual([]);
    expect(objectKeyFor('images', 'cat.jpg')).toBe('images/cat.jpg');
    expect(objectKeyFor('', 'cat.jpg')).toBe('cat.jpg');
  });

  it('adds common prefixes not already listed, before the objects', () => {
    const rows = withCommonPrefixes(
      [
        { key: 'a/', sizeBytes: 0 },
        { key: 'x.txt', sizeBytes: 3 },
      ],
      ['a/', 'b/'],
      (key) => ({
        key,
        sizeBytes: 0,
      }),
    );
    expect(rows.map((r) => r.key)).toEqual(['b/', 'a/', 'x.txt']);
  });

  it('links a bucket detail with its name (and prefix) encoded', () => {
    expect(bucketDetailPath('training-data')).toBe('/object-storage-detail?bucket=training-data');
    expect(bucketDetailPath('b', 'a b/')).toBe('/object-storage-detail?bucket=b&prefix=a+b%2F');
  });
});

describe('canMoveInto', () => {
  const folder = { id: 'f-1', path: '/data', parentId: null, kind: 'folder' };
  const file = { id: 'f-2', path: '/data/x.csv', parentId: 'f-1', kind: 'file' };

  it('refuses a folder into itself or below itself', () => {
    expect(canMoveInto([folder], { id: 'f-1', path: '/data' })).toBe(false);
    expect(canMoveInto([folder], { id: 'f-3', path: '/data/sub' })).toBe(false);
  });

  it('refuses a move to where every entry already is, and an empty selection', () => {
    expect(canMoveInto([file], { id: 'f-1', path: '/data' })).toBe(false);
    expect(canMoveInto([], { id: null, path: '/' })).toBe(false);
  });

  it('allows a folder next to a similarly named one, and a file to the root', () => {
    expect(canMoveInto([folder], { id: 'f-9', path: '/data-old' })).toBe(true);
    expect(canMoveInto([file], { id: null, path: '/' })).toBe(true);
  });
});

describe('quota and failures', () => {
  it('gives the share of the quota used, within 0-1', () => {
    expect(quotaShare(50, 200)).toBe(0.25);
    expect(quotaShare(500, 200)).toBe(1);
    expect(quotaShare(5, 0)).toBe(0);
    expect(quotaShare(undefined, 100)).toBe(0);
  });

  it('names each failed item with its reason', () => {
    const names: Record<string, string> = { 'f-1': 'a.txt' };
    expect(describeFailures([{ id: 'f-1', reason: 'taken' }, { id: 'f-2' }], (id) => names[id], 'failed')).toBe(
      'a.txt: taken; f-2: failed',
    );
  });
});
