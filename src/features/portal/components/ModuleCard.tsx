// One module of the console home: a titled card with an optional link to the screen it summarises.
import ArrowForward from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface ModuleCardProps {
  moduleKey: string;
  title: string;
  link?: { to: string; label: string };
  children: ReactNode;
}

export default function ModuleCard({ moduleKey, title, link, children }: ModuleCardProps) {
  const id = useId();
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={id}
      data-testid={`home-module-${moduleKey}`}
      data-module={moduleKey}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography id={id} variant="h2" component="h2" sx={{ fontSize: '1rem' }}>
          {title}
        </Typography>
        {children}
      </CardContent>
      {link ? (
        <CardActions sx={{ pt: 0, px: 2, pb: 1.5 }}>
          <Button size="small" component={RouterLink} to={link.to} endIcon={<ArrowForward fontSize="small" />}>
            {link.label}
          </Button>
        </CardActions>
      ) : null}
    </Card>
  );
}

/** A big figure with what it counts. */
export function Figure({ value, caption, testId }: { value: string; caption?: string; testId?: string }) {
  return (
    <div>
      <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 600, lineHeight: 1.2 }} data-testid={testId}>
        {value}
      </Typography>
      {caption ? (
        <Typography color="text.secondary" variant="body2">
          {caption}
        </Typography>
      ) : null}
    </div>
  );
}
