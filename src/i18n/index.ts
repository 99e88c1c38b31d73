// i18next setup: the stored language is applied before first paint; every namespace, `common` included, loads as
// a small chunk of the current language only (start-up waits for `common`, a page for its own namespaces).
import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, LOCALE_STORAGE_KEY, storedLanguage, textDirection, type Language } from './languages';
import { NAMESPACES } from './namespaces';

/** Loads `locales/<lng>/<ns>.json` as its own small chunk. */
const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    import(`./locales/${language}/${namespace}.json`)
      .then((mod: { default: Record<string, unknown> }) => callback(null, mod.default))
      .catch((error: Error) => callback(error, false));
  },
};

function applyDocumentLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
}

export async function initI18n(language: Language = storedLanguage()): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', (lng) => {
      applyDocumentLanguage(lng);
      try {
        localStorage.setItem(LOCALE_STORAGE_KEY, lng);
      } catch {
        // storage can be unavailable (private mode); the choice then lasts for this page only
      }
    });
    await i18n
      .use(lazyLocales)
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: false,
        supportedLngs: [...LANGUAGES],
        load: 'currentOnly',
        ns: ['common'],
        defaultNS: 'common',
        fallbackNS: false,
        interpolation: { escapeValue: false },
        react: { useSuspense: true },
        returnNull: false,
      });
  }
  applyDocumentLanguage(i18n.language);
  return i18n;
}

export { NAMESPACES };
export default i18n;
