// An address changed while the console's first render was under way (before the hash router listened) is followed
// once the router has mounted.
import '../support/jsdomGlobals';
import { render, screen } from '@testing-library/react';
import { HashRouter, useLocation } from 'react-router-dom';
import { FollowAddressBar } from '@/app/App';

let changedDuringRender = false;

/** The first time it is called, the address changes unheard (replaceState sends no event to the router). */
function changeAddressOnce() {
  if (!changedDuringRender) {
    changedDuringRender = true;
    window.history.replaceState(null, '', '#/gpu?page=2');
  }
}

/** Shows the router's path; its first render changes the address, as a visitor might while the console starts. */
function Shown({ follow }: { follow: boolean }) {
  const { pathname, search } = useLocation();
  changeAddressOnce();
  return (
    <p data-testid="shown">
      {follow ? 'following ' : ''}
      {pathname + search}
    </p>
  );
}

beforeEach(() => {
  changedDuringRender = false;
  window.history.replaceState(null, '', '#/portal');
});

describe('FollowAddressBar', () => {
  it('moves the router to the address the visitor went to while it started', async () => {
    render(
      <HashRouter>
        <FollowAddressBar />
        <Shown follow />
      </HashRouter>,
    );
    expect(await screen.findByText('following /gpu?page=2')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/gpu?page=2');
  });

  it('without it the router stays where it started (what it guards against)', () => {
    render(
      <HashRouter>
        <Shown follow={false} />
      </HashRouter>,
    );
    expect(screen.getByTestId('shown')).toHaveTextContent('/portal');
  });
});
