// The viewer's lines: a sparse set of pages of the lines that pass the filters, read as they come into view. The
// first read is the tail (it gives the total); while the log may grow it is read again every LOG_POLL_MS.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  LOG_PAGE_SIZE,
  LOG_POLL_MS,
  type LogLevel,
  type LogPageResult,
  type LogSource,
  type LogViewLine,
} from './types';

export interface LogFilters {
  search: string;
  from: string;
  to: string;
  level: LogLevel | '';
}

export const NO_FILTERS: LogFilters = { search: '', from: '', to: '', level: '' };

export interface LogPagesState {
  status: 'loading' | 'ready' | 'error';
  error: unknown;
  total: number;
  totalLines: number;
  firstError: number | null;
  finished: boolean;
}

const START: LogPagesState = {
  status: 'loading',
  error: null,
  total: 0,
  totalLines: 0,
  firstError: null,
  finished: false,
};

export interface LogPages extends LogPagesState {
  /** the line at a position, if read */
  line(position: number): LogViewLine | undefined;
  /** reads the pages of [first, last] that are not read yet */
  ensure(first: number, last: number): void;
  retry(): void;
  /** bumps on every change of the lines read */
  version: number;
}

export function useLogPages(source: LogSource, filters: LogFilters, polling: boolean): LogPages {
  const [state, setState] = useState<LogPagesState>(START);
  const [version, bump] = useReducer((n: number) => n + 1, 0);
  const [attempt, retry] = useReducer((n: number) => n + 1, 0);
  const lines = useRef(new Map<number, LogViewLine>());
  const fill = useRef(new Map<number, number>());
  const inflight = useRef(new Set<number>());
  const generation = useRef(0);
  const totalRef = useRef(0);
  const { search, from, to, level } = filters;

  const query = useCallback(
    (offset: number | undefined) =>
      source.fetchPage({
        offset,
        limit: LOG_PAGE_SIZE,
        search: search.trim() || undefined,
        from: from || undefined,
        to: to || undefined,
        level: level || undefined,
      }),
    [source, search, from, to, level],
  );

  const store = useCallback((page: LogPageResult) => {
    page.lines.forEach((line, k) => {
      const position = page.offset + k;
      if (!lines.current.has(position)) {
        const p = Math.floor(position / LOG_PAGE_SIZE);
        fill.current.set(p, (fill.current.get(p) ?? 0) + 1);
      }
      lines.current.set(position, line);
    });
    totalRef.current = page.total;
    setState((s) =>
      s.status === 'ready' &&
      s.total === page.total &&
      s.totalLines === page.totalLines &&
      s.firstError === page.firstError &&
      s.finished === page.finished
        ? s
        : {
            status: 'ready',
            error: null,
            total: page.total,
            totalLines: page.totalLines,
            firstError: page.firstError,
            finished: page.finished,
          },
    );
    bump();
  }, []);

  // A new log or new filters: start again from the tail.
  useEffect(() => {
    const gen = ++generation.current;
    lines.current = new Map();
    fill.current = new Map();
    inflight.current = new Set();
    totalRef.current = 0;
    setState(START);
    bump();
    query(undefined).then(
      (page) => {
        if (gen === generation.current) store(page);
      },
      (error: unknown) => {
        if (gen === generation.current) setState({ ...START, status: 'error', error });
      },
    );
  }, [query, store, attempt]);

  // While the log may grow: the tail again (new lines, a new total), every LOG_POLL_MS.
  const live = polling && state.status === 'ready' && !state.finished;
  useEffect(() => {
    if (!live) return undefined;
    const gen = generation.current;
    const timer = setInterval(() => {
      query(undefined).then(
        (page) => {
          if (gen === generation.current) store(page);
        },
        () => undefined, // a failed poll is tried again at the next one
      );
    }, LOG_POLL_MS);
    return () => clearInterval(timer);
  }, [live, query, store]);

  const ensure = useCallback(
    (first: number, last: number) => {
      const total = totalRef.current;
      if (!total) return;
      const gen = generation.current;
      const a = Math.max(0, Math.floor(first / LOG_PAGE_SIZE));
      const b = Math.floor(Math.min(last, total - 1) / LOG_PAGE_SIZE);
      for (let p = a; p <= b; p++) {
        const want = Math.min(LOG_PAGE_SIZE, total - p * LOG_PAGE_SIZE);
        if ((fill.current.get(p) ?? 0) >= want || inflight.current.has(p)) continue;
        inflight.current.add(p);
        query(p * LOG_PAGE_SIZE).then(
          (page) => {
            if (gen !== generation.current) return;
            inflight.current.delete(p);
            store(page);
          },
          (error: unknown) => {
            if (gen !== generation.current) return;
            inflight.current.delete(p);
            setState((s) => ({ ...s, status: 'error', error }));
          },
        );
      }
    },
    [query, store],
  );

  const line = useCallback((position: number) => lines.current.get(position), []);
  return { ...state, line, ensure, retry, version };
}
