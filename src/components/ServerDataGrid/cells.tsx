// Light cell contents for the server grid. A page of rows draws these dozens of times, so they are plain elements
// whose look is declared once on the grid's root (CELL_STYLES), not a styled MUI component per cell: a page change
// repaints sooner.
import { alpha, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** Classes of the cell contents below, styled once by the grid root (see ServerDataGrid). */
export const CELL_STYLES = {
  '& a.sdg-link': {
    color: 'primary.main',
    textDecoration: 'underline',
    textDecorationColor: (theme: Theme) => alpha(theme.palette.primary.main, 0.4),
    overflowWrap: 'anywhere',
    '&:hover': { textDecorationColor: 'inherit' },
  },
  '& .sdg-tags': { display: 'flex', flexWrap: 'wrap', gap: '4px', padding: '8px 0' },
  '& .sdg-tag': {
    display: 'inline-flex',
    alignItems: 'center',
    height: 24,
    padding: '0 8px',
    borderRadius: '12px',
    border: '1px solid',
    borderColor: 'divider',
    fontSize: '0.8125rem',
    lineHeight: 1,
    color: 'text.primary',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
  },
  '& a.sdg-tag:hover': { bgcolor: 'action.hover' },
  // Nowhere to go yet: a dashed outline, the text still readable (AA contrast).
  '& .sdg-tag.sdg-off': { color: 'text.secondary', borderStyle: 'dashed' },
} as const;

/** A link to a console route, styled like MUI's Link. */
export function CellLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <RouterLink className="sdg-link" to={to}>
      {children}
    </RouterLink>
  );
}

export interface CellTag {
  key: string;
  label: string;
  /** Opens in a new tab when set; otherwise the tag is plain text in a dashed outline. */
  href?: string | null;
}

/** Small outlined tags, wrapping: external links, or dashed plain text when there is nowhere to go. */
export function CellTags({ tags }: { tags: CellTag[] }) {
  return (
    <span className="sdg-tags">
      {tags.map((tag) =>
        tag.href ? (
          <a key={tag.key} className="sdg-tag" href={tag.href} target="_blank" rel="noopener noreferrer">
            {tag.label}
          </a>
        ) : (
          <span key={tag.key} className="sdg-tag sdg-off">
            {tag.label}
          </span>
        ),
      )}
    </span>
  );
}
