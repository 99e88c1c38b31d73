/**
 * @jest-environment node
 */
// Answers the server words in the request's language are asked for again when the language changes.
import { refetchOnLanguageChange } from '@/app/languageRefetch';
import { computeApi } from '@/features/compute/api';
import i18n, { initI18n } from '@/i18n';
import { installHarness, settle } from '../support/apiHarness';

let h: ReturnType<typeof installHarness>;
beforeAll(async () => {
  h = installHarness();
  await initI18n('en-US');
});
beforeEach(() => h.reset());
afterEach(() => i18n.changeLanguage('en-US'));

const page = { list: [], total: 0, pageNum: 1, pageSize: 10 };
const ok = (data: unknown) => ({ body: { success: true, data, errorCode: '', errorMessage: '' } });

describe('language change', () => {
  it('asks again, in the new language, for what is on screen', async () => {
    h.on('/compute_group/query', () => ok(page));
    const store = h.store({ token: 't' });
    const stop = refetchOnLanguageChange(store, i18n);
    const sub = store.dispatch(computeApi.endpoints.queryComputeGroups.initiate({ pageNum: 1, pageSize: 10 }));
    await settle();
    expect(h.sent.map((s) => s.headers.get('accept-language'))).toEqual(['en']);

    await i18n.changeLanguage('ja-JP');
    await settle();
    expect(h.sent.map((s) => s.headers.get('accept-language'))).toEqual(['en', 'ja']);

    stop();
    await i18n.changeLanguage('zh-CN');
    await settle();
    expect(h.sent).toHaveLength(2);
    sub.unsubscribe();
    store.close();
  });

  it('does nothing while nothing is cached', async () => {
    const store = h.store({ token: 't' });
    const stop = refetchOnLanguageChange(store, i18n);
    await i18n.changeLanguage('ja-JP');
    await settle();
    expect(h.sent).toHaveLength(0);
    stop();
    store.close();
  });
});
