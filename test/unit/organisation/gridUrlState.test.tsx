// The grid model kept in the URL: search params ↔ the list call `{ pageNum, pageSize, sortField, sortOrder, keyword }`.
import '../support/jsdomGlobals';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import {
  clearScope,
  parseGridUrl,
  scopedParams,
  toListRequest,
  useGridUrlState,
  type GridUrlOptions,
} from '@/components/ServerDataGrid';
import { setNavigator } from '@/lib/navigation';

const OPTIONS: GridUrlOptions = { defaultSort: { field: 'joinedAt', order: 'desc' }, filterKeys: ['role'] };

function setup(url: string, options: GridUrlOptions = OPTIONS) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const grid = useGridUrlState(options);
      const location = useLocation();
      const navigate = useNavigate();
      return { grid, search: location.search, key: location.key, back: () => navigate(-1) };
    },
    { wrapper },
  );
}

describe('parseGridUrl and toListRequest', () => {
  it('asks for page 1 of 10 with the default sort when the URL says nothing', () => {
    expect(toListRequest(parseGridUrl(new URLSearchParams(''), OPTIONS))).toEqual({
      pageNum: 1,
      pageSize: 10,
      sortField: 'joinedAt',
      sortOrder: 'desc',
    });
  });

  it('maps page 2, sort, order, keyword and a filter to the list call', () => {
    const params = new URLSearchParams('page=2&pageSize=20&sort=username&order=asc&q=%20alice%20&role=admin&tab=x');
    expect(toListRequest(parseGridUrl(params, OPTIONS))).toEqual({
      pageNum: 2,
      pageSize: 20,
      sortField: 'username',
      sortOrder: 'asc',
      keyword: 'alice',
      role: 'admin',
    });
  });

  it('falls back to the defaults on malformed values', () => {
    const params = new URLSearchParams('page=-3&pageSize=7&order=sideways');
    expect(toListRequest(parseGridUrl(params, OPTIONS))).toEqual({
      pageNum: 1,
      pageSize: 10,
      sortField: 'joinedAt',
      sortOrder: 'desc',
    });
  });
});

describe('useGridUrlState', () => {
  it('reads the grid models from the URL (page index from 0)', () => {
    const { result } = setup('/org-member?page=2&sort=email&order=desc&q=bob');
    expect(result.current.grid.paginationModel).toEqual({ page: 1, pageSize: 10 });
    expect(result.current.grid.sortModel).toEqual([{ field: 'email', sort: 'desc' }]);
    expect(result.current.grid.request).toEqual({
      pageNum: 2,
      pageSize: 10,
      sortField: 'email',
      sortOrder: 'desc',
      keyword: 'bob',
    });
  });

  it('writes the page to the URL and keeps other params', () => {
    const { result } = setup('/org-member?tab=invitations');
    act(() => result.current.grid.setPaginationModel({ page: 1, pageSize: 10 }));
    expect(new URLSearchParams(result.current.search).get('page')).toBe('2');
    expect(new URLSearchParams(result.current.search).get('tab')).toBe('invitations');
    expect(result.current.grid.request.pageNum).toBe(2);
  });

  it('writes the sort and goes back to page 1', () => {
    const { result } = setup('/org-member?page=3');
    act(() => result.current.grid.setSortModel([{ field: 'username', sort: 'asc' }]));
    const params = new URLSearchParams(result.current.search);
    expect([params.get('sort'), params.get('order'), params.get('page')]).toEqual(['username', 'asc', null]);
    expect(result.current.grid.request).toMatchObject({ pageNum: 1, sortField: 'username', sortOrder: 'asc' });
  });

  it('writes the keyword and a filter, each back to page 1; empty values leave the URL', () => {
    const { result } = setup('/org-member?page=2');
    act(() => result.current.grid.setKeyword(' carol '));
    act(() => result.current.grid.setFilter('role', 'member'));
    expect(result.current.grid.request).toEqual({
      pageNum: 1,
      pageSize: 10,
      sortField: 'joinedAt',
      sortOrder: 'desc',
      keyword: 'carol',
      role: 'member',
    });
    act(() => result.current.grid.setKeyword(''));
    act(() => result.current.grid.setFilter('role', null));
    expect(result.current.search).toBe('');
  });

  it('keeps the page when the grid reports the sort it already has (the default sort)', () => {
    const { result } = setup('/org-member?page=2');
    act(() => result.current.grid.setSortModel([{ field: 'joinedAt', sort: 'desc' }]));
    expect(result.current.search).toBe('?page=2');
  });

  it('keeps the same sort model object across page changes', () => {
    const { result } = setup('/org-member');
    const before = result.current.grid.sortModel;
    act(() => result.current.grid.setPaginationModel({ page: 1, pageSize: 10 }));
    expect(result.current.grid.sortModel).toBe(before);
  });

  it('keeps its setters across address changes, each writing over the address of the moment', () => {
    const { result } = setup('/org-member?tab=members');
    const first = result.current.grid;
    act(() => first.setPaginationModel({ page: 2, pageSize: 10 }));
    act(() => first.setFilter('role', 'admin'));
    const { grid, search } = result.current;
    expect(grid.setPaginationModel).toBe(first.setPaginationModel);
    expect(grid.setFilter).toBe(first.setFilter);
    expect(grid.setKeyword).toBe(first.setKeyword);
    // The second write (a setter from before the first) keeps what the first wrote, then goes back to page 1.
    const params = new URLSearchParams(search);
    expect(params.get('tab')).toBe('members');
    expect(params.get('role')).toBe('admin');
    expect(params.get('page')).toBeNull();
    act(() => first.setKeyword('bob'));
    expect(new URLSearchParams(result.current.search).get('role')).toBe('admin');
    expect(result.current.grid.request).toMatchObject({ pageNum: 1, keyword: 'bob', role: 'admin' });
  });

  it('starts again from page 1 when the page size changes', () => {
    const { result } = setup('/org-member?page=4');
    act(() => result.current.grid.setPaginationModel({ page: 3, pageSize: 50 }));
    expect(result.current.grid.request).toMatchObject({ pageNum: 1, pageSize: 50 });
  });

  it('opens a location as a new history entry: page 1, no keyword, sort kept; Back returns', () => {
    const { result } = setup('/cloud-storage?page=3&q=report&sort=name&order=asc&folder=a');
    act(() => result.current.grid.openLocation('folder', 'b'));
    const opened = new URLSearchParams(result.current.search);
    expect(opened.get('folder')).toBe('b');
    expect(opened.get('page')).toBeNull();
    expect(opened.get('q')).toBeNull();
    expect(opened.get('sort')).toBe('name');
    act(() => result.current.back());
    expect(new URLSearchParams(result.current.search).get('folder')).toBe('a');
    act(() => result.current.grid.openLocation('folder', null));
    expect(new URLSearchParams(result.current.search).has('folder')).toBe(false);
  });

  it('a scoped grid reads and writes only its prefixed keys', () => {
    const scoped: GridUrlOptions = {
      defaultSort: { field: 'createdAt', order: 'desc' },
      scope: 'v',
      filterKeys: ['state'],
    };
    const { result } = setup('/br-dataset?page=4&sort=name&order=asc&vpage=2&vstate=ready', scoped);
    expect(result.current.grid.request).toEqual({
      pageNum: 2,
      pageSize: 10,
      sortField: 'createdAt',
      sortOrder: 'desc',
      state: 'ready',
    });
    act(() => result.current.grid.setSortModel([{ field: 'version', sort: 'asc' }]));
    const after = new URLSearchParams(result.current.search);
    expect(after.get('vsort')).toBe('version');
    expect(after.get('vpage')).toBeNull();
    // The page's own grid keys are untouched.
    expect(after.get('page')).toBe('4');
    expect(after.get('sort')).toBe('name');
  });
});

