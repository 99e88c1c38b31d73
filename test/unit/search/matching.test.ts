// The command palette's matching: pages by their title in the current language and by the English title in any
// language, recent items first and once, the query sent to the server within the contract's limits, and recent
// items kept per user.
import {
  combine,
  matchPages,
  MAX_QUERY_LENGTH,
  PAGE_ENTRIES,
  serverQuery,
  type PageItem,
  type PaletteItem,
} from '@/features/search/matching';
import { readRecent, recentKey, rememberRecent, RECENT_MAX, type RecentEntry } from '@/features/search/recent';
import enCommon from '@/i18n/locales/en-US/common.json';
import jaCommon from '@/i18n/locales/ja-JP/common.json';
import zhCommon from '@/i18n/locales/zh-CN/common.json';

type Texts = Record<string, unknown>;
const text = (texts: Texts, key: string): string =>
  key
    .replace(/^common:/, '')
    .split('.')
    .reduce<unknown>((node, part) => (node as Texts)[part], texts) as string;

/** The pages as the palette builds them in a language. */
const pagesIn = (texts: Texts): PageItem[] =>
  PAGE_ENTRIES.map(({ key, route }) => ({
    kind: 'page',
    key,
    route,
    title: text(texts, key),
    englishTitle: text(enCommon, key),
  }));

const routes = (items: PaletteItem[]) => items.map((i) => i.route);

describe('pages', () => {
  it('every menu page is offered, each with its title in both languages', () => {
    const pages = pagesIn(zhCommon);
    expect(pages.length).toBeGreaterThan(30);
    for (const p of pages) {
      expect(p.title).toEqual(expect.any(String));
      expect(p.englishTitle).toEqual(expect.any(String));
    }
    expect(routes(matchPages('', pages))).toEqual(routes(pages));
  });

  it('finds a page by its title in the current language', () => {
    expect(routes(matchPages('云盘', pagesIn(zhCommon)))[0]).toBe('/cloud-storage');
    expect(routes(matchPages('オブジェクト', pagesIn(jaCommon)))[0]).toBe('/object-storage');
    expect(routes(matchPages('object storage', pagesIn(enCommon)))[0]).toBe('/object-storage');
  });

  it('finds a page by its English title while the language is zh-CN or ja-JP', () => {
    const zh = pagesIn(zhCommon);
    expect(text(zhCommon, 'common:routes.costOrder')).not.toMatch(/order/i);
    expect(routes(matchPages('orders', zh))).toContain('/cost-order');
    expect(routes(matchPages('API KEYS', zh))[0]).toBe('/api-key');
    expect(routes(matchPages('api keys', pagesIn(jaCommon)))[0]).toBe('/api-key');
  });

  it('puts a title starting with the query before a word starting with it, before one merely containing it', () => {
    const en = pagesIn(enCommon);
    // "GPU compute groups" and "Network service groups": a later word starts with "group"
    expect(routes(matchPages('group', en))).toEqual(['/gpu-group', '/network-service-group']);
    expect(routes(matchPages('res', en)).slice(0, 2)).toEqual(['/resource-ticket', '/resource-queue']);
    // "instances" is a later word of "Online instances", "Batch instances", "Archived instances"
    expect(routes(matchPages('inst', en))).toEqual(['/interactive-service', '/non-interactive', '/archived-instance']);
    // "orage" only inside a word
    expect(routes(matchPages('orage', en))).toEqual(['/object-storage', '/block-storage']);
  });

  it('finds nothing for a query no title holds', () => {
    expect(matchPages('zzzz-no-such-page', pagesIn(zhCommon))).toEqual([]);
  });
});

describe('recent items first', () => {
  const pages = pagesIn(enCommon);
  const gpuPage = pages.find((p) => p.route === '/gpu')!;
  const instance: PaletteItem = {
    kind: 'resource',
    type: 'instance',
    id: 'ins-1001',
    name: 'llama-finetune',
    route: '/management-panel?id=ins-1001',
  };

  it('an empty query lists the recent items, then every page, each once', () => {
    const list = combine('', [instance, gpuPage], pages, undefined);
    expect(routes(list).slice(0, 2)).toEqual([instance.route, '/gpu']);
    expect(list.slice(0, 2).every((i) => i.recent)).toBe(true);
    expect(routes(list).filter((r) => r === '/gpu')).toHaveLength(1);
    expect(list).toHaveLength(pages.length + 1);
  });

  it('a query keeps the recent items it matches on top of pages and server results', () => {
    const server = [
      { type: 'gpu' as const, id: 'gpu-9', name: 'A100 #0', route: '/gpu?nodeId=n-1&q=gpu-9' },
      { type: 'instance' as const, id: 'ins-1001', name: 'llama-finetune', route: '/management-panel?id=ins-1001' },
    ];
    const list = combine('llama', [gpuPage, instance], pages, server);
    expect(list[0]).toMatchObject({ id: 'ins-1001', recent: true });
    // the GPU page does not match "llama"; the server's instance is the recent one, not repeated
    expect(routes(list)).toEqual([instance.route, '/gpu?nodeId=n-1&q=gpu-9']);
  });

  it('a recent resource matches by its ID too', () => {
    expect(combine('INS-10', [instance], pages, [])[0]).toMatchObject({ id: 'ins-1001', recent: true });
  });
});

describe('the query the server gets', () => {
  it('has no control or invisible characters, no outer blanks, and at most the contract length', () => {
    expect(serverQuery('  ins-1\u0000\u001b[31m  ')).toBe('ins-1[31m');
    expect(serverQuery('a\u202eb')).toBe('ab');
    expect(serverQuery('   ')).toBe('');
    expect(Array.from(serverQuery('模'.repeat(100)))).toHaveLength(MAX_QUERY_LENGTH);
    // never cuts a character in half
    expect(serverQuery('🚀'.repeat(70))).toBe('🚀'.repeat(MAX_QUERY_LENGTH));
  });
});

describe('recent items are kept per user', () => {
  beforeEach(() => localStorage.clear());
  const page = (route: string): RecentEntry => ({ kind: 'page', route, key: `common:routes.${route.slice(1)}` });

  it('newest first, each once, at most RECENT_MAX', () => {
    for (let i = 0; i < RECENT_MAX + 3; i++) rememberRecent('u-1', page(`/p${i}`));
    rememberRecent('u-1', page('/p5'));
    const list = readRecent('u-1');
    expect(list).toHaveLength(RECENT_MAX);
    expect(list[0].route).toBe('/p5');
    expect(list.filter((e) => e.route === '/p5')).toHaveLength(1);
  });

  it("one user's items are not another's, and the key does not hold the user ID", () => {
    rememberRecent('u-1001', page('/gpu'));
    expect(readRecent('u-1002')).toEqual([]);
    expect(readRecent(null)).toEqual([]);
    expect(recentKey('u-1001')).not.toContain('u-1001');
    expect(recentKey('u-1001')).not.toBe(recentKey('u-1002'));
    expect(Object.keys(localStorage)).toEqual([recentKey('u-1001')]);
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem(recentKey('u-1'), '{not json');
    expect(readRecent('u-1')).toEqual([]);
    localStorage.setItem(
      recentKey('u-1'),
      JSON.stringify([{ kind: 'page', route: 'javascript:alert(1)', key: 'x' }, 7]),
    );
    expect(readRecent('u-1')).toEqual([]);
  });
});
