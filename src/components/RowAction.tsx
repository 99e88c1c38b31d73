// One icon action of a grid row (or a list item): a small icon button named by what it does to what, with its
// tooltip when it has one. Given `allowed`, a role that may not use it sees it disabled with the reason
// (Permitted); a button that can be disabled sits in a span, so its tooltip still shows. In the rows of the server
// grid the tooltip is the browser's own (a title), as the copy button's: a MUI Tooltip per row and action made
// every page of rows dearer to draw and every press on a row's action slower to answer.
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { use, type ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { InGridRows, rowButtonProps } from './inGridRows';
import Permitted from './Permitted';

export interface RowActionProps {
  /** The accessible name (what it does to what). */
  label: string;
  /** The tooltip (what it does); none if left out. */
  title?: string;
  icon: ReactElement;
  onClick?(): void;
  /** Opens this address instead (a link). */
  to?: string;
  /** Whether the role may use it; left out, no permission applies. */
  allowed?: boolean;
  /** Disabled for another reason than the role (the tooltip then says why). */
  disabled?: boolean;
  color?: IconButtonProps['color'];
  testId?: string;
}

export default function RowAction(props: RowActionProps) {
  const { label, title, icon, onClick, to, allowed, disabled, color, testId } = props;
  const inGridRows = use(InGridRows);
  const mayDisable = allowed !== undefined || disabled !== undefined;
  const common = {
    size: 'small',
    color,
    'aria-label': label,
    disabled: mayDisable ? allowed === false || Boolean(disabled) : undefined,
    'data-testid': testId,
    ...(inGridRows ? rowButtonProps : undefined),
  } as const;
  const button =
    to === undefined ? (
      <IconButton {...common} onClick={onClick}>
        {icon}
      </IconButton>
    ) : (
      <IconButton {...common} component={RouterLink} to={to}>
        {icon}
      </IconButton>
    );
  const hint = allowed === false ? undefined : title;
  const shown =
    title === undefined ? (
      button
    ) : inGridRows ? (
      // a disabled button takes no pointer events: its span carries the hint
      <span title={hint} style={{ display: 'inline-flex' }}>
        {button}
      </span>
    ) : (
      <Tooltip title={hint ?? ''}>{mayDisable ? <span>{button}</span> : button}</Tooltip>
    );
  return allowed === undefined ? shown : <Permitted allowed={allowed}>{shown}</Permitted>;
}
