// A date picker (MUI X) whose value is a `YYYY-MM-DD` string, in the current language, with its own
// LocalizationProvider so a screen needs nothing else. Typing works too: the field takes `YYYY-MM-DD` digits.
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { enUS, jaJP, zhCN } from '@mui/x-date-pickers/locales';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/ja';
import 'dayjs/locale/zh-cn';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const DATE_FORMAT = 'YYYY-MM-DD';

const PICKER_TEXTS = {
  'zh-CN': zhCN.components.MuiLocalizationProvider.defaultProps.localeText,
  'en-US': enUS.components.MuiLocalizationProvider.defaultProps.localeText,
  'ja-JP': jaJP.components.MuiLocalizationProvider.defaultProps.localeText,
} as const;
const DAYJS_LOCALES = { 'zh-CN': 'zh-cn', 'en-US': 'en', 'ja-JP': 'ja' } as const;

export interface DateFieldProps {
  label: ReactNode;
  /** `YYYY-MM-DD`, or null / '' for none. */
  value: string | null | undefined;
  /** A complete valid date as `YYYY-MM-DD`; null while the field is empty or only partly typed. */
  onChange(value: string | null): void;
  onBlur?(): void;
  /** Earliest / latest selectable day, `YYYY-MM-DD`. */
  minDate?: string;
  maxDate?: string;
  /** Error text to show (already translated); the field turns red. */
  error?: string | null;
  helperText?: ReactNode;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  /** Shows a clear button (a filter, an optional date). */
  clearable?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  testId?: string;
}

const parse = (value: string | null | undefined): Dayjs | null => {
  if (!value) return null;
  const date = dayjs(value);
  return date.isValid() ? date : null;
};

/**
 * The picker's value while the user types. Typing a year goes through 0002, 0020 and 0202 before 2026, each a valid
 * date: sent out, a parent writing it back (into the URL) would restart the typing and keep `0202`. So a date whose
 * year is not yet four digits stays here, and only a complete one (or none) goes out.
 */
export function useTypedDate(
  value: string | null | undefined,
  parseValue: (v: string | null | undefined) => Dayjs | null,
  format: string,
  onChange: (value: string | null) => void,
): [Dayjs | null, (next: Dayjs | null) => void] {
  const [draft, setDraft] = useState<Dayjs | null>(() => parseValue(value));
  const [given, setGiven] = useState(value ?? null);
  if ((value ?? null) !== given) {
    setGiven(value ?? null);
    setDraft(parseValue(value));
  }
  const change = (next: Dayjs | null) => {
    setDraft(next);
    if (next && next.isValid() && next.year() < 1000) return; // the year is still being typed
    onChange(next && next.isValid() ? next.format(format) : null);
  };
  return [draft, change];
}

export function DateProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lang = (i18n.language in PICKER_TEXTS ? i18n.language : 'zh-CN') as keyof typeof PICKER_TEXTS;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={DAYJS_LOCALES[lang]}
      localeText={PICKER_TEXTS[lang]}
    >
      {children}
    </LocalizationProvider>
  );
}

export default function DateField({
  label,
  value,
  onChange,
  onBlur,
  minDate,
  maxDate,
  error,
  helperText,
  name,
  required,
  disabled,
  clearable,
  size = 'small',
  fullWidth = true,
  testId,
}: DateFieldProps) {
  const [draft, change] = useTypedDate(value, parse, DATE_FORMAT, onChange);
  return (
    <DateProvider>
      <DatePicker
        label={label}
        value={draft}
        format={DATE_FORMAT}
        minDate={parse(minDate) ?? undefined}
        maxDate={parse(maxDate) ?? undefined}
        disabled={disabled}
        onChange={change}
        onClose={onBlur}
        slotProps={{
          field: { clearable },
          textField: {
            name,
            size,
            required,
            fullWidth,
            margin: 'dense',
            error: Boolean(error),
            helperText: error ?? helperText,
            onBlur,
            ...(testId ? { 'data-testid': testId } : {}),
          },
        }}
      />
    </DateProvider>
  );
}
