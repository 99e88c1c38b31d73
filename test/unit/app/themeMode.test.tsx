// The light / dark / system choice: stored under `themeMode`, read back at start, and `system` follows the browser.
import { useTheme } from '@mui/material/styles';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRIMARY_COLOR, THEME_MODE_STORAGE_KEY } from '@/app/theme';
import ThemeModeProvider, { useThemeMode } from '@/app/ThemeModeProvider';
import i18n, { initI18n } from '@/i18n';

function Probe() {
  const theme = useTheme();
  const { mode, setMode } = useThemeMode();
  return (
    <div>
      <p data-testid="mode">{mode}</p>
      <p data-testid="scheme">{theme.palette.mode}</p>
      <p data-testid="primary">{theme.palette.primary.main}</p>
      <p data-testid="open">{String(theme.components?.MuiAutocomplete?.defaultProps?.openText)}</p>
      <p data-testid="page">{theme.components?.MuiPagination?.defaultProps?.getItemAriaLabel?.('page', 3, false)}</p>
      <button onClick={() => setMode('dark')}>dark</button>
      <button onClick={() => setMode('light')}>light</button>
      <button onClick={() => setMode('system')}>system</button>
    </div>
  );
}

/** A stand-in for prefers-color-scheme whose answer the test changes. */
function mockColorScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  window.matchMedia = jest.fn().mockReturnValue(query);
  return {
    set(next: boolean) {
      dark = next;
      act(() => listeners.forEach((l) => l()));
    },
  };
}

const text = (id: string) => screen.getByTestId(id).textContent;

beforeAll(async () => {
  await initI18n('en-US');
  await i18n.loadLanguages(['zh-CN', 'ja-JP']);
});
beforeEach(() => localStorage.clear());

describe('theme mode', () => {
  it('starts with the system scheme and follows it as it changes', () => {
    const scheme = mockColorScheme(false);
    render(
      <ThemeModeProvider language="en-US">
        <Probe />
      </ThemeModeProvider>,
    );
    expect(text('mode')).toBe('system');
    expect(text('scheme')).toBe('light');
    expect(text('primary')).toBe(PRIMARY_COLOR);
    scheme.set(true);
    expect(text('scheme')).toBe('dark');
  });

  it('stores a chosen mode and applies it whatever the system prefers', async () => {
    mockColorScheme(false);
    render(
      <ThemeModeProvider language="en-US">
        <Probe />
      </ThemeModeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'dark' }));
    expect(text('scheme')).toBe('dark');
    expect(localStorage.getItem(THEME_MODE_STORAGE_KEY)).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'system' }));
    expect(text('scheme')).toBe('light');
    expect(localStorage.getItem(THEME_MODE_STORAGE_KEY)).toBe('system');
  });

  it('reads the stored mode at start and ignores an unknown one', () => {
    mockColorScheme(false);
    localStorage.setItem(THEME_MODE_STORAGE_KEY, 'dark');
    const { unmount } = render(
      <ThemeModeProvider language="en-US">
        <Probe />
      </ThemeModeProvider>,
    );
    expect(text('mode')).toBe('dark');
    expect(text('scheme')).toBe('dark');
    unmount();
    localStorage.setItem(THEME_MODE_STORAGE_KEY, 'purple');
    render(
      <ThemeModeProvider language="en-US">
        <Probe />
      </ThemeModeProvider>,
    );
    expect(text('mode')).toBe('system');
  });

  it("carries MUI's component texts in the current language, from its common namespace", () => {
    mockColorScheme(false);
    const shown = (language: 'zh-CN' | 'en-US' | 'ja-JP') => (
      <ThemeModeProvider language={language}>
        <Probe />
      </ThemeModeProvider>
    );
    const { rerender } = render(shown('zh-CN'));
    for (const [language, open, page] of [
      ['zh-CN', '打开', '转到第 3 页'],
      ['ja-JP', '開く', 'ページ3へ'],
      ['en-US', 'Open', 'Go to page 3'],
    ] as const) {
      rerender(shown(language));
      expect([text('open'), text('page')]).toEqual([open, page]);
    }
  });
});
