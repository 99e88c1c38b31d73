// The frame of a console screen: a section named by its h1 (the route's title), actions beside the title, an
// optional line under it, then the screen.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface PageFrameProps {
  /** Key under `common:routes`, the page's title. */
  routeKey: string;
  /** A title of its own (e.g. an entity's name) instead of the route's. */
  title?: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** Shown above the title (a back link, breadcrumbs). */
  before?: ReactNode;
  children: ReactNode;
  testId?: string;
}

export default function PageFrame({ routeKey, title, subtitle, actions, before, children, testId }: PageFrameProps) {
  const { t } = useTranslation('common');
  return (
    <Box
      component="section"
      aria-labelledby="page-title"
      sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}
      data-testid={testId}
    >
      {before}
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', mb: subtitle ? 0.5 : 2 }}
      >
        <Typography
          id="page-title"
          variant="h1"
          component="h1"
          sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {title ?? t(`common:routes.${routeKey}`)}
        </Typography>
        {actions ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {actions}
          </Stack>
        ) : null}
      </Stack>
      {subtitle ? (
        <Typography color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {subtitle}
        </Typography>
      ) : null}
      {children}
    </Box>
  );
}
