// The default organisation, entered automatically at the next sign-in (update with defaultRelId).
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/components/form/apiErrorText';
import FormError from '@/components/form/FormError';
import { useUpdateCurrentUserMutation } from '@/features/session/api';
import type { CurrentUser } from '@/features/session/slice';
import { notify } from '@/lib/notify';
import { profileOf, textOf } from './userFields';

export default function DefaultOrganisationForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(['session', 'common']);
  const [update, { isLoading }] = useUpdateCurrentUserMutation();
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const { userId } = profileOf(user);
  const refs = user.ugroupRefList ?? [];
  const current = textOf(user.defaultUgroupRel?.relId);
  const [chosen, setChosen] = useState<string | null>(null);
  const value = chosen ?? current;

  const typeText = (type: unknown) =>
    type === 'business'
      ? t('session:organisation.types.business')
      : type === 'individual'
        ? t('session:organisation.types.individual')
        : '';

  const save = async () => {
    setError(null);
    try {
      await update({ userId, defaultRelId: value }).unwrap();
      setChosen(null);
      notify.success(t('session:account.saved'));
    } catch (e) {
      setError(apiErrorText(e, t('session:account.saveFailed')));
    }
  };

  if (refs.length === 0) return <FormHelperText>{t('session:account.defaultOrg.none')}</FormHelperText>;

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }} data-testid="default-org-form">
      <FormControl size="small" sx={{ minWidth: 280, maxWidth: '100%' }}>
        <InputLabel id={`${id}-label`}>{t('session:account.defaultOrg.label')}</InputLabel>
        <Select
          labelId={`${id}-label`}
          label={t('session:account.defaultOrg.label')}
          value={refs.some((r) => textOf(r.rel.relId) === value) ? value : ''}
          onChange={(e) => setChosen(String(e.target.value))}
        >
          {refs.map((r) => (
            <MenuItem key={textOf(r.rel.relId)} value={textOf(r.rel.relId)}>
              {textOf(r.ugroup.name ?? r.ugroup.ugroupAddr)}
              {typeText(r.ugroup.type) ? ` · ${typeText(r.ugroup.type)}` : ''}
            </MenuItem>
          ))}
        </Select>
        <FormHelperText>{t('session:account.defaultOrg.help')}</FormHelperText>
      </FormControl>
      <FormError message={error} />
      <Button
        variant="contained"
        loading={isLoading}
        disabled={!value || value === current}
        onClick={() => void save()}
      >
        {t('common:actions.save')}
      </Button>
    </Stack>
  );
}
