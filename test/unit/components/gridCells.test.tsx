// The light grid cells: a route link, wrapping tags (external links open in a new tab without the opener; tags
// without an address are not links), clamped text with its whole value as the tooltip.
import '../support/jsdomGlobals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import CellText from '@/components/CellText';
import CopyButton from '@/components/CopyButton';
import { InGridRows } from '@/components/inGridRows';
import { CellLink, CellTags } from '@/components/ServerDataGrid';

describe('grid cells', () => {
  it('CellLink goes to the console route it names', () => {
    render(
      <MemoryRouter>
        <CellLink to="/management-panel?id=ins-1">my-notebook</CellLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'my-notebook' })).toHaveAttribute('href', '/management-panel?id=ins-1');
  });

  it('CellTags links the tags that have an address and leaves the others plain text', () => {
    const { container } = render(
      <CellTags
        tags={[
          { key: 'jupyter', label: 'JupyterLab', href: 'https://example.test/lab' },
          { key: 'ssh', label: 'SSH', href: null },
        ]}
      />,
    );
    const links = within(container).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveTextContent('JupyterLab');
    expect(links[0]).toHaveAttribute('href', 'https://example.test/lab');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    const off = screen.getByText('SSH');
    expect(off.tagName).toBe('SPAN');
    expect(off).toHaveClass('sdg-off');
  });

  it('CellTags renders a label as text, never as markup', () => {
    const { container } = render(<CellTags tags={[{ key: 'x', label: '<img src=x onerror=alert(1)>' }]} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
  });

  it('CellText clamps to the lines asked for, keeps the whole text as its title, and shows a dash when empty', () => {
    const { rerender } = render(<CellText text="a long description" lines={3} />);
    const shown = screen.getByText('a long description');
    expect(shown).toHaveAttribute('title', 'a long description');
    expect(shown.style.webkitLineClamp).toBe('3');
    rerender(<CellText text="" />);
    expect(screen.getByText('—')).toBeInTheDocument();
    rerender(<CellText text="0xabc" mono />);
    expect(screen.getByText('0xabc').tagName).toBe('CODE');
  });

  it('a copy button in grid rows names itself by its title; elsewhere by a MUI tooltip on hover', async () => {
    const { unmount } = render(
      <InGridRows value>
        <CopyButton text="ins-1" label="Copy ins-1" />
      </InGridRows>,
    );
    expect(screen.getByRole('button', { name: 'Copy ins-1' })).toHaveAttribute('title', 'Copy ins-1');
    unmount();
    render(<CopyButton text="ins-2" label="Copy ins-2" />);
    const button = screen.getByRole('button', { name: 'Copy ins-2' });
    expect(button).not.toHaveAttribute('title');
    fireEvent.mouseOver(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copy ins-2');
  });
});
