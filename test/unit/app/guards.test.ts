import { guardRedirect, landingPath, preLoginPathFor, shouldClearPreLoginPath } from '@/app/guards';

describe('route guards (docs/product-rules.md#routes-and-guards)', () => {
  it('sends a visitor without a token to /login from any path but /', () => {
    for (const path of ['/gpu', '/portal', '/account', '/no-such-page', '/invite-login', '/XTerm']) {
      expect(guardRedirect({ path, token: null, userId: null })).toBe('/login');
      expect(guardRedirect({ path, token: null, userId: '7' })).toBe('/login');
    }
  });

  it('lets a visitor without a token stay on / and on /login', () => {
    expect(guardRedirect({ path: '/', token: null, userId: null })).toBeNull();
    expect(guardRedirect({ path: '/login', token: null, userId: null })).toBeNull();
  });

  it('sends a visitor with both token and user id away from /login to /', () => {
    expect(guardRedirect({ path: '/login', token: 't', userId: '7' })).toBe('/');
  });

  it('does not move a visitor who signs in on /login (the sign-in decides where to land)', () => {
    expect(guardRedirect({ path: '/login', token: 't', userId: '7', signedInWhenOpened: false })).toBeNull();
    expect(guardRedirect({ path: '/login', token: 't', userId: '7', signedInWhenOpened: true })).toBe('/');
  });

  it('keeps /login when only the token or only the user id is stored', () => {
    expect(guardRedirect({ path: '/login', token: 't', userId: null })).toBeNull();
  });

  it('lets a signed-in visitor open any other path', () => {
    for (const path of ['/', '/gpu', '/portal', '/anything']) {
      expect(guardRedirect({ path, token: 't', userId: '7' })).toBeNull();
    }
  });
});

describe('preLoginPath', () => {
  it('remembers the path and query a signed-out visitor asked for', () => {
    expect(preLoginPathFor('/gpu', '?node=n1')).toBe('/gpu?node=n1');
    expect(preLoginPathFor('/cost-order', '')).toBe('/cost-order');
  });

  it('does not remember the portal or /login itself', () => {
    expect(preLoginPathFor('/', '')).toBeNull();
    expect(preLoginPathFor('/login', '?x=1')).toBeNull();
  });

  it('is cleared once the location hash contains it', () => {
    expect(shouldClearPreLoginPath('/gpu', '#/gpu')).toBe(true);
    expect(shouldClearPreLoginPath('/gpu?node=n1', '#/gpu?node=n1')).toBe(true);
    expect(shouldClearPreLoginPath('/gpu', '#/login')).toBe(false);
    expect(shouldClearPreLoginPath(null, '#/gpu')).toBe(false);
  });

  it('is where a fresh sign-in lands, else the console home', () => {
    expect(landingPath('/gpu')).toBe('/gpu');
    expect(landingPath(null)).toBe('/portal');
    expect(landingPath('/login')).toBe('/portal');
  });
});
