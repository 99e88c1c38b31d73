// The log viewer's data: the lines it shows and the source that pages them. Kept apart from the viewer itself so
// that a screen can build its source without loading the viewer's chunk (the viewer loads on first use).

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export const LOG_LEVELS: readonly LogLevel[] = ['error', 'warn', 'info', 'debug'];

/** One line as the viewer shows it. */
export interface LogViewLine {
  /** line number in the whole log (1 is the first line) */
  n: number;
  time?: string;
  level?: LogLevel;
  /** replica, container or step that wrote it */
  source?: string;
  /** the text, possibly with ANSI colour codes */
  message: string;
}

/** What the viewer asks for: a page by position among the lines that pass the filters (no offset: the tail). */
export interface LogPageQuery {
  offset?: number;
  limit: number;
  search?: string;
  from?: string;
  to?: string;
  level?: LogLevel;
}

export interface LogPageResult {
  lines: LogViewLine[];
  /** position of lines[0] among the lines that pass */
  offset: number;
  /** lines that pass the filters */
  total: number;
  /** lines of the whole log */
  totalLines: number;
  /** position of the first error among the lines that pass, or null */
  firstError: number | null;
  /** no more lines will come */
  finished: boolean;
}

export interface LogDownload {
  url: string;
  fileName?: string;
}

/** Where a log comes from: a paged server operation, or lines the screen already has. */
export interface LogSource {
  /** changes when the log itself changes (another run): the viewer starts again */
  key: string;
  fetchPage(query: LogPageQuery): Promise<LogPageResult>;
  /** a link to the whole log, compressed (.log.gz) */
  download?(): Promise<LogDownload>;
  /** whether the lines carry a level (the level filter and "first error" are offered) */
  levels: boolean;
  /** whether time-range filtering applies (the lines carry times) */
  times: boolean;
}

/** Lines per page read from the server (the contract's maximum is 2000). */
export const LOG_PAGE_SIZE = 1000;
/** How often a log that may still grow is read again (ms). */
export const LOG_POLL_MS = 2000;
