// Text in a fixed-height grid cell: wraps onto at most `lines` lines, then ends with an ellipsis; the whole text
// stays available as the tooltip (and in the CSV export, which reads the row, not the cell). Plain elements with
// inline styles: a page of rows draws dozens of these, and no per-cell style sheet work keeps a page change quick.
import { memo, type CSSProperties, type ReactNode } from 'react';

const CLAMP: CSSProperties = {
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  lineHeight: 1.35,
};
const STYLES: Record<string, CSSProperties> = {};
/** One style object per (lines, mono), shared by every cell. */
function clampStyle(lines: number, mono: boolean): CSSProperties {
  const key = `${lines}${mono ? 'm' : ''}`;
  STYLES[key] ??= { ...CLAMP, WebkitLineClamp: lines, ...(mono ? { fontSize: 12 } : {}) };
  return STYLES[key];
}
const CENTRED: CSSProperties = { display: 'flex', alignItems: 'center', height: '100%', minWidth: 0 };

/** Memoised: a grid re-renders every cell when any of its props changes; an unchanged text is not drawn again. */
export default memo(function CellText({
  text,
  lines = 2,
  mono,
  centred,
  children,
}: {
  text: string | null | undefined;
  lines?: number;
  /** Monospace (IDs, addresses). */
  mono?: boolean;
  /** Vertically centred in the cell's full height. */
  centred?: boolean;
  /** Shown instead of the plain text (a link, ...); `text` stays the tooltip. */
  children?: ReactNode;
}) {
  const Tag = mono ? 'code' : 'span';
  const clamped = (
    <Tag title={text ?? undefined} style={clampStyle(lines, Boolean(mono))}>
      {children ?? (text || '—')}
    </Tag>
  );
  if (!centred) return clamped;
  return <span style={CENTRED}>{clamped}</span>;
});
