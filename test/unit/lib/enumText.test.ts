// Enumeration texts are built from a prefix and the list of values: every module that builds some is loaded here,
// and every value's text resolves in every language; an unknown value reads as the module chose.
import '../support/jsdomGlobals';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { TFunction } from 'i18next';
import { LANGUAGES } from '@/i18n/languages';
import { ENUM_TEXTS, enumText } from '@/lib/enumText';

const srcDir = path.join(__dirname, '../../../src');
const localesDir = path.join(srcDir, 'i18n/locales');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'generated' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

type Tree = { [k: string]: string | Tree };
function lookup(language: string, key: string): unknown {
  const [ns, rest] = key.split(':');
  const tree = JSON.parse(readFileSync(path.join(localesDir, language, `${ns}.json`), 'utf8')) as Tree;
  return rest.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
}

const builders = sourceFiles(srcDir).filter(
  (f) => !f.endsWith('enumText.ts') && readFileSync(f, 'utf8').includes('= enumText<'),
);

describe('enumeration texts', () => {
  beforeAll(() => {
    for (const file of builders) require(file);
  });

  it('loads every module that builds them', () => {
    expect(builders.length).toBeGreaterThan(5);
    expect(ENUM_TEXTS.length).toBeGreaterThan(25);
  });

  it('resolves every value of every enumeration in every language', () => {
    const missing: string[] = [];
    for (const { prefix, values, keys } of ENUM_TEXTS) {
      for (const value of values) {
        const key = `${prefix}.${keys?.[value] ?? value}`;
        for (const lng of LANGUAGES) {
          const text = lookup(lng, key);
          if (typeof text !== 'string' || !text) missing.push(`${lng} ${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('reads a known value through its key and an unknown one through the fallback', () => {
    const t = ((key: string) => `<${key}>`) as unknown as TFunction;
    const text = enumText<'a' | 'b-c'>('ns:thing', ['a', 'b-c'], (v) => `raw ${String(v)}`, { a: 'a', 'b-c': 'bC' });
    expect(text(t, 'a')).toBe('<ns:thing.a>');
    expect(text(t, 'b-c')).toBe('<ns:thing.bC>');
    expect(text(t, 'z' as 'a')).toBe('raw z');
    expect(text(t, undefined)).toBe('raw undefined');
    expect(enumText<'a'>('ns:other', ['a'])(t, null)).toBe('—');
  });
});
