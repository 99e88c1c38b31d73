// Supported languages, the stored choice and the API language header (docs/product-rules.md#calls-and-errors, docs/product-rules.md#session-and-browser-storage).
export const LANGUAGES = ['zh-CN', 'en-US', 'ja-JP'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';
export const LOCALE_STORAGE_KEY = 'locale';

/** Languages written right to left (docs/product-rules.md). */
const RTL_LANGUAGES = ['he', 'ar', 'fa', 'ku'];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function textDirection(language: string): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.includes(language.split('-')[0].toLowerCase()) ? 'rtl' : 'ltr';
}

/** The `Accept-Language` value the API expects: zh, en or ja. */
export function apiLanguage(language: string): 'zh' | 'en' | 'ja' {
  const base = language.split('-')[0].toLowerCase();
  return base === 'en' ? 'en' : base === 'ja' ? 'ja' : 'zh';
}
