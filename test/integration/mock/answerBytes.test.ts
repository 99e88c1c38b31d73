// The mock writes each 200 answer member by member into a buffer it reuses once the socket has taken the bytes
// (server-mock/lib/answerBytes.ts): the bytes are JSON.stringify's, an answer still being sent keeps its bytes while the
// next one is written, and many large answers at once arrive whole.
import http from 'node:http';
import { ANSWER_SLAB_BYTES, answerBytes, freeAnswerSlabs } from '../../../server-mock/lib/answerBytes';
import { sendAnswer, type Res } from '../../../server-mock/lib/api';
import type { MockServer } from '../../../server-mock/server';
import { ACCOUNTS, type Client, signedIn, startMock } from '../support/helpers';

const utf8 = (b: Buffer): string => b.toString('utf8');

describe('answerBytes', () => {
  class Point {
    constructor(
      readonly x: number,
      readonly y: number,
    ) {}
  }
  const nullProto = Object.assign(Object.create(null) as Record<string, unknown>, { a: 1, b: 'zwei' });
  const bodies: Array<[string, unknown]> = [
    ['an empty envelope', { success: true, data: null, errorCode: '', errorMessage: '', showType: 0 }],
    [
      'a page with texts of every kind',
      {
        success: true,
        data: {
          total: 3,
          pageNum: 1,
          list: [
            {
              id: 'a',
              name: '夜间批量推理任务',
              note: 'emoji 😀 and a lone \ud800 surrogate',
              quote: 'say "hi"\\\n\t\u0001',
            },
            {
              id: 'b',
              skipped: undefined,
              fn: () => 1,
              sym: Symbol('s'),
              nil: null,
              nan: NaN,
              inf: -Infinity,
              zero: -0,
            },
            { id: 'c', at: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)), nested: { deep: [1, [2, [3, { x: undefined }]]] } },
          ],
          pageSize: 20,
          'key "quoted"': true,
          2: 'numeric keys first',
        },
        errorCode: '',
        errorMessage: '',
        showType: 0,
      },
    ],
    [
      'a list with holes and values an array writes as null',
      { success: true, data: { list: [1, undefined, () => 0, Symbol('x'), , 'end'] }, showType: 0 }, // eslint-disable-line no-sparse-arrays
    ],
    [
      'data that is an array, objects that are not plain, a toJSON at each depth',
      {
        success: true,
        data: [new Point(1, 2), nullProto, new String('boxed'), { toJSON: () => ({ replaced: true }) }],
        when: { toJSON: () => 'outer' },
      },
    ],
    ['a body with a toJSON of its own', { toJSON: () => ({ whole: 'replaced' }), ignored: 1 }],
    ['a list with a toJSON of its own', { data: { list: Object.assign([1, 2], { toJSON: () => 'listed' }) } }],
  ];

  it.each(bodies)('writes %s byte for byte as JSON.stringify', (_, body) => {
    const answer = answerBytes(body);
    try {
      expect(utf8(answer.bytes)).toBe(JSON.stringify(body));
      expect(answer.bytes.length).toBe(Buffer.byteLength(JSON.stringify(body), 'utf8'));
    } finally {
      answer.done();
    }
  });

  it('writes an answer larger than its buffer into a larger one of its own', () => {
    const list = Array.from({ length: 2000 }, (_, i) => ({
      id: `ins-${i}`,
      description: `批量推理 ${'x'.repeat(200)}`,
    }));
    const body = { success: true, data: { total: list.length, list } };
    const answer = answerBytes(body);
    expect(answer.bytes.length).toBeGreaterThan(ANSWER_SLAB_BYTES);
    expect(utf8(answer.bytes)).toBe(JSON.stringify(body));
    answer.done();
  });

  it('keeps an answer not yet sent while the next is written, and reuses its buffer once it is', () => {
    const first = answerBytes({ data: { list: ['first', 'answer'] } });
    const second = answerBytes({ data: { list: ['second'] } });
    expect(second.bytes.buffer).not.toBe(first.bytes.buffer);
    expect(utf8(first.bytes)).toBe('{"data":{"list":["first","answer"]}}');
    const free = freeAnswerSlabs();
    first.done();
    expect(freeAnswerSlabs()).toBe(free + 1);
    first.done(); // twice gives nothing back twice
    expect(freeAnswerSlabs()).toBe(free + 1);
    const third = answerBytes({ data: { list: ['third'] } });
    expect(third.bytes.buffer).toBe(first.bytes.buffer);
    expect(utf8(second.bytes)).toBe('{"data":{"list":["second"]}}');
    second.done();
    third.done();
  });
});

