// /home-module: which modules the organisation's console home shows, and in what order.
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import PageLoading from '@/components/PageLoading';
import Permitted from '@/components/Permitted';
import { useAccess } from '@/features/session/public/access';
import { notify } from '@/lib/notify';
import { HOME_MODULE_KEYS } from '@/validation/homeModules';
import { useQueryHomeModulesQuery, useUpdateHomeModulesMutation, type HomeModule, type HomeModuleKey } from '../api';

const ALL_MODULES: readonly HomeModuleKey[] = HOME_MODULE_KEYS;

/** The saved modules in order, followed by any the server did not list (disabled). */
function normalise(modules: HomeModule[] | undefined): HomeModule[] {
  const sorted = [...(modules ?? [])].sort((a, b) => a.order - b.order);
  const missing = ALL_MODULES.filter((k) => !sorted.some((m) => m.key === k)).map((key) => ({
    key,
    enabled: false,
    order: 0,
  }));
  return [...sorted, ...missing].map((m, order) => ({ ...m, order }));
}

function ModuleEditor({ initial, allowed }: { initial: HomeModule[]; allowed: boolean }) {
  const { t } = useTranslation(['organisation', 'common']);
  const [modules, setModules] = useState(initial);
  const [save, { isLoading }] = useUpdateHomeModulesMutation();
  const names: Record<HomeModuleKey, string> = {
    runningInstances: t('organisation:homeModules.names.runningInstances'),
    gpusInUse: t('organisation:homeModules.names.gpusInUse'),
    monthlySpend: t('organisation:homeModules.names.monthlySpend'),
    pendingInvitations: t('organisation:homeModules.names.pendingInvitations'),
    shortcuts: t('organisation:homeModules.names.shortcuts'),
    recentOrders: t('organisation:homeModules.names.recentOrders'),
    myApplications: t('organisation:homeModules.names.myApplications'),
  };
  const move = (index: number, by: -1 | 1) =>
    setModules((current) => {
      const next = [...current];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item);
      return next.map((m, order) => ({ ...m, order }));
    });
  const toggle = (key: HomeModuleKey) =>
    setModules((current) => current.map((m) => (m.key === key ? { ...m, enabled: !m.enabled } : m)));
  const changed = JSON.stringify(modules) !== JSON.stringify(initial);

  return (
    <Stack spacing={2}>
      <Paper variant="outlined">
        <List aria-label={t('organisation:homeModules.listLabel')} data-testid="home-modules">
          {modules.map((m, index) => (
            <ListItem
              key={m.key}
              divider={index < modules.length - 1}
              secondaryAction={
                <>
                  <IconButton
                    aria-label={t('organisation:homeModules.moveUp', { name: names[m.key] })}
                    disabled={!allowed || index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUpward fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={t('organisation:homeModules.moveDown', { name: names[m.key] })}
                    disabled={!allowed || index === modules.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDownward fontSize="small" />
                  </IconButton>
                </>
              }
            >
              <ListItemIcon>
                <Checkbox
                  edge="start"
                  checked={m.enabled}
                  disabled={!allowed}
                  onChange={() => toggle(m.key)}
                  slotProps={{ input: { 'aria-label': names[m.key] } }}
                />
              </ListItemIcon>
              <ListItemText primary={names[m.key]} />
            </ListItem>
          ))}
        </List>
      </Paper>
      <Box>
        <Permitted allowed={allowed}>
          <Button
            variant="contained"
            disabled={!allowed || !changed || isLoading}
            onClick={() =>
              void save({ modules })
                .unwrap()
                .then(() => notify.success(t('organisation:homeModules.saved')))
                .catch(() => undefined)
            }
          >
            {t('common:actions.save')}
          </Button>
        </Permitted>
      </Box>
    </Stack>
  );
}

export default function HomeModulePage() {
  const { t } = useTranslation(['organisation', 'common']);
  const { data, isLoading, fulfilledTimeStamp } = useQueryHomeModulesQuery({});
  const allowed = useAccess().can('editHomeModules');

  return (
    <Box component="section" aria-labelledby="page-title" sx={{ p: { xs: 2, md: 3 }, maxWidth: 720 }}>
      <Typography id="page-title" variant="h1" component="h1" gutterBottom>
        {t('common:routes.homeModule')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('organisation:homeModules.hint')}
      </Typography>
      {!allowed ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('organisation:info.readOnly')}
        </Alert>
      ) : null}
      {isLoading ? (
        <PageLoading />
      ) : (
        <ModuleEditor key={fulfilledTimeStamp ?? 0} initial={normalise(data?.data?.modules)} allowed={allowed} />
      )}
    </Box>
  );
}
