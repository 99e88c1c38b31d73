// The web terminal's connection: a one-time session (createTerminalSession) opens a WebSocket; input, resizes
// and output travel as small JSON messages. A dropped connection retries by itself with a growing delay (a new
// session each time, tickets are single-use; an instance not running yet is asked again); a refused session (no
// such instance, no permission) or a session the shell ended (`exit`) does not. Everything it needs is passed in, so it runs under fake sockets and timers.

import type { ApiError } from '@/api/envelope';

export type ConnectionState =
  | { kind: 'connecting'; attempt: number }
  | { kind: 'open' }
  | { kind: 'waiting'; attempt: number; retryInMs: number }
  | { kind: 'ended' }
  | { kind: 'failed'; message: string | null };

/** The part of a WebSocket the connection uses. */
export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number; reason?: string }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

export type ServerMessage = { type: 'output'; data: string } | { type: 'exit'; code?: number };
export type ClientMessage = { type: 'input'; data: string } | { type: 'resize'; cols: number; rows: number };

export interface ConnectionOptions {
  /** Asks for a session and answers its WebSocket URL; throws when refused. */
  openSession(): Promise<string>;
  /** Whether a refusal of openSession is final (retrying cannot help). */
  isFinal(error: unknown): boolean;
  /** The words of a final refusal. */
  describe(error: unknown): string | null;
  createSocket(url: string): SocketLike;
  onOutput(data: string): void;
  onState(state: ConnectionState): void;
  /** Attempts after a drop before giving up (default 5). */
  maxAttempts?: number;
  /** First retry delay, doubled each attempt up to maxDelayMs (defaults 1 s and 16 s). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  setTimer?(fn: () => void, ms: number): unknown;
  clearTimer?(handle: unknown): void;
}

const OPEN = 1;

/** Delay before retry number `attempt` (1-based): base, 2×base, 4×base, ... capped. */
export function backoffDelay(attempt: number, baseMs = 1000, maxMs = 16_000): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

export class TerminalConnection {
  private socket: SocketLike | null = null;
  private timer: unknown = null;
  private attempt = 0;
  private disposed = false;
  private ended = false;
  private size: { cols: number; rows: number } | null = null;
  /** Counts connect() calls, so an answer of an older one is ignored. */
  private generation = 0;
  state: ConnectionState = { kind: 'connecting', attempt: 0 };

  constructor(private readonly options: ConnectionOptions) {}

  private get maxAttempts() {
    return this.options.maxAttempts ?? 5;
  }

  private set(state: ConnectionState) {
    this.state = state;
    this.options.onState(state);
  }

  private setTimer(fn: () => void, ms: number) {
    this.timer = (this.options.setTimer ?? ((f, m) => setTimeout(f, m)))(fn, ms);
  }

  private clearTimer() {
    if (this.timer !== null)
      (this.options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>)))(this.timer);
    this.timer = null;
  }

  private drop() {
    const s = this.socket;
    this.socket = null;
    if (s) {
      s.onopen = s.onmessage = s.onclose = s.onerror = null;
      try {
        s.close(1000, 'client');
      } catch {
        // already closed
      }
    }
  }

  /** Opens a session and its socket (the first connect, and every retry). */
  async connect(): Promise<void> {
    if (this.disposed) return;
    this.clearTimer();
    this.drop();
    this.ended = false;
    const generation = ++this.generation;
    this.set({ kind: 'connecting', attempt: this.attempt });
    let url: string;
    try {
      url = await this.options.openSession();
    } catch (error) {
      if (this.disposed || generation !== this.generation) return;
      if (this.options.isFinal(error)) this.set({ kind: 'failed', message: this.options.describe(error) });
      else this.retryLater();
      return;
    }
    if (this.disposed || generation !== this.generation) return;
    const socket = this.options.createSocket(url);
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.set({ kind: 'open' });
      if (this.size) this.sendMessage({ type: 'resize', ...this.size });
    };
    socket.onmessage = (ev) => {
      let message: ServerMessage | null = null;
      try {
        message = JSON.parse(String(ev.data)) as ServerMessage;
      } catch {
        message = { type: 'output', data: String(ev.data) };
      }
      if (message?.type === 'output') this.options.onOutput(message.data);
      else if (message?.type === 'exit') this.ended = true;
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.ended) this.set({ kind: 'ended' });
      else this.retryLater();
    };
    socket.onerror = () => undefined; // a close event follows
  }

  private retryLater() {
    this.attempt += 1;
    if (this.attempt > this.maxAttempts) {
      this.set({ kind: 'failed', message: null });
      return;
    }
    const delay = backoffDelay(this.attempt, this.options.baseDelayMs, this.options.maxDelayMs);
    this.set({ kind: 'waiting', attempt: this.attempt, retryInMs: delay });
    this.setTimer(() => void this.connect(), delay);
  }

  /** The user's reconnect: now, with a fresh count of attempts. */
  reconnect(): void {
    this.attempt = 0;
    void this.connect();
  }

  private sendMessage(message: ClientMessage) {
    if (this.socket && this.socket.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  send(data: string): void {
    this.sendMessage({ type: 'input', data });
  }

  resize(cols: number, rows: number): void {
    this.size = { cols, rows };
    this.sendMessage({ type: 'resize', cols, rows });
  }

  dispose(): void {
    this.disposed = true;
    this.clearTimer();
    this.drop();
  }
}

/** The socket URL of a session URL the server may give relative to this host. */
export function socketUrl(url: string, location: { protocol: string; host: string }): string {
  if (/^wss?:\/\//i.test(url)) return url;
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * A refusal of the session itself (no such instance, no permission) will not pass on retry. An instance not running
 * (INVALID_STATE) may be on its way back (a restart closes the terminal): that one is tried again.
 */
export function isFinalSessionError(error: unknown): boolean {
  const { kind, status, errorCode } = (error ?? {}) as Partial<ApiError>;
  if (kind === 'business' && errorCode === 'INVALID_STATE') return false;
  return kind === 'business' || kind === 'forbidden' || (kind === 'http' && typeof status === 'number' && status < 500);
}
