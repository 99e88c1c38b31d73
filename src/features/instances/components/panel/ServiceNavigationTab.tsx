// Service navigation: the instance's tools (JupyterLab, VS Code, TensorBoard, SSH, ...) with their links; links
// work while the instance is up.
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import CopyButton from '@/components/CopyButton';
import type { Instance } from '../../api';
import { isUp } from '../../status';

export default function ServiceNavigationTab({ instance }: { instance: Instance }) {
  const { t } = useTranslation(['instances', 'common']);
  const tools = instance.tools ?? [];
  const up = isUp(instance.status);
  if (!tools.length) return <Alert severity="info">{t('instances:navigation.noTools')}</Alert>;
  return (
    <Box>
      {!up ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('instances:navigation.notUp')}
        </Alert>
      ) : null}
      <Box
        component="ul"
        aria-label={t('instances:navigation.listLabel')}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
        }}
      >
        {tools.map((tool) => (
          <Paper component="li" variant="outlined" key={tool.name} sx={{ p: 2 }} data-testid="tool-card">
            <Typography variant="subtitle1" component="h2">
              {tool.label || tool.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
              {tool.url ?? t('instances:navigation.unavailable')}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {tool.url ? (
                <Button
                  size="small"
                  variant="outlined"
                  endIcon={<OpenInNew fontSize="small" />}
                  href={tool.url}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('instances:navigation.open', { tool: tool.label || tool.name })}
                </Button>
              ) : (
                <Button size="small" variant="outlined" disabled>
                  {t('instances:navigation.open', { tool: tool.label || tool.name })}
                </Button>
              )}
              {tool.url ? (
                <CopyButton text={tool.url} label={t('instances:navigation.copy', { tool: tool.label || tool.name })} />
              ) : null}
            </Stack>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