describe('scopedParams and clearScope', () => {
  it('strips the prefix of one scope and removes only its keys', () => {
    const params = new URLSearchParams('page=2&mpage=3&mq=edge&mrole=x&q=top');
    expect(scopedParams(params, 'm', ['role']).toString()).toBe('page=3&q=edge&role=x');
    clearScope(params, 'm', ['role']);
    expect(params.toString()).toBe('page=2&q=top');
  });
});

describe('a page being left', () => {
  afterEach(() => setNavigator(null));

  it('writes nothing once the router has moved to another path (a late search commit)', () => {
    const { result } = setup('/gitlab-storage');
    let routerPath = '/gitlab-storage';
    setNavigator(
      () => undefined,
      () => routerPath,
    );
    act(() => result.current.grid.setKeyword('kept here'));
    expect(new URLSearchParams(result.current.search).get('q')).toBe('kept here');
    routerPath = '/br-mirror';
    act(() => result.current.grid.setKeyword('late'));
    act(() => result.current.grid.setFilter('role', 'admin'));
    expect(new URLSearchParams(result.current.search).get('q')).toBe('kept here');
    expect(new URLSearchParams(result.current.search).has('role')).toBe(false);
  });
});

describe('a change that leaves the address as it is', () => {
  // The grid reports back the models it was given (sort, page); a navigation to the same address re-renders the
  // screen, which set off the next report: #/task-list navigated ~15 times a second, endlessly.
  it('navigates nowhere, while a real change still does', () => {
    const { result } = setup('/members?sort=username&order=asc&q=al&role=admin');
    const key = result.current.key;
    act(() => result.current.grid.setSortModel([{ field: 'username', sort: 'asc' }]));
    act(() => result.current.grid.setPaginationModel({ page: 0, pageSize: 10 }));
    act(() => result.current.grid.setFilter('role', 'admin'));
    act(() => result.current.grid.setKeyword('al'));
    expect(result.current.key).toBe(key);
    act(() => result.current.grid.setSortModel([{ field: 'username', sort: 'desc' }]));
    expect(result.current.key).not.toBe(key);
    expect(new URLSearchParams(result.current.search).get('order')).toBe('desc');
  });
});
