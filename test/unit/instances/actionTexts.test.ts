// The instance actions' texts are built from the action's name: every label, and every confirmed action's title,
// message and done text, resolves in every language and keeps the instance's name.
import { confirmTexts, actionLabels, CONFIRMED_ACTIONS } from '@/features/instances/components/actions/actionTexts';
import { INSTANCE_ACTIONS } from '@/features/instances/status';
import i18n from '@/i18n';
import { LANGUAGES } from '@/i18n/languages';
import { initTexts } from '../support/renderHarness';

beforeAll(async () => {
  await initTexts();
});

describe('instance action texts', () => {
  it.each(LANGUAGES)('resolves every action text in %s', async (lng) => {
    await i18n.changeLanguage(lng);
    await i18n.loadNamespaces('instances');
    const t = i18n.getFixedT(lng);
    const labels = actionLabels(t);
    for (const action of INSTANCE_ACTIONS) {
      expect([action, labels[action]]).not.toEqual([action, expect.stringMatching(/actions\.|^$/)]);
    }
    for (const action of CONFIRMED_ACTIONS) {
      const texts = confirmTexts(t, action, { name: 'demo-001', id: 'ins-1' });
      expect(texts).not.toBeNull();
      for (const text of Object.values(texts ?? {})) {
        expect([action, text]).not.toEqual([action, expect.stringMatching(/actions\.|^$/)]);
      }
      expect(texts?.message).toContain('demo-001');
      expect(texts?.label).toBe(labels[action]);
    }
  });

  it('has no plain confirmation for the actions with dialogs of their own', () => {
    const t = i18n.getFixedT('en-US');
    for (const action of ['reset', 'saveImage', 'uploadData', 'downloadData'] as const) {
      expect(confirmTexts(t, action, { name: 'demo-001', id: 'ins-1' })).toBeNull();
    }
  });
});
