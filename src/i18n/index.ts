// i18next setup: the stored language is applied before first paint; every namespace, `common` included, loads as
// a small chunk of the current language only (start-up waits for `common`, a page for its own namespaces).
import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { startTransition } from 'react';
import { initReactI18next } from 'react-i18next';
import { afterNextPaint } from '@/lib/afterNextPaint';
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

/**
 * Switches the language a person chose. The choice's own feedback (a menu closing, a button pressed) paints first;
 * then every text re-renders as a transition, which React renders in slices, so the page keeps answering input
 * (a synchronous re-render of the whole console took ~700 ms at 4× CPU slowdown before the next paint).
 */
export function switchLanguage(language: Language): Promise<void> {
  return new Promise((resolve, reject) => {
    afterNextPaint(() =>
      startTransition(() => {
        i18n.changeLanguage(language).then(() => resolve(), reject);
      }),
    );
  });
}

export { NAMESPACES };
export default i18n;
