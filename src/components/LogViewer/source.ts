// Log sources for the viewer: a paged server operation of an area's API (useEndpointLogSource), or lines a screen
// already holds (localLogSource, filtered and paged here as the server would).
import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { passesLevel, plainText } from './lines';
import type { LogDownload, LogPageQuery, LogPageResult, LogSource, LogViewLine } from './types';

/** The envelope a generated query answers (data is the page or link). */
interface Answer<T> {
  data?: T | null;
}

/** An RTK Query endpoint, loosely: what initiate needs (the area's endpoint object). */
interface Endpoint<A> {
  initiate(
    arg: A,
    options: { subscribe: false; forceRefetch: true },
  ): // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a thunk; its result is unwrapped below
  any;
}

/**
 * A source over an area's paged log operation and its download-link operation (both generated, with the area's
 * policy): `args` names the log (id, …); the viewer's query is laid over it.
 */
export function useEndpointLogSource<A extends object>(options: {
  page: Endpoint<A & Partial<LogPageQuery>>;
  download?: Endpoint<A>;
  args: A;
  times?: boolean;
}): LogSource {
  const dispatch = useDispatch();
  const { page, download, args, times = true } = options;
  const key = JSON.stringify(args);
  return useMemo<LogSource>(
    () => ({
      key,
      levels: true,
      times,
      async fetchPage(query) {
        const q: Record<string, unknown> = { ...args, limit: query.limit };
        for (const field of ['offset', 'search', 'from', 'to', 'level'] as const)
          if (query[field] !== undefined && query[field] !== '') q[field] = query[field];
        const answer = (await dispatch(
          page.initiate(q as A & Partial<LogPageQuery>, { subscribe: false, forceRefetch: true }),
        ).unwrap()) as Answer<LogPageResult>;
        if (!answer.data) throw new Error('no data');
        return answer.data;
      },
      download: download
        ? async () => {
            const answer = (await dispatch(
              download.initiate(args, { subscribe: false, forceRefetch: true }),
            ).unwrap()) as Answer<LogDownload>;
            if (!answer.data) throw new Error('no data');
            return answer.data;
          }
        : undefined,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for args
    [key, page, download, dispatch, times],
  );
}

/**
 * A source over lines already at hand (a short log the screen read whole): search, time range and level applied
 * here, paged as the server pages.
 */
export function localLogSource(
  key: string,
  /** the lines, or a function giving the latest ones (a log the screen reads again) */
  linesOrLatest: LogViewLine[] | (() => LogViewLine[]),
  options: { finished: boolean; levels?: boolean; times?: boolean },
): LogSource {
  return {
    key,
    levels: options.levels ?? true,
    times: options.times ?? true,
    async fetchPage(query: LogPageQuery): Promise<LogPageResult> {
      const lines = typeof linesOrLatest === 'function' ? linesOrLatest() : linesOrLatest;
      const needle = query.search?.trim().toLowerCase() ?? '';
      const from = query.from ? Date.parse(query.from) : -Infinity;
      const to = query.to ? Date.parse(query.to) : Infinity;
      const passing = lines.filter((line) => {
        if (!passesLevel(line, query.level)) return false;
        if (line.time && (Date.parse(line.time) < from || Date.parse(line.time) > to)) return false;
        return !needle || plainText(line.message).toLowerCase().includes(needle);
      });
      const total = passing.length;
      const offset = query.offset === undefined ? Math.max(0, total - query.limit) : Math.min(query.offset, total);
      const firstError = passing.findIndex((line) => passesLevel(line, 'error'));
      return {
        lines: passing.slice(offset, offset + query.limit),
        offset,
        total,
        totalLines: lines.length,
        firstError: firstError < 0 ? null : firstError,
        finished: options.finished,
      };
    },
  };
}
