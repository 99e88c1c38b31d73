// The one log viewer (instance, task, deployed-service logs and short step logs): virtualised lines
// (@tanstack/react-virtual) read page by page from a LogSource, so 100,000 lines scroll without jank; search,
// time range and level are applied by the source (the server); ANSI colours become text runs (anser), never HTML.
// It follows the tail while the reader is at the bottom ("jump to latest" otherwise), reads a growing log again
// every few seconds, jumps to the first error, wraps lines on demand, copies a line and downloads the whole log
// compressed. Loaded on first use: screens import it with React.lazy.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useCopy } from '../CopyButton';
import FilterSelect from '../FilterSelect';
import { apiErrorText } from '../form/apiErrorText';
import LoadFailed from '../LoadFailed';
import { RUN_STYLES, ansiRuns } from './ansi';
import { levelOf, lineText } from './lines';
import { LOG_LEVELS, type LogLevel, type LogSource, type LogViewLine } from './types';
import { NO_FILTERS, useLogPages, type LogFilters, type LogPages } from './useLogPages';

export interface LogViewerProps {
  source: LogSource;
  /** what the log is of (its accessible name says so) */
  name: string;
  /** the run may still write: the viewer reads the tail again until the source says it finished */
  live?: boolean;
  /** height of the lines' area */
  height?: number | string;
  testId?: string;
}

/** Height of one unwrapped line (px). */
export const ROW_HEIGHT = 20;
const SEARCH_DEBOUNCE_MS = 300;
const BACKGROUND = '#1e1e1e';
/** Level colours, AA-readable on the background. */
const LEVEL_COLOURS: Record<LogLevel, string> = {
  error: '#ff8a80',
  warn: '#ffd740',
  info: '#82b1ff',
  debug: '#bdbdbd',
};
/** The level names' colours, as rules of the lines' style sheet (a row carries no inline style). */
const LEVEL_STYLES = Object.fromEntries(
  LOG_LEVELS.map((level) => [`& .lv-level-${level}`, { color: LEVEL_COLOURS[level] }]),
);

/** Material's "content copy" outline, drawn inline: a row mounts it cheaply while lines scroll past. */
const COPY_ICON =
  'M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2m0 16H8V7h11z';

/** `datetime-local` value (local time) → ISO, or '' when empty or invalid. */
function isoOf(local: string): string {
  if (!local) return '';
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
}

interface RowProps {
  line: LogViewLine | undefined;
  index: number;
  marked: boolean;
  timeFormat: Intl.DateTimeFormat;
  copyLabel: (n: number) => string;
  loadingLabel: string;
  onCopy(line: LogViewLine): void;
  measure?: (el: Element | null) => void;
}

const Row = memo(function Row({ line, index, marked, timeFormat, copyLabel, loadingLabel, onCopy, measure }: RowProps) {
  const runs = useMemo(() => (line ? ansiRuns(line.message) : []), [line]);
  if (!line)
    return (
      <div className="lv-row lv-pending" data-index={index} ref={measure}>
        <span className="lv-n">…</span>
        <span className="lv-msg">{loadingLabel}</span>
      </div>
    );
  const level = levelOf(line);
  const time = line.time ? new Date(line.time) : null;
  return (
    <div
      className={marked ? 'lv-row lv-marked' : 'lv-row'}
      data-index={index}
      data-testid="log-line"
      data-n={line.n}
      data-level={level ?? ''}
      ref={measure}
    >
      <span className="lv-n">{line.n}</span>
      {time && !Number.isNaN(time.getTime()) ? <span className="lv-time">{timeFormat.format(time)}</span> : null}
      {level ? <span className={`lv-level lv-level-${level}`}>{level.toUpperCase()}</span> : null}
      {line.source ? <span className="lv-source">[{line.source}]</span> : null}
      <span className="lv-msg">
        {runs.map((run, k) => (
          <span key={k} className={run.className}>
            {run.text}
          </span>
        ))}
      </span>
      <button type="button" className="lv-copy" aria-label={copyLabel(line.n)} onClick={() => onCopy(line)}>
        <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
          <path fill="currentColor" d={COPY_ICON} />
        </svg>
      </button>
    </div>
  );
});

export interface LogLinesHandle {
  /** shows a position in the middle of the view, marked, and stops following */
  jumpTo(position: number): void;
  /** shows the last line and follows again */
  jumpToLatest(): void;
}

interface LogLinesProps {
  pages: LogPages;
  /** changes when what is shown changes (another log, other filters): following starts again */
  resetKey: string;
  wrap: boolean;
  height: number | string;
  label: string;
  handle: RefObject<LogLinesHandle | null>;
}

