// The ready-to-run command of an API service's example request.
import type { ApiServiceDetail } from './api';

/** A curl command for the example request (single quotes in the body escaped for the shell). */
export function curlCommand(detail: Pick<ApiServiceDetail, 'endpoint' | 'method' | 'requestExample'>): string {
  const lines = [
    `curl -X ${detail.method ?? 'POST'} '${detail.endpoint.replace(/'/g, `'\\''`)}'`,
    `  -H 'Authorization: Bearer <API key>'`,
  ];
  if ((detail.method ?? 'POST') === 'POST') {
    lines.push(`  -H 'Content-Type: application/json'`);
    if (detail.requestExample) lines.push(`  -d '${detail.requestExample.replace(/'/g, `'\\''`)}'`);
  }
  return lines.join(' \\\n');
}
