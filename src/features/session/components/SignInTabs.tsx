// The sign-in page's tabs as a WAI-ARIA tablist (roving focus, arrow keys, Home/End, automatic activation).
// MUI's Tabs would add ~7 KB gzip to the sign-in route (Tabs, TabScrollButton, roving-tab-index utilities).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { KeyboardEvent } from 'react';

export interface SignInTab<T extends string> {
  value: T;
  label: string;
}

export interface SignInTabsProps<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: SignInTab<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Tab `i` has id `${idPrefix}-tab-${value}` and controls `${idPrefix}-panel-${value}`. */
  idPrefix: string;
}

export const tabId = (idPrefix: string, value: string) => `${idPrefix}-tab-${value}`;
export const panelId = (idPrefix: string, value: string) => `${idPrefix}-panel-${value}`;

export default function SignInTabs<T extends string>({ label, tabs, value, onChange, idPrefix }: SignInTabsProps<T>) {
  const move = (e: KeyboardEvent) => {
    const i = tabs.findIndex((tab) => tab.value === value);
    const last = tabs.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: i === last ? 0 : i + 1,
      ArrowLeft: i === 0 ? last : i - 1,
      Home: 0,
      End: last,
    };
    const next = targets[e.key];
    if (next === undefined) return;
    e.preventDefault();
    onChange(tabs[next].value);
    document.getElementById(tabId(idPrefix, tabs[next].value))?.focus();
  };

  return (
    <Box
      role="tablist"
      aria-label={label}
      onKeyDown={move}
      sx={{ display: 'flex', borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <Button
            key={tab.value}
            role="tab"
            id={tabId(idPrefix, tab.value)}
            aria-selected={selected}
            aria-controls={panelId(idPrefix, tab.value)}
            tabIndex={selected ? 0 : -1}
            color={selected ? 'primary' : 'inherit'}
            onClick={() => onChange(tab.value)}
            sx={{
              flex: 1,
              minHeight: 48,
              borderRadius: 0,
              borderBottom: 2,
              mb: '-1px',
              borderColor: selected ? 'primary.main' : 'transparent',
              color: selected ? 'primary.main' : 'text.secondary',
              fontWeight: selected ? 600 : 400,
            }}
          >
            {tab.label}
          </Button>
        );
      })}
    </Box>
  );
}