describe('sendAnswer', () => {
  /** A response whose socket has not taken the bytes yet: `taken()` says it has. */
  function slowResponse() {
    const sent: { bytes?: Buffer; taken?: () => void } = {};
    const res = {
      statusCode: 0,
      setHeader: () => undefined,
      end: (bytes: Buffer, taken: () => void) => Object.assign(sent, { bytes, taken }),
    };
    return { res: res as unknown as Res, sent };
  }

  it('gives the buffer back only once the socket has taken the bytes', () => {
    const one = slowResponse();
    const two = slowResponse();
    const free = freeAnswerSlabs();
    sendAnswer(one.res, { success: true, data: { list: ['first'] } } as never);
    expect(freeAnswerSlabs()).toBe(Math.max(0, free - 1));
    sendAnswer(two.res, { success: true, data: { list: ['the second answer'] } } as never);
    // the first answer's bytes are still what it wrote while its socket has them
    expect(utf8(one.sent.bytes!)).toBe('{"success":true,"data":{"list":["first"]}}');
    one.sent.taken!();
    two.sent.taken!();
    expect(freeAnswerSlabs()).toBe(Math.max(free, 2));
  });
});

describe('answers through HTTP', () => {
  let mock: MockServer;
  let demo: Client;
  beforeAll(async () => {
    mock = await startMock();
    demo = await signedIn(mock.url, ACCOUNTS.demo);
  });
  afterAll(() => mock.close());

  it('sends many answers at once whole, each with its own page and a Content-Length of its bytes', async () => {
    const total = (await demo.call('aispweb/instance/query', { pageNum: 1, pageSize: 1 })).body.data.total as number;
    const pageCount = Math.floor(total / 20);
    expect(pageCount).toBeGreaterThanOrEqual(4);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 40 });
    const call = (pageNum: number) =>
      new Promise<{ length: number; text: string }>((resolve, reject) => {
        const payload = JSON.stringify({ ugroupAddr: demo.ugroupAddr, pageNum, pageSize: 20, sortField: 'name' });
        const req = http.request(
          `${mock.url}/api/aispace/aispweb/instance/query`,
          {
            method: 'POST',
            agent,
            headers: { 'content-type': 'application/json', authorization: demo.token, 'accept-language': 'zh-CN' },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({ length: Number(res.headers['content-length']), text: utf8(Buffer.concat(chunks)) }),
            );
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    try {
      const pages = Array.from({ length: 60 }, (_, i) => 1 + (i % pageCount));
      const answers = await Promise.all(pages.map(call));
      const ids = new Map<number, string>();
      answers.forEach((a, i) => {
        expect(Buffer.byteLength(a.text, 'utf8')).toBe(a.length);
        const body = JSON.parse(a.text);
        expect(body.success).toBe(true);
        expect(body.data.pageNum).toBe(pages[i]);
        expect(body.data.list).toHaveLength(20);
        // the same page reads the same whichever call answered it
        const first = body.data.list.map((x: { id: string }) => x.id).join(',');
        if (!ids.has(pages[i])) ids.set(pages[i], first);
        expect(first).toBe(ids.get(pages[i]));
      });
      expect(new Set(ids.values()).size).toBe(pageCount);
    } finally {
      agent.destroy();
    }
  });
});
