// json-server 0.17 ships no types; the mock uses only its module API.
declare module 'json-server' {
  import type { Express, RequestHandler } from 'express';
  interface JsonServerRouter extends RequestHandler {
    db: { getState(): unknown; setState(state: unknown): void };
  }
  const jsonServer: {
    create(): Express;
    bodyParser: RequestHandler[];
    router(source: string | object, opts?: { foreignKeySuffix?: string }): JsonServerRouter;
    defaults(opts?: Record<string, unknown>): RequestHandler[];
    rewriter(routes: Record<string, string>): RequestHandler;
  };
  export = jsonServer;
}
