// Security headers on every response, CORS for the dev server, and the built app (--static dir)
// with single-page fallback on the same origin.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Request, Response, NextFunction } from 'express';
import { SECURITY_HEADERS } from './securityHeaders';

export { CONTENT_SECURITY_POLICY } from './securityHeaders';

const HEADER_LIST: Array<[string, string]> = SECURITY_HEADERS.map(([k, v]) => [k, v]);

export const securityHeadersOf = (): Array<[string, string]> => HEADER_LIST;

export function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
  for (const [k, v] of HEADER_LIST) res.setHeader(k, v);
  next();
}

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** CORS answer headers for a (non-preflight) request from `origin`. */
export function corsHeadersOf(origin: string | undefined): Array<[string, string]> {
  if (origin && LOCAL_ORIGIN.test(origin)) {
    return [
      ['Access-Control-Allow-Origin', origin],
      ['Vary', 'Origin'],
      ['Access-Control-Allow-Credentials', 'true'],
      ['Access-Control-Expose-Headers', 'authorization'],
    ];
  }
  return [['Access-Control-Expose-Headers', 'authorization']];
}

/** CORS for the webpack dev server (http://localhost:8080) and other local origins. */
export function cors(req: Request, res: Response, next: NextFunction): void {
  const origin = req.headers.origin;
  if (origin && LOCAL_ORIGIN.test(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Expose-Headers', 'authorization');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET,POST,DELETE,OPTIONS');
      res.setHeader(
        'Access-Control-Allow-Headers',
        String(req.headers['access-control-request-headers'] ?? 'authorization, content-type, accept-language'),
      );
      res.setHeader('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
  } else {
    res.setHeader('Access-Control-Expose-Headers', 'authorization');
  }
  next();
}

/** A file name with a content hash (main.3f9a1c2b.js, 123.abcdef12.chunk.css, ...). */
const HASHED = /[.-][0-9a-f]{8,}\./i;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.txt', '.svg']);

interface CachedFile {
  mtimeMs: number;
  raw: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  etag: string;
}

/**
 * Serves the built app from `dir` (long cache for content-hashed files, no-cache for index.html),
 * compressed with brotli or gzip when the browser accepts it, and index.html for any other GET that is
 * not a file and not under /api or /__mock__ (single-page fallback).
 */
export function staticApp(dir: string) {
  const root = path.resolve(dir);
  const indexFile = path.join(root, 'index.html');
  const cache = new Map<string, CachedFile>();

  const load = (file: string): CachedFile | null => {
    let st: fs.Stats;
    try {
      st = fs.statSync(file);
    } catch {
      return null;
    }
    if (!st.isFile()) return null;
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === st.mtimeMs) return hit;
    const raw = fs.readFileSync(file);
    const entry: CachedFile = {
      mtimeMs: st.mtimeMs,
      raw,
      etag: `W/"${raw.length.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`,
    };
    cache.set(file, entry);
    return entry;
  };

  const send = (req: Request, res: Response, file: string, entry: CachedFile): void => {
    const ext = path.extname(file).toLowerCase();
    res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    if (ext === '.html') res.setHeader('Cache-Control', 'no-cache');
    else if (HASHED.test(path.basename(file))) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    else res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    res.setHeader('ETag', entry.etag);
    if (req.headers['if-none-match'] === entry.etag) {
      res.status(304).end();
      return;
    }
    let body = entry.raw;
    if (COMPRESSIBLE.has(ext) && entry.raw.length > 512) {
      res.setHeader('Vary', 'Accept-Encoding');
      const accept = String(req.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accept)) {
        entry.br ??= zlib.brotliCompressSync(entry.raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.raw.length,
          },
        });
        body = entry.br;
        res.setHeader('Content-Encoding', 'br');
      } else if (/\bgzip\b/.test(accept)) {
        entry.gzip ??= zlib.gzipSync(entry.raw, { level: 9 });
        body = entry.gzip;
        res.setHeader('Content-Encoding', 'gzip');
      }
    }
    res.setHeader('Content-Length', String(body.length));
    if (req.method === 'HEAD') res.end();
    else res.end(body);
  };

  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path.startsWith('/api/') || req.path === '/api' || req.path.startsWith('/__mock__')) return next();
    let rel: string;
    try {
      rel = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.join(root, path.normalize(rel));
    if (file.startsWith(root + path.sep) && path.basename(file) !== '') {
      const entry = load(file);
      if (entry) return send(req, res, file, entry);
    }
    if (path.extname(rel)) return next(); // a missing file stays a 404
    const index = load(indexFile);
    if (!index) return next();
    send(req, res, indexFile, index);
  };
}
