// The declarative routes: titles from the matched route, a failing page caught in place (RouteErrorBoundary) and
// cleared by going to another path, and the navigator that sagas use registered while the routes are mounted.
import '../support/jsdomGlobals';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import RouteErrorBoundary from '@/app/RouteErrorBoundary';
import { AppRoutes, titleKeyOf } from '@/app/router';
import { makeStore } from '@/app/store';
import i18n, { initI18n } from '@/i18n';
import { currentPathname, navigateTo } from '@/lib/navigation';

beforeAll(async () => {
  await initI18n('en-US');
});

describe('titleKeyOf', () => {
  it('is the matched route title, the not-found title for an unknown path', () => {
    expect(titleKeyOf('/gpu')).toBe('common:routes.gpu');
    expect(titleKeyOf('/cost-bill')).toBe('common:routes.costBill');
    expect(titleKeyOf('/login')).toBe('common:routes.login');
    expect(titleKeyOf('/assembly-service-ops/7/0xabc')).toBe('common:routes.assemblyServiceOps');
    expect(titleKeyOf('/no-such-page')).toBe('common:routes.notFound');
  });

  it('titles the group form by what it does: a new group without an id, editing with one', () => {
    expect(titleKeyOf('/gpu-group-operate')).toBe('common:routes.gpuGroupOperateNew');
    expect(titleKeyOf('/gpu-group-operate', '?id=grp-01')).toBe('common:routes.gpuGroupOperate');
  });
});

describe('RouteErrorBoundary', () => {
  let go: (to: string) => void = () => undefined;
  function Navigator() {
    go = useNavigate();
    return null;
  }
  function Broken(): never {
    throw new Error('Loading chunk 4242 failed.\n(error: http://localhost/assets/4242.js)');
  }

  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.setItem('aispace:chunk-reload-at', String(Date.now())); // no automatic reload in this test
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the error page in place of a failing page and clears it on another path', () => {
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Navigator />
        <RouteErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/fine" element={<p>fine page</p>} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('route-error-title')).toHaveTextContent('4242');
    act(() => go('/fine'));
    expect(screen.queryByTestId('route-error-title')).toBeNull();
    expect(screen.getByText('fine page')).toBeInTheDocument();
  });
});

describe('AppRoutes', () => {
  afterEach(() => localStorage.clear());

  it('titles the document, registers the navigator while mounted and reads the path from the address bar', async () => {
    window.location.hash = '#/cost-bill?page=2';
    const { unmount } = render(
      <Provider store={makeStore()}>
        <MemoryRouter initialEntries={['/no-such-page']}>
          <AppRoutes />
        </MemoryRouter>
      </Provider>,
    );
    // A signed-out visitor is sent to /login (docs/product-rules.md#routes-and-guards), titled in the current language.
    await waitFor(() => expect(document.title).toBe(i18n.t('common:routes.login')));
    expect(currentPathname()).toBe('/cost-bill');
    unmount();
    expect(currentPathname()).toBeNull();
    navigateTo('/gpu');
    expect(window.location.hash).toBe('#/gpu');
  });
});
