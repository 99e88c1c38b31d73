// /org-member: the members of the selected organisation and, as a second tab (?tab=invitations), its invitations.
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSelectedOrganisation } from '@/features/session/public/access';
import { useQueryOrganisationQuery } from '../api';
import InvitationsTab from '../components/InvitationsTab';
import MembersTab from '../components/MembersTab';

export default function OrgMemberPage() {
  const { t } = useTranslation(['organisation', 'common']);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'invitations' ? 'invitations' : 'members';
  const { ugroupId } = useSelectedOrganisation();
  const { data } = useQueryOrganisationQuery({ ugroupId: ugroupId ?? '' }, { skip: !ugroupId });
  const pendingCount = data?.data?.pendingInvitationCount ?? 0;

  return (
    <Box component="section" aria-labelledby="page-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="page-title" variant="h1" component="h1" gutterBottom>
        {t('common:routes.orgMember')}
      </Typography>
      <Tabs
        selectionFollowsFocus
        value={tab}
        onChange={(_e, value: string) => setParams(value === 'invitations' ? { tab: 'invitations' } : {})}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="members" label={t('organisation:members.tab')} id="tab-members" aria-controls="panel-members" />
        <Tab
          value="invitations"
          label={t('organisation:invitations.tab')}
          id="tab-invitations"
          aria-controls="panel-invitations"
        />
      </Tabs>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'members' ? <MembersTab pendingCount={pendingCount} /> : <InvitationsTab />}
      </div>
    </Box>
  );
}
