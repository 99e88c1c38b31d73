// MUI's grid texts in the current language, loaded like the console's own locale chunks: only that language's
// (en-US is the grid's built-in default, so it loads nothing). The grid suspends until they are there, as a page
// does for its namespaces; loading starts as soon as this module runs, beside the page's own chunks.
import type { GridLocaleText } from '@mui/x-data-grid';
import i18n from '@/i18n';

export type GridTexts = Partial<GridLocaleText>;

const EMPTY: GridTexts = {};

const LOADERS: Record<string, () => Promise<{ default: GridTexts }>> = {
  'zh-CN': () => import('./locales/zh-CN'),
  'ja-JP': () => import('./locales/ja-JP'),
};

const loading = new Map<string, Promise<GridTexts>>();
const loaded = new Map<string, GridTexts>();

/** The texts of `language` when loaded, else a promise of them (one load per language). */
export function gridTexts(language: string): GridTexts | Promise<GridTexts> {
  const done = loaded.get(language);
  if (done) return done;
  const load = LOADERS[language];
  if (!load) return EMPTY;
  let pending = loading.get(language);
  if (!pending) {
    pending = load().then(
      (mod) => {
        loaded.set(language, mod.default);
        return mod.default;
      },
      (error: unknown) => {
        loading.delete(language); // a failed chunk is asked for again on the next render
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

if (i18n.language) void Promise.resolve(gridTexts(i18n.language)).catch(() => undefined);
