import {
  API_KEY_VARIABLE,
  curlSnippet,
  javascriptSnippet,
  parseSshCommand,
  pythonSnippet,
  requestSnippet,
  shellQuote,
  sshCommand,
} from '@/lib/snippets';

const chat = {
  endpoint: 'https://api.aispace.dev/v1/chat/completions',
  method: 'POST',
  body: `{"model":"llama3","messages":[{"role":"user","content":"it's ok"}],"stream":false,"n":null}`,
};

describe('request snippets', () => {
  it('curl quotes the endpoint and body for the shell and reads the key from the environment', () => {
    expect(curlSnippet(chat)).toBe(
      [
        `curl -X POST 'https://api.aispace.dev/v1/chat/completions'`,
        `  -H "Authorization: Bearer $${API_KEY_VARIABLE}"`,
        `  -H 'Content-Type: application/json'`,
        `  -d '{"model":"llama3","messages":[{"role":"user","content":"it'\\''s ok"}],"stream":false,"n":null}'`,
      ].join(' \\\n'),
    );
    expect(shellQuote(`a'b`)).toBe(`'a'\\''b'`);
  });

  it('sends no body and no content type with GET', () => {
    const get = { endpoint: 'https://x.dev/v1/models', method: 'GET', body: '{"a":1}' };
    expect(curlSnippet(get)).not.toContain('-d ');
    expect(curlSnippet(get)).not.toContain('Content-Type');
    expect(pythonSnippet(get)).toContain('requests.get(');
    expect(pythonSnippet(get)).not.toContain('json=');
    expect(javascriptSnippet(get)).toContain(`method: 'GET'`);
    expect(javascriptSnippet(get)).not.toContain('body:');
  });

  it('Python sends the body as a Python literal (True/False/None) and reads the key from os.environ', () => {
    const py = pythonSnippet(chat);
    expect(py).toContain(`headers={"Authorization": f"Bearer {os.environ['${API_KEY_VARIABLE}']}"}`);
    expect(py).toContain('"stream": False,');
    expect(py).toContain('"n": None,');
    expect(py).toContain(`"content": "it's ok",`);
    expect(py).not.toMatch(/\bnull\b|\bfalse\b/);
  });

  it('Python and JavaScript fall back to the raw text when the example is not JSON', () => {
    const raw = { endpoint: 'https://x.dev/ocr', method: 'POST', body: 'not json "quoted"' };
    expect(pythonSnippet(raw)).toContain(`data="not json \\"quoted\\"",`);
    expect(javascriptSnippet(raw)).toContain(`body: "not json \\"quoted\\"",`);
  });

  it('JavaScript is valid code that sends the JSON body and the key from process.env', async () => {
    const js = javascriptSnippet(chat);
    expect(js).toContain(`Authorization: \`Bearer \${process.env.${API_KEY_VARIABLE}}\``);
    // Run it against a stub fetch: the request it sends is the example's.
    const calls: Array<[string, RequestInit]> = [];
    const fetchStub = (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ ok: 1 }) });
    };
    const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
      ...args: string[]
    ) => (...a: unknown[]) => Promise<void>;
    const run = new AsyncFunction('fetch', 'process', 'console', js);
    const logged: unknown[] = [];
    await run(fetchStub, { env: { [API_KEY_VARIABLE]: 'sk-test' } }, { log: (v: unknown) => logged.push(v) });
    expect(calls).toHaveLength(1);
    expect(calls[0][0]).toBe(chat.endpoint);
    expect(calls[0][1].method).toBe('POST');
    expect((calls[0][1].headers as Record<string, string>).Authorization).toBe('Bearer sk-test');
    expect(JSON.parse(String(calls[0][1].body))).toEqual(JSON.parse(chat.body));
    expect(logged).toEqual([{ ok: 1 }]);
  });

  it('never writes a secret: every language reads the same variable', () => {
    for (const lang of ['curl', 'python', 'javascript'] as const) {
      expect(requestSnippet(lang, chat)).toContain(API_KEY_VARIABLE);
      expect(requestSnippet(lang, chat)).not.toMatch(/sk-[A-Za-z0-9]/);
    }
  });
});

describe('ssh command', () => {
  it('reads user, host and port from the platform command and writes it back exactly', () => {
    const target = parseSshCommand('ssh -p 30022 root@ssh.aispace.dev');
    expect(target).toEqual({ user: 'root', host: 'ssh.aispace.dev', port: 30022 });
    expect(sshCommand(target!)).toBe('ssh -p 30022 root@ssh.aispace.dev');
  });

  it('refuses anything else (other options, a shell injection, a port out of range)', () => {
    for (const bad of [
      null,
      '',
      'ssh root@host',
      'ssh -p 22 root@host; rm -rf /',
      'ssh -p 70000 root@host',
      'ssh -p 22 -o ProxyCommand=x root@host',
    ]) {
      expect(parseSshCommand(bad)).toBeNull();
    }
  });
});
