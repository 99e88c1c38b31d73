// What jsdom lacks and the app needs, installed before any app module loads (import this first):
// TextEncoder (react-router), and fetch's Request, Response, Headers with Node's AbortController (RTK Query).
import { TextDecoder, TextEncoder } from 'node:util';
import vm from 'node:vm';

const outer = vm.runInThisContext('({ Request, Response, Headers, AbortController, AbortSignal })') as {
  Request: typeof Request;
  Response: typeof Response;
  Headers: typeof Headers;
  AbortController: typeof AbortController;
  AbortSignal: typeof AbortSignal;
};

Object.assign(globalThis, { TextEncoder, TextDecoder });
const NodeRequest = outer.Request;
// Node's Request needs an absolute URL; the browser resolves '/api/...' against the page.
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? `http://console.test${input}` : input, init);
  }
} as typeof Request;
globalThis.Response = outer.Response;
globalThis.Headers = outer.Headers;
// Node's Request only takes a signal of its own realm.
globalThis.AbortController = outer.AbortController;
globalThis.AbortSignal = outer.AbortSignal;
