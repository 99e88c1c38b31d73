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

describe('ja-JP', () => {
  const ja = texts('ja-JP');

  it('says ログイン / ログアウト, never サインイン / サインアウト', () => {
    expect(Object.entries(ja).filter(([, text]) => /サイン(イン|アウト)/.test(text))).toEqual([]);
    expect(ja['common:routes.login']).toBe('ログイン');
    expect(ja['common:session.signInSuccess']).toBe('ログインしました');
  });

  it('calls a pending invitation 承諾待ち', () => {
    expect(ja['organisation:invitations.status.pending']).toBe('承諾待ち');
    expect(ja['organisation:homeModules.names.pendingInvitations']).toBe('承諾待ちの招待');
    expect(ja['portal:home.modules.pendingInvitations']).toBe('承諾待ちの招待');
    const invitationTexts = Object.entries(ja).filter(([key]) => /invit/i.test(key));
    expect(invitationTexts.filter(([, text]) => text.includes('保留中'))).toEqual([]);
  });

  it('counts GPUs with 枚, never 基', () => {
    const gpuTexts = Object.entries(ja).filter(([, text]) => text.includes('GPU'));
    expect(gpuTexts.filter(([, text]) => /\d+\s*基|}}\s*基/.test(text))).toEqual([]);
    expect(gpuTexts.some(([, text]) => /}}\s*枚/.test(text))).toBe(true);
  });
});

describe('zh-CN punctuation', () => {
  const CJK = '[\\u3400-\\u9fff\\u3000-\\u303f\\uff00-\\uffef]';
  // A half-width , : ; ? ! ( ) beside Chinese text; `主机:端口` is a format to type, not prose.
  const HALF_WIDTH = new RegExp(`[,:;?!()](?=\\s*${CJK})|(?<=${CJK})\\s*[,:;?!()]`);
  const FORMATS = new Set(['主机:端口']);

  it('uses full-width punctuation in Chinese texts', () => {
    const zh = texts('zh-CN');
    const offending = Object.entries(zh).filter(([, text]) => {
      let prose = text;
      for (const format of FORMATS) prose = prose.split(format).join('');
      return HALF_WIDTH.test(prose);
    });
    expect(offending).toEqual([]);
  });

  it('words the pager as 第 1–10 条，共 43 条', () => {
    const zh = texts('zh-CN');
    expect(zh['common:grid.displayedRows']).toBe('第 {{from}}–{{to}} 条，共 {{count}} 条');
  });
});
