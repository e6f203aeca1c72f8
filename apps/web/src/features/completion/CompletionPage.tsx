import type { ComponentType } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router';
import { TabbedPanel } from '../../layout/TabbedPanel';
import { CampaignsTab } from './campaigns/CampaignsTab';
import { campaignsMessages } from './campaigns/campaignsMessages';
import { completionMessages } from './completionMessages';
import { ProfilesTab } from './ProfilesTab';
import { RatesTab } from './RatesTab';

/**
 * The page's tabs, in order. Another view of completion adds one line here (its value, its
 * label, its panel); `?tab={value}` opens it.
 */
export const COMPLETION_TABS: readonly { value: string; label: MessageDescriptor; Panel: ComponentType }[] = [
  { value: 'rates', label: completionMessages.tabRates, Panel: RatesTab },
  { value: 'profiles', label: completionMessages.tabProfiles, Panel: ProfilesTab },
  { value: 'campaigns', label: campaignsMessages.title, Panel: CampaignsTab },
];

/** `/completion-profiles` (Management): how complete profiles are, and what each population must fill. */
export function CompletionPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const current = COMPLETION_TABS.find(({ value }) => value === params.get('tab')) ?? COMPLETION_TABS[0]!;
  // Another tab starts afresh: the rates' row and page belong to the rates tab.
  const show = (value: string) => setParams(value === COMPLETION_TABS[0]!.value ? {} : { tab: value });
  const { Panel } = current;

  return (
    <Stack spacing={2.5}>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          <FormattedMessage {...completionMessages.title} />
        </Typography>
        <Typography color="text.secondary">
          <FormattedMessage {...completionMessages.intro} />
        </Typography>
      </Stack>
      <TabbedPanel
        label={intl.formatMessage(completionMessages.tabs)}
        tabs={COMPLETION_TABS.map(({ value, label }) => ({ value, label: intl.formatMessage(label) }))}
        value={current.value}
        onChange={show}
      >
        <Panel />
      </TabbedPanel>
    </Stack>
  );
}
