// The one "ID with a copy button" cell: the ID as monospace text, a copy button named "Copy <what>" (the area's
// words, else the ID itself, in the reader's language) that copies exactly the ID, and a dash for no ID.
import '../support/jsdomGlobals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import IdCell from '@/components/IdCell';
import i18n from '@/i18n';
import { initTexts } from '../support/renderHarness';

beforeAll(() => initTexts());
afterEach(() => i18n.changeLanguage('en-US'));

it('shows the ID in monospace and copies exactly it, the button named after it', async () => {
  const user = userEvent.setup({ delay: null });
  const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  render(<IdCell text="ins-<b>1</b>" />);
  const shown = screen.getByText('ins-<b>1</b>');
  expect(shown).toHaveStyle({ fontFamily: 'monospace' });
  await user.click(screen.getByRole('button', { name: 'Copy ins-<b>1</b>' }));
  expect(writeText).toHaveBeenCalledWith('ins-<b>1</b>');
  writeText.mockRestore();
});

it("says the area's words when it gives them, and names the button in the reader's language", async () => {
  const { rerender } = render(<IdCell text="vol-7" copyLabel="Copy ID vol-7" />);
  expect(screen.getByRole('button', { name: 'Copy ID vol-7' })).toBeInTheDocument();
  await i18n.changeLanguage('ja-JP');
  rerender(<IdCell text="vol-7" />);
  expect(await screen.findByRole('button', { name: 'vol-7 をコピー' })).toBeInTheDocument();
});

it('keeps a narrow cell on one line with the whole ID as its tooltip, or clamps it to the lines asked for', () => {
  const { rerender } = render(<IdCell text="a-very-long-identifier" noWrap />);
  const oneLine = screen.getByText('a-very-long-identifier');
  expect(oneLine).toHaveAttribute('title', 'a-very-long-identifier');
  expect(oneLine).toHaveStyle({ whiteSpace: 'nowrap', textOverflow: 'ellipsis' });
  rerender(<IdCell text="a-very-long-identifier" lines={2} />);
  expect(screen.getByText('a-very-long-identifier').style.webkitLineClamp).toBe('2');
});

it('shows a dash and no copy button when there is no ID', () => {
  render(<IdCell text={null} testId="empty-id" />);
  expect(screen.getByTestId('empty-id')).toHaveTextContent('—');
  expect(screen.queryByRole('button')).toBeNull();
});
