// The mock's portal rules (issue 11): portal cards lead to console screens in the visitor's language, prices in the
// console's money format, and a requirement is received without signing in.
import type { MockServer } from '../../../server-mock/server';
import { formatMoney } from '../../../src/components/format';
import { Client, startMock } from '../support/helpers';

let mock: MockServer;

beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

describe('portal', () => {
  it('answers every tab without a token, each card leading to a console screen', async () => {
    const visitor = new Client(mock.url);
    for (const tab of ['appCenter', 'taskCenter', 'ipAsset', 'aiDeploy', 'gpuCompute', 'apiService']) {
      const r = await visitor.call('aispweb/portal/content', { tab }, { token: null, ugroupAddr: null });
      expect(r.body.success).toBe(true);
      const items = r.body.data.sections.flatMap((s: { items: { link: string }[] }) => s.items);
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(item.link).toMatch(/^\/[a-z-]+$/);
    }
  });

  it('answers each tab in the visitor’s language', async () => {
    const visitor = new Client(mock.url);
    const texts = async (lang: string) => {
      const r = await visitor.call(
        'aispweb/portal/content',
        { tab: 'appCenter' },
        { token: null, ugroupAddr: null, lang },
      );
      const sections = r.body.data.sections as { title: string; items: { title: string; description: string }[] }[];
      return sections.flatMap((s) => [s.title, ...s.items.flatMap((i) => [i.title, i.description])]);
    };
    const [en, zh, ja] = await Promise.all([texts('en'), texts('zh'), texts('ja')]);
    expect(en).toContain('Document OCR');
    expect(zh).toContain('文档 OCR');
    expect(ja).toContain('ドキュメント OCR');
    // Every section title and description is translated (none left in English).
    for (const [i, text] of en.entries()) {
      expect(zh[i]).not.toBe(text);
      expect(ja[i]).not.toBe(text);
    }
  });

  it("words its prices in the console's one money format of each language (issue 27, item 21)", async () => {
    const visitor = new Client(mock.url);
    const prices = async (tab: string, lang: string) => {
      const r = await visitor.call('aispweb/portal/content', { tab }, { token: null, ugroupAddr: null, lang });
      return (r.body.data.sections as { items: { price: string | null }[] }[])
        .flatMap((s) => s.items.map((i) => i.price))
        .filter((p): p is string => Boolean(p));
    };
    const en = await prices('appCenter', 'en');
    expect(en[0]).toBe(`from ${formatMoney(0.01, 'en-US')} / page`);
    expect(en[0]).toContain('CN¥');
    expect(await prices('apiService', 'en')).toContain(`${formatMoney(0.0005, 'en-US')} / 1K tokens`);
    expect((await prices('appCenter', 'zh'))[0]).toBe(`${formatMoney(0.01, 'zh-CN')}/页 起`);
    const ja = await prices('appCenter', 'ja');
    expect(ja[0]).toBe(`${formatMoney(0.01, 'ja-JP')}/ページから`);
    // One sign per language: ja-JP never mixes ¥ with 元.
    for (const price of ja) expect(price).not.toContain('¥');
  });

  it('receives a requirement without a token and refuses a contact that is neither email nor phone', async () => {
    const visitor = new Client(mock.url);
    const body = {
      requestType: 'modelTraining',
      fullName: 'Li Lei',
      contact: 'lilei@example.com',
      enterpriseType: 'company',
      description: 'Fine-tune a 7B model',
    };
    const ok = await visitor.call('aispweb/requirement/create', body, { token: null, ugroupAddr: null });
    expect(ok.body).toMatchObject({ success: true, data: { requestId: expect.any(String) } });
    const bad = await visitor.call(
      'aispweb/requirement/create',
      { ...body, contact: 'call me' },
      { token: null, ugroupAddr: null },
    );
    expect(bad.status).toBe(400);
  });
});
