// The console theme (docs/product-rules.md#fixed-values): primary #1d58f0, radius 4, font size 12; light and dark schemes.
// Built without CSS variables: MUI's createTheme and ThemeProvider link the CSS-variables machinery too (~6 KB gzip on
// every route), so the console keeps its own light/dark/system choice (ThemeModeProvider) and builds one theme per scheme.
import type { Theme } from '@mui/material/styles';
import createThemeNoVars from '@mui/material/styles/createThemeNoVars';
import i18n from '@/i18n';
import type { Language } from '@/i18n/languages';

export const PRIMARY_COLOR = '#1d58f0';
export const THEME_MODE_STORAGE_KEY = 'themeMode';

export type ColorScheme = 'light' | 'dark';
export type ThemeMode = ColorScheme | 'system';
export const THEME_MODES: readonly ThemeMode[] = ['light', 'dark', 'system'];

type PageItem = 'page' | 'first' | 'last' | 'next' | 'previous' | 'start-ellipsis' | 'end-ellipsis';

/**
 * The texts MUI's components say themselves (Autocomplete's buttons, Pagination's and Breadcrumbs' labels, Alert's
 * close button), from the language's `common` namespace like every other text (`common:mui`): loaded with it, so only
 * the current language's texts load (MUI's own zhCN and jaJP objects were both in the entry). The data grid's and
 * date pickers' texts come with their own components.
 */
function componentTexts(language: Language) {
  const t = i18n.getFixedT(language, 'common', 'mui');
  const close = t('close');
  return {
    MuiAlert: { defaultProps: { closeText: close } },
    MuiAutocomplete: {
      defaultProps: {
        clearText: t('clear'),
        closeText: close,
        loadingText: t('loading'),
        noOptionsText: t('noOptions'),
        openText: t('open'),
      },
    },
    MuiBreadcrumbs: { defaultProps: { expandText: t('expand') } },
    MuiPagination: {
      defaultProps: {
        'aria-label': t('pagination'),
        getItemAriaLabel: (type: PageItem, page: number | null, selected: boolean) =>
          type === 'page' ? t(selected ? 'page' : 'goToPage', { page }) : t(type),
      },
    },
  };
}

const palettes = {
  light: { mode: 'light', primary: { main: PRIMARY_COLOR }, background: { default: '#f5f7fb' } },
  dark: { mode: 'dark', primary: { main: '#6f95ff' } },
} as const;

export function makeTheme(language: Language, direction: 'ltr' | 'rtl' = 'ltr', scheme: ColorScheme = 'light'): Theme {
  return createThemeNoVars({
    direction,
    palette: palettes[scheme],
    shape: { borderRadius: 4 },
    typography: {
      fontSize: 12,
      fontFamily:
        '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang SC", "Hiragino Sans", "Microsoft YaHei", sans-serif',
      h1: { fontSize: '1.5rem', fontWeight: 600 },
      h2: { fontSize: '1.25rem', fontWeight: 600 },
      h3: { fontSize: '1.1rem', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
      MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
      MuiTextField: { defaultProps: { size: 'small' } },
      ...componentTexts(language),
    },
  });
}