/**
 * The lines' scroll area. The virtualiser's state lives here, so scrolling re-renders only this part, never the
 * toolbar above it.
 */
function LogLines({ pages, resetKey, wrap, height, label, handle }: LogLinesProps) {
  const { t, i18n } = useTranslation('logs');
  const copy = useCopy();
  const regionId = useId();
  const [atBottom, setAtBottom] = useState(true);
  const [marked, setMarked] = useState<number | null>(null);
  const following = useRef(true);
  const scroller = useRef<HTMLDivElement>(null);

  // eslint-disable-next-line react-hooks/incompatible-library -- no compiler here; the virtualizer is read each render
  const virtualizer = useVirtualizer({
    count: pages.total,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    // Scroll updates render with React's batching, not one synchronous render per scroll event.
    useFlushSync: false,
    initialRect: { width: 800, height: typeof height === 'number' ? height : 480 },
  });
  // Wrapped lines have their own heights: measured; unwrapped ones are all ROW_HEIGHT.
  useEffect(() => {
    virtualizer.measure();
  }, [wrap, virtualizer]);

  const items = virtualizer.getVirtualItems();
  const firstIndex = items.length ? items[0].index : 0;
  const lastIndex = items.length ? items[items.length - 1].index : 0;
  const { ensure, total, status } = pages;
  useEffect(() => {
    // While following, the view is about to move to the last line: what is in view before that is not read.
    if (status !== 'ready' || total === 0 || (following.current && lastIndex < total - 1)) return;
    ensure(firstIndex, lastIndex);
  }, [firstIndex, lastIndex, total, status, ensure]);

  // Another log or other filters: back to following the tail.
  useEffect(() => {
    following.current = true;
    setAtBottom(true);
    setMarked(null);
  }, [resetKey]);

  // Following: the last line stays in view as lines come.
  useEffect(() => {
    if (status === 'ready' && total > 0 && following.current) virtualizer.scrollToIndex(total - 1, { align: 'end' });
  }, [total, status, virtualizer]);

  const onScroll = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const bottom = el.scrollHeight - el.scrollTop - el.clientHeight < ROW_HEIGHT * 2;
    following.current = bottom;
    setAtBottom(bottom);
  }, []);

  const jumpToLatest = useCallback(() => {
    following.current = true;
    setAtBottom(true);
    setMarked(null);
    if (total > 0) virtualizer.scrollToIndex(total - 1, { align: 'end' });
  }, [total, virtualizer]);

  const jumpTo = useCallback(
    (position: number) => {
      following.current = false;
      setAtBottom(position >= total - 1);
      setMarked(position);
      virtualizer.scrollToIndex(position, { align: 'center' });
      scroller.current?.focus();
    },
    [total, virtualizer],
  );

  useImperativeHandle(handle, () => ({ jumpTo, jumpToLatest }), [jumpTo, jumpToLatest]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget) return;
    if (e.key === 'Home') {
      e.preventDefault();
      following.current = false;
      virtualizer.scrollToIndex(0, { align: 'start' });
    } else if (e.key === 'End') {
      e.preventDefault();
      jumpToLatest();
    }
  };

  const timeFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.language, {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        fractionalSecondDigits: 3,
        hour12: false,
      }),
    [i18n.language],
  );
  const copyLabel = useCallback((n: number) => t('logs:copyLine', { n }), [t]);
  const onCopy = useCallback((line: LogViewLine) => void copy(lineText(line)), [copy]);

  return (
    <Box sx={{ position: 'relative', display: pages.status === 'ready' && pages.total > 0 ? 'block' : 'none' }}>
      <Box
        ref={scroller}
        id={regionId}
        role="log"
        aria-live="off"
        aria-label={label}
        tabIndex={0}
        onScroll={onScroll}
        onKeyDown={onKeyDown}
        data-testid="log-lines"
        data-wrap={wrap ? 'true' : 'false'}
        sx={{
          height,
          overflow: 'auto',
          bgcolor: BACKGROUND,
          color: '#e0e0e0',
          borderRadius: 1,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: 12,
          lineHeight: `${ROW_HEIGHT}px`,
          contain: 'strict',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          // The rows in view follow each other in one window that carries the only offset: a row has no inline style.
          // With a transform per row, Chromium's style recalculation got slower at every wheel step until the next
          // major garbage collection (30 → 70 ms a frame over two seconds of scrolling, measured in a trace); with
          // this window it stays under 10 ms.
          '& .lv-window': { position: 'absolute', top: 0, left: 0, minWidth: '100%' },
          '& .lv-row': {
            minWidth: '100%',
            height: wrap ? undefined : ROW_HEIGHT,
            display: 'flex',
            gap: '8px',
            px: 1,
            whiteSpace: wrap ? 'pre-wrap' : 'pre',
            overflowWrap: wrap ? 'anywhere' : 'normal',
            boxSizing: 'border-box',
            width: wrap ? '100%' : 'max-content',
          },
          '& .lv-row:hover, & .lv-row:focus-within': { bgcolor: '#2c2c2c' },
          '& .lv-marked': { bgcolor: '#4a2323', outline: '1px solid #ff8a80' },
          '& .lv-n': { color: '#9e9e9e', minWidth: '7ch', textAlign: 'right', flexShrink: 0, userSelect: 'none' },
          '& .lv-time': { color: '#bdbdbd', flexShrink: 0 },
          '& .lv-level': { flexShrink: 0, minWidth: '5ch', fontWeight: 700 },
          ...LEVEL_STYLES,
          ...RUN_STYLES,
          '& .lv-source': { color: '#b39ddb', flexShrink: 0 },
          '& .lv-msg': { flex: wrap ? 1 : 'none', minWidth: 0 },
          '& .lv-pending .lv-msg': { color: '#9e9e9e' },
          '& .lv-copy': {
            flexShrink: 0,
            border: 0,
            background: 'none',
            color: '#bdbdbd',
            cursor: 'pointer',
            fontSize: 14,
            lineHeight: 1,
            p: '2px',
            opacity: 0.35,
            alignSelf: 'flex-start',
            mt: '1px',
          },
          '& .lv-row:hover .lv-copy, & .lv-copy:focus-visible': { opacity: 1 },
          '& .lv-copy:focus-visible': { outline: '2px solid #82b1ff' },
        }}
      >
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative', minWidth: '100%' }}>
          <div className="lv-window" style={{ transform: `translateY(${items.length ? items[0].start : 0}px)` }}>
            {items.map((item) => (
              <Row
                key={item.key}
                line={pages.line(item.index)}
                index={item.index}
                marked={marked === item.index}
                timeFormat={timeFormat}
                copyLabel={copyLabel}
                loadingLabel={t('logs:loadingLines')}
                onCopy={onCopy}
                measure={wrap ? virtualizer.measureElement : undefined}
              />
            ))}
          </div>
        </div>
      </Box>
      {!atBottom ? (
        <Button
          variant="contained"
          size="small"
          onClick={jumpToLatest}
          data-testid="log-latest"
          sx={{ position: 'absolute', right: 16, bottom: 12 }}
        >
          {t('logs:latest')}
        </Button>
      ) : null}
    </Box>
  );
}

