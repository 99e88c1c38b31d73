// The command palette (loaded on first use): one input, a list of pages and resources under it. The ARIA combobox
// pattern: the input is the combobox, the list its listbox; ↑/↓ move the active option (aria-activedescendant),
// Enter opens it, Escape closes. Recent items come first, then pages (by their title in the current language or in
// English), then what the server's search found in the selected organisation.
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { apiErrorText } from '@/components/form/apiErrorText';
import { selectSession } from '@/features/session/public/session';
import { useQuerySearchResultsQuery } from './api';
import {
  combine,
  itemKey,
  PAGE_ENTRIES,
  RESOURCE_LIMIT,
  serverQuery,
  type PageItem,
  type PaletteItem,
} from './matching';
import { readRecent, rememberRecent, type RecentEntry } from './recent';

/** How long typing pauses before the server is asked. */
export const SEARCH_DELAY_MS = 200;

type Texts = Record<string, unknown>;

/** A text of a locale file by its `ns:a.b` key. */
function lookup(texts: Texts | null, key: string): string | undefined {
  const path = key.replace(/^[^:]+:/, '').split('.');
  let node: unknown = texts;
  for (const part of path) node = node && typeof node === 'object' ? (node as Texts)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The English console texts (page titles), loaded once beside the current language's, without switching to it. */
function useEnglishTitles(language: string): Texts | null {
  const [texts, setTexts] = useState<Texts | null>(null);
  useEffect(() => {
    if (language === 'en-US' || texts) return;
    let live = true;
    import(/* webpackChunkName: "palette-en" */ '@/i18n/locales/en-US/common.json')
      .then((mod: { default: Texts }) => live && setTexts(mod.default))
      .catch(() => {
        // without them a page is found by its title in the current language only
      });
    return () => {
      live = false;
    };
  }, [language, texts]);
  return texts;
}

export interface CommandPaletteProps {
  open: boolean;
  onClose(): void;
}

export default function CommandPalette({ open, onClose }: CommandPaletteProps) {
  const { t, i18n } = useTranslation(['search', 'common']);
  const navigate = useNavigate();
  const { userId, accountAddr } = useAppSelector(selectSession);
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const [input, setInput] = useState('');
  const [sent, setSent] = useState('');
  const [active, setActive] = useState(0);
  const [recent, setRecent] = useState<RecentEntry[]>(() => readRecent(userId));
  const english = useEnglishTitles(i18n.language);

  // every opening starts afresh, with the recent items of the user signed in now
  useEffect(() => {
    if (!open) return;
    setInput('');
    setSent('');
    setActive(0);
    setRecent(readRecent(userId));
  }, [open, userId]);

  useEffect(() => {
    const timer = setTimeout(() => setSent(serverQuery(input)), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);

  const typed = serverQuery(input);
  const search = useQuerySearchResultsQuery({ q: sent, limit: RESOURCE_LIMIT }, { skip: !open || !sent });
  const settled = Boolean(typed) && sent === typed;
  const found = settled ? search.currentData?.data : undefined;

  const pages = useMemo<PageItem[]>(
    () =>
      PAGE_ENTRIES.map(({ key, route }) => ({
        kind: 'page',
        key,
        route,
        title: t(key),
        englishTitle: lookup(english, key) ?? t(key),
      })),
    // the titles change with the language
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, english, i18n.language],
  );

  const recentItems = useMemo<PaletteItem[]>(
    () =>
      recent.flatMap((entry): PaletteItem[] => {
        if (entry.kind === 'page') return pages.filter((p) => p.route === entry.route);
        if (entry.org !== accountAddr) return [];
        return [{ kind: 'resource', type: entry.type, id: entry.id, name: entry.name, route: entry.route }];
      }),
    [recent, pages, accountAddr],
  );

  const items = useMemo(
    () => combine(input, recentItems, pages, found?.list),
    [input, recentItems, pages, found?.list],
  );

  // a new query starts at the top of the list
  useEffect(() => setActive(0), [input]);
  const current = items.length ? Math.min(active, items.length - 1) : -1;

  useEffect(() => {
    if (current >= 0) document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' });
    // optionId is derived from the stable useId
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);

  const choose = (item: PaletteItem) => {
    setRecent(
      rememberRecent(
        userId,
        item.kind === 'page'
          ? { kind: 'page', key: item.key, route: item.route }
          : {
              kind: 'resource',
              type: item.type,
              id: item.id,
              name: item.name,
              route: item.route,
              org: accountAddr ?? '',
            },
      ),
    );
    onClose();
    void navigate(item.route);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!items.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + items.length) % items.length);
    } else if (e.key === 'Enter' && current >= 0) {
      e.preventDefault();
      choose(items[current]);
    }
  };

  const status = !typed
    ? null
    : !settled || search.isFetching
      ? t('search:searching')
      : search.isError
        ? t('search:failed', { message: apiErrorText(search.error, t('common:http.requestFailed')) })
        : items.length === 0
          ? t('search:none', { q: typed })
          : t('search:count', { count: items.length });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
      data-testid="command-palette"
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{ paper: { sx: { mt: '10vh' } } }}
    >
      <Typography id={`${id}-title`} component="h2" sx={visuallyHidden}>
        {t('search:title')}
      </Typography>
      <Box sx={{ p: 2, pb: 1 }}>
        <TextField
          autoFocus
          fullWidth
          size="small"
          value={input}
          placeholder={t('search:placeholder')}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={onKeyDown}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined />
                </InputAdornment>
              ),
            },
            htmlInput: {
              role: 'combobox',
              'aria-label': t('search:label'),
              'aria-autocomplete': 'list',
              'aria-expanded': items.length > 0,
              'aria-controls': items.length > 0 ? listId : undefined,
              'aria-activedescendant': current >= 0 ? optionId(current) : undefined,
              'aria-describedby': `${id}-hint`,
              autoComplete: 'off',
              spellCheck: false,
              'data-testid': 'palette-input',
            },
          }}
        />
      </Box>
      {items.length > 0 ? (
        <Box
          component="ul"
          role="listbox"
          id={listId}
          aria-label={t('search:results')}
          sx={{ listStyle: 'none', m: 0, px: 1, pb: 1, maxHeight: '50vh', overflowY: 'auto' }}
        >
          {items.map((item, i) => (
            <Box
              component="li"
              role="option"
              key={itemKey(item)}
              id={optionId(i)}
              aria-selected={i === current}
              data-testid="palette-option"
              onMouseMove={() => i !== current && setActive(i)}
              onClick={() => choose(item)}
              sx={{
                px: 1.5,
                py: 0.75,
                borderRadius: 1,
                cursor: 'pointer',
                overflowWrap: 'anywhere',
                bgcolor: i === current ? 'action.selected' : undefined,
              }}
            >
              <Typography variant="body1">{item.kind === 'page' ? item.title : item.name || item.id}</Typography>
              <Typography variant="body2" color="text.secondary">
                {[
                  item.recent ? t('search:recent') : null,
                  t(`search:types.${item.kind === 'page' ? 'page' : item.type}`),
                  item.kind === 'page' ? (item.englishTitle !== item.title ? item.englishTitle : null) : item.id,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : null}
      <Box sx={{ px: 2, pb: 1.5, display: 'flex', gap: 2, justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" role="status" data-testid="palette-status">
          {status}
          {status && found?.truncated ? ` ${t('search:more')}` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary" id={`${id}-hint`}>
          {t('search:hint')}
        </Typography>
      </Box>
    </Dialog>
  );
}
