// The frame of a console screen: a section named by its h1 (the route's title), actions beside the title (the
// screen's add button given as data, last), an optional line under it, then the screen. An add button that opens a
// dialog gives the dialog here: the frame keeps whether it is open, so a screen holds no state for it.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import AddButton, { type AddButtonProps } from './AddButton';
import Permitted from './Permitted';

export interface PageFrameProps {
  /** Key under `common:routes`, the page's title. */
  routeKey: string;
  /** A title of its own (e.g. an entity's name) instead of the route's. */
  title?: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** The screen's add (create, link, register) button, after the other actions. */
  add?: PageAddAction;
  /** Shown above the title (a back link, breadcrumbs). */
  before?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** The i18n key of a route's title. */
export const routeTitleKey = (routeKey: string): string => `common:routes.${routeKey}`;

export interface PageAddAction extends Omit<AddButtonProps, 'children' | 'disabled'> {
  label: ReactNode;
  /** Whether the role may add: if given, a refused role sees the button disabled with the reason (Permitted). */
  allowed?: boolean;
  /** The dialog the button opens (instead of `onClick` or `to`): rendered while open, it closes by `onClose`. */
  dialog?: ComponentType<{ onClose(): void }>;
}

function AddAction({ label, allowed, dialog: _dialog, ...button }: PageAddAction) {
  if (allowed === undefined) return <AddButton {...button}>{label}</AddButton>;
  return (
    <Permitted allowed={allowed}>
      <AddButton {...button} disabled={!allowed}>
        {label}
      </AddButton>
    </Permitted>
  );
}

export default function PageFrame({
  routeKey,
  title,
  subtitle,
  actions,
  add,
  before,
  children,
  testId,
}: PageFrameProps) {
  const { t } = useTranslation('common');
  const [adding, setAdding] = useState(false);
  const closeAdd = useCallback(() => setAdding(false), []);
  const AddDialog = add?.dialog;
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
          {title ?? t(routeTitleKey(routeKey))}
        </Typography>
        {actions || add ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {actions}
            {add ? <AddAction {...add} onClick={AddDialog ? () => setAdding(true) : add.onClick} /> : null}
          </Stack>
        ) : null}
      </Stack>
      {subtitle ? (
        <Typography color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {subtitle}
        </Typography>
      ) : null}
      {children}
      {adding && AddDialog ? <AddDialog onClose={closeAdd} /> : null}
    </Box>
  );
}
