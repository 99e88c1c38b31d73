// A month picker (MUI X DatePicker, year and month views) whose value is a `YYYY-MM` string, in the current
// language. Typing works too: the field takes `YYYY-MM` digits.
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { DateProvider, useTypedDate } from '@/components/form/DateField';

export const MONTH_FORMAT = 'YYYY-MM';

export interface MonthFieldProps {
  label: string;
  /** `YYYY-MM`, or null for none. */
  value: string | null;
  /** A complete month as `YYYY-MM`; null while the field is empty or partly typed. */
  onChange(value: string | null): void;
  minMonth?: string;
  maxMonth?: string;
  error?: string | null;
  testId?: string;
}

const parse = (value: string | null | undefined): Dayjs | null => {
  if (!value) return null;
  const date = dayjs(`${value}-01`);
  return date.isValid() ? date : null;
};

export default function MonthField({ label, value, onChange, minMonth, maxMonth, error, testId }: MonthFieldProps) {
  const [draft, change] = useTypedDate(value, parse, MONTH_FORMAT, onChange);
  return (
    <DateProvider>
      <DatePicker
        label={label}
        views={['year', 'month']}
        openTo="month"
        format={MONTH_FORMAT}
        value={draft}
        minDate={parse(minMonth) ?? undefined}
        maxDate={parse(maxMonth) ?? undefined}
        onChange={change}
        slotProps={{
          textField: {
            size: 'small',
            error: Boolean(error),
            helperText: error ?? undefined,
            sx: { width: 170 },
            ...(testId ? { 'data-testid': testId } : {}),
          },
        }}
      />
    </DateProvider>
  );
}
