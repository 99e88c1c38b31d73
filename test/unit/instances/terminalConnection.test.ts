// The web terminal's connection policy: a session per connect, output and input as JSON messages, retries after a
// drop with a doubling delay up to a limit, no retry after a refused session or a shell that ended, and the
// user's reconnect starting over.
import {
  TerminalConnection,
  backoffDelay,
  socketUrl,
  type ConnectionState,
  type SocketLike,
} from '@/features/instances/components/terminal/terminalConnection';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  message(m: object) {
    this.onmessage?.({ data: JSON.stringify(m) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const flush = () => new Promise((r) => setTimeout(r, 0));

function setup(openSession: () => Promise<string> = async () => '/ws/terminal/ins-1?ticket=t') {
  const sockets: FakeSocket[] = [];
  const states: ConnectionState[] = [];
  const output: string[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const session = jest.fn(openSession);
  const conn = new TerminalConnection({
    openSession: session,
    isFinal: (e) => (e as { final?: boolean }).final === true,
    describe: (e) => (e as { message?: string }).message ?? null,
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    onOutput: (d) => output.push(d),
    onState: (s) => states.push(s),
    maxAttempts: 3,
    baseDelayMs: 1000,
    maxDelayMs: 16_000,
    setTimer: (fn, ms) => timers.push({ fn, ms }),
    clearTimer: () => undefined,
  });
  const fire = async () => {
    const t = timers.shift();
    t?.fn();
    await flush();
    return t?.ms;
  };
  return { conn, sockets, states, output, timers, session, fire };
}

describe('backoff', () => {
  it('doubles from the base delay up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffDelay(n, 1000, 16_000))).toEqual([
      1000, 2000, 4000, 8000, 16000, 16000,
    ]);
  });
});

describe('socketUrl', () => {
  it('turns a path into a ws:// or wss:// URL of this host, and keeps absolute ones', () => {
    expect(socketUrl('/ws/terminal/a?ticket=t', { protocol: 'http:', host: 'localhost:8080' })).toBe(
      'ws://localhost:8080/ws/terminal/a?ticket=t',
    );
    expect(socketUrl('/ws/x', { protocol: 'https:', host: 'console.example' })).toBe('wss://console.example/ws/x');
    expect(socketUrl('wss://shell.example/ws', { protocol: 'http:', host: 'x' })).toBe('wss://shell.example/ws');
  });
});

describe('terminal connection', () => {
  it('opens a socket on the session URL, sends the size once open, passes output and input through', async () => {
    const { conn, sockets, states, output } = setup();
    conn.resize(80, 24);
    await conn.connect();
    expect(states.at(-1)).toEqual({ kind: 'connecting', attempt: 0 });
    const s = sockets[0];
    expect(s.url).toBe('/ws/terminal/ins-1?ticket=t');
    conn.send('lost before open');
    s.open();
    expect(states.at(-1)).toEqual({ kind: 'open' });
    expect(s.sent).toEqual([{ type: 'resize', cols: 80, rows: 24 }]);
    conn.send('ls\r');
    conn.resize(100, 30);
    expect(s.sent.slice(1)).toEqual([
      { type: 'input', data: 'ls\r' },
      { type: 'resize', cols: 100, rows: 30 },
    ]);
    s.message({ type: 'output', data: 'hello' });
    expect(output).toEqual(['hello']);
  });

  it('retries a dropped connection with a growing delay and a new session each time, then gives up', async () => {
    const { conn, sockets, states, session, fire } = setup();
    await conn.connect();
    sockets[0].open();
    sockets[0].drop();
    expect(states.at(-1)).toEqual({ kind: 'waiting', attempt: 1, retryInMs: 1000 });
    expect(await fire()).toBe(1000);
    expect(session).toHaveBeenCalledTimes(2);
    sockets[1].drop();
    expect(states.at(-1)).toEqual({ kind: 'waiting', attempt: 2, retryInMs: 2000 });
    await fire();
    sockets[2].drop();
    expect(states.at(-1)).toEqual({ kind: 'waiting', attempt: 3, retryInMs: 4000 });
    await fire();
    sockets[3].drop();
    expect(states.at(-1)).toEqual({ kind: 'failed', message: null });
    expect(session).toHaveBeenCalledTimes(4);
  });

  it('a successful reconnection starts the count again', async () => {
    const { conn, sockets, states, fire } = setup();
    await conn.connect();
    sockets[0].drop();
    await fire();
    sockets[1].open();
    sockets[1].drop();
    expect(states.at(-1)).toEqual({ kind: 'waiting', attempt: 1, retryInMs: 1000 });
  });

  it('does not retry after the shell ended (exit)', async () => {
    const { conn, sockets, states, timers } = setup();
    await conn.connect();
    sockets[0].open();
    sockets[0].message({ type: 'exit', code: 0 });
    sockets[0].drop(1000);
    expect(states.at(-1)).toEqual({ kind: 'ended' });
    expect(timers).toHaveLength(0);
  });

  it('does not retry a refused session and says why', async () => {
    const { conn, states, timers } = setup(async () => {
      throw { final: true, message: 'Record not found' };
    });
    await conn.connect();
    expect(states.at(-1)).toEqual({ kind: 'failed', message: 'Record not found' });
    expect(timers).toHaveLength(0);
  });

  it('retries when the session call itself fails on the network', async () => {
    let calls = 0;
    const { conn, states, sockets, fire } = setup(async () => {
      calls += 1;
      if (calls === 1) throw { final: false };
      return '/ws/ok';
    });
    await conn.connect();
    expect(states.at(-1)).toMatchObject({ kind: 'waiting', attempt: 1 });
    await fire();
    expect(sockets[0].url).toBe('/ws/ok');
  });

  it('reconnect starts over at once; dispose closes and stops retrying', async () => {
    const { conn, sockets, states, timers } = setup();
    await conn.connect();
    sockets[0].open();
    sockets[0].message({ type: 'exit' });
    sockets[0].drop(1000);
    conn.reconnect();
    await flush();
    expect(sockets).toHaveLength(2);
    sockets[1].open();
    expect(states.at(-1)).toEqual({ kind: 'open' });
    conn.dispose();
    expect(sockets[1].closed).toBe(true);
    sockets[1].drop();
    expect(timers).toHaveLength(0);
  });
});
