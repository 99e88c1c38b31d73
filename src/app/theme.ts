// The console theme (docs/product-rules.md#fixed-values): primary #1d58f0, radius 4, font size 12; light and dark schemes.
// Built without CSS variables: MUI's createTheme and ThemeProvider link the CSS-variables machinery too (~6 KB gzip on
// every route), so the console keeps its own light/dark/system choice (ThemeModeProvider) and builds one theme per scheme.
import { enUS, jaJP, zhCN } from '@mui/material/locale';
import type { Theme } from '@mui/material/styles';
import createThemeNoVars from '@mui/material/styles/createThemeNoVars';
import type { Language } from '@/i18n/languages';

export const PRIMARY_COLOR = '#1d58f0';
export const THEME_MODE_STORAGE_KEY = 'themeMode';

export type ColorScheme = 'light' | 'dark';
export type ThemeMode = ColorScheme | 'system';
export const THEME_MODES: readonly ThemeMode[] = ['light', 'dark', 'system'];

const materialLocales = { 'zh-CN': zhCN, 'en-US': enUS, 'ja-JP': jaJP } as const;

const palettes = {
  light: { mode: 'light', primary: { main: PRIMARY_COLOR }, background: { default: '#f5f7fb' } },
  dark: { mode: 'dark', primary: { main: '#6f95ff' } },
} as const;

export function makeTheme(language: Language, direction: 'ltr' | 'rtl' = 'ltr', scheme: ColorScheme = 'light'): Theme {
  return createThemeNoVars(
    {
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
      },
    },
    materialLocales[language],
  );
}
