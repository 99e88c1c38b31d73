// preLoginPath after a sign-out in the same tab (issue 27, item 2): the page open at sign-out is not remembered,
// but an address opened afterwards, signed out, is — and signing in again lands there.
import '../support/jsdomGlobals';
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import RootRoute from '@/app/RootRoute';
import { makeStore } from '@/app/store';
import { sessionActions } from '@/features/session/slice';

let go: (to: string) => void = () => undefined;
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    go = (to) => void navigate(to);
  }, [navigate]);
  return null;
}

function renderAt(path: string) {
  const store = makeStore({ listen: false });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Navigator />
        <Routes>
          <Route element={<RootRoute />}>
            <Route path="/login" element={<p>sign-in page</p>} />
            <Route path="*" element={<p>console page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

afterEach(() => localStorage.clear());

describe('preLoginPath after a sign-out', () => {
  it('is not the page open at sign-out, but is the address opened afterwards', async () => {
    localStorage.setItem('token', 't-1');
    localStorage.setItem('userId', 'u-1');
    const store = renderAt('/gpu');
    expect(screen.getByText('console page')).toBeInTheDocument();
    act(() => void store.dispatch(sessionActions.cleared({ by: 'signOut' })));
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(localStorage.getItem('preLoginPath')).toBeNull();
    // The visitor types another console address in the same tab.
    act(() => go('/org-info?tab=members'));
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(localStorage.getItem('preLoginPath')).toBe('/org-info?tab=members');
  });

  it('after a sign-out, going back to a page of the ended session remembers nothing', async () => {
    localStorage.setItem('token', 't-1');
    localStorage.setItem('userId', 'u-1');
    const store = renderAt('/gpu');
    act(() => go('/cost-order'));
    expect(await screen.findByText('console page')).toBeInTheDocument();
    act(() => void store.dispatch(sessionActions.cleared({ by: 'signOut' })));
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    act(() => go('/cost-order'));
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(localStorage.getItem('preLoginPath')).toBeNull();
    act(() => go('/org-info'));
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(localStorage.getItem('preLoginPath')).toBe('/org-info');
  });

  it('after an expiry the page open then is kept by the session saga, and later addresses still are', async () => {
    localStorage.setItem('token', 't-1');
    localStorage.setItem('userId', 'u-1');
    const store = renderAt('/gpu');
    act(() => void store.dispatch(sessionActions.cleared({ by: 'expired' })));
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    act(() => go('/cost-bill'));
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(localStorage.getItem('preLoginPath')).toBe('/cost-bill');
  });
});
