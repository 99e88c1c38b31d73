// The invitation a signed-out visitor was on before being sent to /login (preLoginPath = /invite-login?code=...).
export const INVITE_LOGIN_PATH = '/invite-login';

/** The invitation code of a remembered path, or null when the path is not an invitation. */
export function invitationCodeOf(path: string | null | undefined): string | null {
  if (!path || !path.startsWith(INVITE_LOGIN_PATH)) return null;
  const query = path.slice(INVITE_LOGIN_PATH.length);
  if (query && !query.startsWith('?')) return null;
  return new URLSearchParams(query).get('code')?.trim() || null;
}