export default function LogViewer({ source, name, live = false, height = 480, testId = 'log-viewer' }: LogViewerProps) {
  const { t, i18n } = useTranslation('logs');
  const [searchText, setSearchText] = useState('');
  const [filters, setFilters] = useState<LogFilters>(NO_FILTERS);
  const [fromLocal, setFromLocal] = useState('');
  const [toLocal, setToLocal] = useState('');
  const [wrap, setWrap] = useState(false);
  const [paused, setPaused] = useState(false);
  const [downloadError, setDownloadError] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const list = useRef<LogLinesHandle | null>(null);

  // Search is sent once typing stops (or at once on Enter).
  useEffect(() => {
    if (searchText === filters.search) return undefined;
    const timer = setTimeout(() => setFilters((f) => ({ ...f, search: searchText })), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, filters.search]);

  const rangeInvalid = Boolean(fromLocal && toLocal && isoOf(fromLocal) > isoOf(toLocal));
  useEffect(() => {
    if (rangeInvalid) return;
    const from = isoOf(fromLocal);
    const to = isoOf(toLocal);
    setFilters((f) => (f.from === from && f.to === to ? f : { ...f, from, to }));
  }, [fromLocal, toLocal, rangeInvalid]);

  const pages = useLogPages(source, filters, live && !paused);
  const filtered = Boolean(filters.search.trim() || filters.from || filters.to || filters.level);

  const download = async () => {
    if (!source.download) return;
    setDownloadError(false);
    setDownloading(true);
    try {
      const link = await source.download();
      const a = document.createElement('a');
      a.href = link.url;
      a.download = link.fileName ?? '';
      a.rel = 'noopener';
      document.body.appendChild(a);
      a.click();
      a.remove();
    } catch {
      setDownloadError(true);
    } finally {
      setDownloading(false);
    }
  };

  const clearFilters = () => {
    setSearchText('');
    setFromLocal('');
    setToLocal('');
    setFilters(NO_FILTERS);
  };

  const ended = pages.finished;
  const countText =
    pages.status !== 'ready'
      ? ''
      : filtered
        ? t('logs:count.filtered', {
            total: pages.total.toLocaleString(i18n.language),
            all: pages.totalLines.toLocaleString(i18n.language),
          })
        : t('logs:count.all', { total: pages.total.toLocaleString(i18n.language) });

  return (
    <Box data-testid={testId}>
      <Stack
        role="group"
        aria-label={t('logs:toolbar')}
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
      >
        <TextField
          size="small"
          type="search"
          label={t('logs:search')}
          placeholder={t('logs:searchPlaceholder')}
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') setFilters((f) => ({ ...f, search: searchText }));
          }}
          slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'log-search' }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 220 }}
        />
        {source.times ? (
          <>
            <TextField
              size="small"
              type="datetime-local"
              label={t('logs:from')}
              value={fromLocal}
              onChange={(e) => setFromLocal(e.target.value)}
              error={rangeInvalid}
              helperText={rangeInvalid ? t('logs:errors.range') : undefined}
              slotProps={{ htmlInput: { 'data-testid': 'log-from', step: 1 }, inputLabel: { shrink: true } }}
            />
            <TextField
              size="small"
              type="datetime-local"
              label={t('logs:to')}
              value={toLocal}
              onChange={(e) => setToLocal(e.target.value)}
              error={rangeInvalid}
              slotProps={{ htmlInput: { 'data-testid': 'log-to', step: 1 }, inputLabel: { shrink: true } }}
            />
          </>
        ) : null}
        {source.levels ? (
          <FilterSelect
            testId="log-level"
            label={t('logs:level')}
            allLabel={t('logs:levels.all')}
            value={filters.level}
            options={LOG_LEVELS.map((level) => ({ value: level, label: t(`logs:levels.${level}`) }))}
            onChange={(v) => setFilters((f) => ({ ...f, level: (v ?? '') as LogLevel | '' }))}
          />
        ) : null}
        <FormControlLabel
          control={<Switch checked={wrap} onChange={(e) => setWrap(e.target.checked)} />}
          label={t('logs:wrap')}
        />
        {source.levels ? (
          <Button
            size="small"
            data-testid="log-first-error"
            disabled={pages.firstError === null}
            onClick={() => pages.firstError !== null && list.current?.jumpTo(pages.firstError)}
          >
            {pages.status === 'ready' && pages.firstError === null ? t('logs:noErrors') : t('logs:firstError')}
          </Button>
        ) : null}
        {source.download ? (
          <Button size="small" data-testid="log-download" onClick={() => void download()} disabled={downloading}>
            {t('logs:download')}
          </Button>
        ) : null}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Typography variant="body2" color="text.secondary" data-testid="log-count">
          {countText}
        </Typography>
        {live && pages.status === 'ready' ? (
          <>
            <Typography variant="body2" color="text.secondary" data-testid="log-follow-state">
              {ended ? t('logs:follow.finished') : paused ? t('logs:follow.paused') : t('logs:follow.following')}
            </Typography>
            {!ended ? (
              <Button size="small" onClick={() => setPaused((p) => !p)} data-testid="log-pause">
                {paused ? t('logs:follow.resume') : t('logs:follow.pause')}
              </Button>
            ) : null}
          </>
        ) : null}
      </Stack>
      {downloadError ? (
        <Typography role="alert" color="error" variant="body2" sx={{ mb: 1 }}>
          {t('logs:downloadFailed')}
        </Typography>
      ) : null}
      {pages.status === 'error' ? (
        <LoadFailed text={apiErrorText(pages.error, t('logs:failed'))} onRetry={pages.retry} />
      ) : pages.status === 'loading' ? (
        <Typography role="status" data-testid="log-loading" sx={{ py: 2 }}>
          {t('logs:loading')}
        </Typography>
      ) : pages.total === 0 ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 2 }} role="status">
          <Typography data-testid="log-empty">{filtered ? t('logs:noMatch') : t('logs:empty')}</Typography>
          {filtered ? (
            <Button size="small" onClick={clearFilters}>
              {t('logs:clearFilters')}
            </Button>
          ) : null}
        </Stack>
      ) : null}
      <LogLines
        pages={pages}
        resetKey={`${source.key}|${JSON.stringify(filters)}`}
        wrap={wrap}
        height={height}
        label={t('logs:region', { name })}
        handle={list}
      />
    </Box>
  );
}
