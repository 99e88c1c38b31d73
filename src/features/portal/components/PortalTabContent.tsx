// One portal tab's content from the server (getPortalContent): its sections of cards, each leading to the
// console screen it names (a signed-out visitor is asked to sign in first by the route guard).
import ArrowForward from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useGetPortalContentQuery, type PortalItem, type PortalTab } from '../api';
import { itemTarget } from '../links';

function ItemCard({ item }: { item: PortalItem }) {
  const { t } = useTranslation('portal');
  const target = itemTarget(item.link);
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      data-testid="portal-item"
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography component="h4" sx={{ fontSize: '1rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
          {item.title}
        </Typography>
        {item.description ? (
          <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {item.description}
          </Typography>
        ) : null}
        {item.tags?.length ? (
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
            {item.tags.map((tag) => (
              <Chip key={tag} size="small" label={tag} variant="outlined" />
            ))}
          </Stack>
        ) : null}
        {item.price ? (
          <Typography sx={{ mt: 1, color: 'primary.main', fontWeight: 600, overflowWrap: 'anywhere' }}>
            {item.price}
          </Typography>
        ) : null}
      </CardContent>
      {target ? (
        <CardActions>
          {'route' in target ? (
            <Button
              size="small"
              component={RouterLink}
              to={target.route}
              endIcon={<ArrowForward />}
              aria-label={t('portal:content.openItem', { name: item.title })}
            >
              {t('portal:content.open')}
            </Button>
          ) : (
            <Button
              size="small"
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              endIcon={<ArrowForward />}
              aria-label={t('portal:content.openItem', { name: item.title })}
            >
              {t('portal:content.open')}
            </Button>
          )}
        </CardActions>
      ) : null}
    </Card>
  );
}

export default function PortalTabContent({ tab, heading }: { tab: PortalTab; heading: string }) {
  const { t } = useTranslation(['portal', 'common']);
  // The server words the content in the request's language; a language change asks again (app/languageRefetch.ts).
  const { data, isLoading, isFetching, isError, refetch } = useGetPortalContentQuery({ tab });
  const content = data?.data;

  if (isLoading) {
    return (
      // a named progress bar: a bare container may not carry a name (axe: aria-prohibited-attr)
      <Grid container spacing={2} role="progressbar" aria-busy="true" aria-label={t('common:states.loading')}>
        {[0, 1, 2].map((i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
            <Skeleton variant="rounded" height={160} />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (isError || !content) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
            {t('common:actions.retry')}
          </Button>
        }
      >
        {t('portal:content.loadFailed')}
      </Alert>
    );
  }
  const sections = content.sections.filter((s) => s.items.length > 0);
  return (
    <Box data-testid={`portal-content-${tab}`}>
      <Typography variant="h2" component="h2" sx={{ mb: 0.5 }}>
        {heading}
      </Typography>
      {content.subtitle ? (
        <Typography color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {content.subtitle}
        </Typography>
      ) : null}
      {sections.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4 }}>
          {t('portal:content.empty')}
        </Typography>
      ) : (
        sections.map((section) => (
          <Box key={section.id} component="section" aria-labelledby={`portal-section-${section.id}`} sx={{ mt: 2 }}>
            <Typography id={`portal-section-${section.id}`} variant="h3" component="h3" sx={{ mb: 1 }}>
              {section.title}
            </Typography>
            <Grid container spacing={2}>
              {section.items.map((item) => (
                <Grid key={item.id} size={{ xs: 12, sm: 6, md: 4 }}>
                  <ItemCard item={item} />
                </Grid>
              ))}
            </Grid>
          </Box>
        ))
      )}
    </Box>
  );
}
