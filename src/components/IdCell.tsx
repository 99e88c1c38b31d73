// An identifier (an ID, a key, a URL, a command) in monospace with its copy button beside it, in a grid cell, a
// drawer or a dialog. Its copy button is named "Copy <what>": the area's own words when it gives them, else the
// text itself. By default the text wraps anywhere; `noWrap` keeps it on one line cut with an ellipsis (its whole
// text as the tooltip), `lines` stops it after that many lines (rows of a fixed height). No text shows a dash.
// Plain elements with shared inline styles: a page of rows draws dozens of these.
import { memo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import CellText from './CellText';
import CopyButton from './CopyButton';

export interface IdCellProps {
  text: string | null | undefined;
  /** The copy button's whole accessible name, in the area's words ("Copy the ID of {{name}}"). */
  copyLabel?: string;
  /** One line, cut with an ellipsis (narrow grid columns). */
  noWrap?: boolean;
  /** At most this many lines, then an ellipsis (rows of a fixed height). */
  lines?: number;
  testId?: string;
}

const ROW: CSSProperties = { display: 'inline-flex', alignItems: 'center', minWidth: 0, maxWidth: '100%' };
/** In a grid row the cell's whole height, so the text and its button sit in the middle. */
const GRID_ROW: CSSProperties = { ...ROW, height: '100%' };
const WRAP: CSSProperties = { fontFamily: 'monospace', minWidth: 0, whiteSpace: 'normal', overflowWrap: 'anywhere' };
const ONE_LINE: CSSProperties = {
  fontFamily: 'monospace',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};
const FILL: CSSProperties = { minWidth: 0 };

/** Memoised: a grid re-renders every cell when any of its props changes; an unchanged ID is not drawn again. */
export default memo(function IdCell({ text, copyLabel, noWrap, lines, testId }: IdCellProps) {
  const { t } = useTranslation('common');
  if (!text) return <span data-testid={testId}>—</span>;
  return (
    <span style={noWrap || lines ? GRID_ROW : ROW} data-testid={testId}>
      {lines ? (
        <span style={FILL}>
          <CellText text={text} lines={lines} mono />
        </span>
      ) : (
        <span style={noWrap ? ONE_LINE : WRAP} title={noWrap ? text : undefined}>
          {text}
        </span>
      )}
      <CopyButton text={text} label={copyLabel ?? t('common:actions.copyOf', { what: text })} />
    </span>
  );
});
