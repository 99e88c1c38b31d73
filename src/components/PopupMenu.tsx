// The console's menu: MUI's Menu, opened once the press that opens it has been shown (useOpenAfterPaint), closed at once.
// Every menu goes through it (lint refuses `@mui/material/Menu` elsewhere).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the one place that wraps it
import Menu, { type MenuProps } from '@mui/material/Menu';
import { useOpenAfterPaint } from './useDeferredOpen';

export type PopupMenuProps = MenuProps;

export default function PopupMenu({ open, ...props }: PopupMenuProps) {
  const shown = useOpenAfterPaint(open);
  return <Menu open={shown} {...props} />;
}
