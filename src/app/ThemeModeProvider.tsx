// The light / dark / system choice (stored under `themeMode`, kept across sign-outs like the language) and the theme
// it gives in the current language; `system` follows the browser's prefers-color-scheme as it changes.
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { textDirection, type Language } from '@/i18n/languages';
import { makeTheme, THEME_MODE_STORAGE_KEY, THEME_MODES, type ThemeMode } from './theme';

interface ThemeModeValue {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
}

const ThemeModeContext = createContext<ThemeModeValue>({ mode: 'system', setMode: () => undefined });

export const useThemeMode = (): ThemeModeValue => useContext(ThemeModeContext);

function storedMode(): ThemeMode {
  try {
    const value = localStorage.getItem(THEME_MODE_STORAGE_KEY);
    return THEME_MODES.find((m) => m === value) ?? 'system';
  } catch {
    return 'system';
  }
}

const DARK_QUERY = '(prefers-color-scheme: dark)';
const darkQuery = (): MediaQueryList | undefined =>
  typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined;

function subscribeToScheme(onChange: () => void): () => void {
  const query = darkQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const systemPrefersDark = (): boolean => darkQuery()?.matches ?? false;

export default function ThemeModeProvider({ language, children }: { language: Language; children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(storedMode);
  const prefersDark = useSyncExternalStore(subscribeToScheme, systemPrefersDark, () => false);
  const scheme = mode === 'system' ? (prefersDark ? 'dark' : 'light') : mode;
  const theme = useMemo(() => makeTheme(language, textDirection(language), scheme), [language, scheme]);

  const setMode = useCallback((next: ThemeMode) => {
    setModeState(next);
    try {
      localStorage.setItem(THEME_MODE_STORAGE_KEY, next);
    } catch {
      // storage unavailable (private mode): the choice lasts for this page only
    }
  }, []);
  const value = useMemo(() => ({ mode, setMode }), [mode, setMode]);

  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}
