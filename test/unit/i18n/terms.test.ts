// One word for one thing in each language (issue 27): the cloud drive and a block volume are named apart in zh-CN.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_MESSAGES } from '../../../server-mock/lib/messages';

const localesDir = path.join(__dirname, '../../../src/i18n/locales');

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

/** Every text of a language: `ns:key` → text. */
function texts(language: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const file of readdirSync(path.join(localesDir, language)).filter((f) => f.endsWith('.json'))) {
    const ns = file.replace(/\.json$/, '');
    const tree = JSON.parse(readFileSync(path.join(localesDir, language, file), 'utf8')) as Tree;
    for (const [k, v] of Object.entries(flatten(tree))) out[`${ns}:${k}`] = v;
  }
  return out;
}

describe('zh-CN: the cloud drive is 云盘, a block volume is 云硬盘', () => {
  const zh = texts('zh-CN');

  it('names the cloud drive 云盘', () => {
    expect(zh['common:routes.cloudStorage']).toBe('云盘');
    expect(zh['storage:drive.root']).toBe('我的云盘');
  });

  it('never calls a block volume 云盘, in the console or in the mock', () => {
    const volumeTexts = Object.entries(zh).filter(([key]) => key.startsWith('storage:volumes.'));
    expect(volumeTexts.length).toBeGreaterThan(10);
    expect(volumeTexts.filter(([, text]) => /(?<!硬)云盘/.test(text.replace(/云硬盘/g, '')))).toEqual([]);
    expect(zh['storage:volumes.create']).toBe('创建云硬盘');
    expect(SERVER_MESSAGES.volumeAttached.zh).toContain('云硬盘');
  });
});
