// Every namespace exists in every language with the same keys, no empty text, and every t('ns:key') in src resolves.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROUTES } from '@/app/routes';
import { LANGUAGES } from '@/i18n/languages';
import { NAMESPACES } from '@/i18n/namespaces';

const localesDir = path.join(__dirname, '../../../src/i18n/locales');
const srcDir = path.join(__dirname, '../../../src');

type Tree = { [k: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out[key] = v;
    else Object.assign(out, flatten(v, key));
  }
  return out;
}

function load(language: string, ns: string): Record<string, string> {
  const text = readFileSync(path.join(localesDir, language, `${ns}.json`), 'utf8');
  return flatten(JSON.parse(text) as Tree);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'generated' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

describe('locale files', () => {
  it.each(LANGUAGES.flatMap((l) => NAMESPACES.map((ns) => [l, ns])))('%s/%s.json exists and is valid JSON', (l, ns) => {
    expect(() => load(l, ns)).not.toThrow();
  });

  it('holds no file for an unknown namespace or language', () => {
    expect(readdirSync(localesDir).sort()).toEqual([...LANGUAGES].sort());
    for (const l of LANGUAGES) {
      expect(readdirSync(path.join(localesDir, l)).sort()).toEqual(NAMESPACES.map((n) => `${n}.json`).sort());
    }
  });

  it.each([...NAMESPACES])('namespace %s has the same keys in zh-CN, en-US and ja-JP, none empty', (ns) => {
    const [zh, en, ja] = LANGUAGES.map((l) => load(l, ns));
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    expect(Object.keys(ja).sort()).toEqual(Object.keys(zh).sort());
    for (const dict of [zh, en, ja]) for (const [k, v] of Object.entries(dict)) expect([k, v.trim().length > 0]).toEqual([k, true]);
  });

  it('keeps interpolation variables identical across languages', () => {
    for (const ns of NAMESPACES) {
      const [zh, en, ja] = LANGUAGES.map((l) => load(l, ns));
      for (const key of Object.keys(en)) {
        const vars = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).sort();
        expect([key, vars(zh[key])]).toEqual([key, vars(en[key])]);
        expect([key, vars(ja[key])]).toEqual([key, vars(en[key])]);
      }
    }
  });

  it('gives every route a title', () => {
    const common = load('en-US', 'common');
    for (const r of ROUTES) expect([r.key, common[`routes.${r.key}`]]).toEqual([r.key, expect.any(String)]);
  });

  it('resolves every static t("ns:key") used in src, in every language', () => {
    const keyPattern = /\bt\(\s*'([A-Za-z]+):([A-Za-z0-9_.-]+)'/g;
    const missing: string[] = [];
    let found = 0;
    const dicts = Object.fromEntries(LANGUAGES.map((l) => [l, Object.fromEntries(NAMESPACES.map((ns) => [ns, load(l, ns)]))]));
    for (const file of sourceFiles(srcDir)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(keyPattern)) {
        found += 1;
        const [, ns, key] = m;
        for (const l of LANGUAGES) {
          const dict = dicts[l][ns];
          const ok = dict && (key in dict || Object.keys(dict).some((k) => k.startsWith(`${key}_`)));
          if (!ok) missing.push(`${l} ${ns}:${key} (${path.relative(srcDir, file)})`);
        }
      }
    }
    expect(found).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});
