// The security headers of every response the console is served with: one definition for the mock (lib/web.ts,
// lib/api.ts through web.ts) and for production serving (deploy/nginx.conf repeats them as `add_header ... always`;
// test/e2e-nginx/ fails when nginx answers with anything else).

/** No inline script, no eval, no framing; styles may be inline (MUI's emotion inserts <style> elements). */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** Name and value of each header, in the order the servers send them. */
export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
];

/**
 * Strict-Transport-Security for a console served over TLS only (a plain-HTTP answer must not carry it: browsers
 * ignore it there, and a host that later loses TLS would lock its users out). deploy/nginx.conf's TLS notes use it.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';
