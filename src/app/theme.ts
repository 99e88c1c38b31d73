// The console theme (SPEC.md §9): primary #1d58f0, radius 4, font size 12; light and dark schemes.
import { enUS, jaJP, zhCN } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import type { Language } from '@/i18n/languages';

export const PRIMARY_COLOR = '#1d58f0';
export const THEME_MODE_STORAGE_KEY = 'themeMode';

const materialLocales = { 'zh-CN': zhCN, 'en-US': enUS, 'ja-JP': jaJP } as const;

export function makeTheme(language: Language, direction: 'ltr' | 'rtl' = 'ltr'): Theme {
  return createTheme(
    {
      direction,
      cssVariables: { colorSchemeSelector: 'class' },
      colorSchemes: {
        light: { palette: { primary: { main: PRIMARY_COLOR }, background: { default: '#f5f7fb' } } },
        dark: { palette: { primary: { main: '#6f95ff' } } },
      },
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
