import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { smartCampaignsObject } from '@atrium/contract';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { useById } from '../../../api/queries';
import { RecordHeader } from '../../../layout/RecordHeader';
import { RecordUnavailable } from '../../../layout/RecordUnavailable';
import { Spinner } from '../../../layout/Spinner';
import { CampaignActions } from './CampaignActions';
import { CampaignCharts } from './CampaignCharts';
import { CAMPAIGNS_LIST_PATH, RUNNING_REFRESH_MS, useCampaignFunnel } from './campaignsApi';
import { campaignsMessages } from './campaignsMessages';
import { isEnded } from './campaignStatus';
import { CampaignSummary } from './CampaignSummary';
import { StatusChip } from './StatusChip';

/**
 * `/smart-campaign/{id}`: a campaign's target, messages and schedule, its funnel and its days
 * (refreshed while it runs), and what may be done with it in its status.
 */
export function SmartCampaignPage() {
  const { id = '' } = useParams();
  const campaign = useById(
    smartCampaignsObject,
    id,
    {},
    {
      notifyError: false,
      // Its status and totals move while it runs (a finished campaign finishes by itself).
      refetchInterval: (query) => (query.state.data?.status === 'running' ? RUNNING_REFRESH_MS : false),
    },
  );
  const funnel = useCampaignFunnel(id, campaign.data?.status === 'running');
  const back = (
    <Link component={RouterLink} to={CAMPAIGNS_LIST_PATH}>
      <FormattedMessage {...campaignsMessages.back} />
    </Link>
  );

  if (campaign.isPending) return <Spinner />;
  if (campaign.isError)
    return <RecordUnavailable query={campaign} notFound={campaignsMessages.notFound} back={back} />;
  const record = campaign.data;
  const ended = isEnded(record.status);

  return (
    <Stack spacing={3}>
      {back}
      <Stack spacing={1.5}>
        <RecordHeader title={record.name} />
        <StatusChip status={record.status} size="medium" />
        {ended ? (
          <Alert severity="info">
            <FormattedMessage {...campaignsMessages.readOnly} />
          </Alert>
        ) : (
          <CampaignActions campaign={record} />
        )}
      </Stack>
      <CampaignCharts funnel={funnel} status={record.status} target={record.target} />
      <CampaignSummary campaign={record} />
    </Stack>
  );
}
