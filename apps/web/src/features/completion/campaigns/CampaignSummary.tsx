import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CAMPAIGN_LANGUAGES, type CampaignTarget } from '@atrium/contract';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { formatDate } from '../../../i18n/formatDate';
import { fieldMessages } from '../../../i18n/fieldMessages';
import { useLocale } from '../../../i18n/useLocale';
import { useGroupNames } from '../../../layout/GroupPicker';
import type { CampaignRecord } from './campaignForm';
import { campaignsMessages } from './campaignsMessages';

function Card({ title, children }: { title: MessageDescriptor; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        <FormattedMessage {...title} />
      </Typography>
      {children}
    </Paper>
  );
}

/** Label–value lines; a line without a value is left out. */
function Facts({ facts }: { facts: [MessageDescriptor, ReactNode][] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { sm: 'auto 1fr' }, columnGap: 2 }}>
      {facts
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <Box key={label.id} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              <FormattedMessage {...label} />
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0.5 } }}>
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}

function TargetSummary({ target }: { target: CampaignTarget }) {
  const intl = useIntl();
  const groupName = useGroupNames(target.group_ids);
  const list = (values: readonly string[]) => values.join(', ') || null;
  const population: [MessageDescriptor, ReactNode][] = [
    [campaignsMessages.businessUnits, list(target.business_units)],
    [campaignsMessages.hubs, list(target.hubs)],
    [campaignsMessages.grades, list(target.grades)],
    [campaignsMessages.groups, list(target.group_ids.map((id) => groupName(id) ?? '…'))],
    [
      campaignsMessages.employmentTypes,
      list(target.employment_types.map((type) => intl.formatMessage(campaignsMessages[type]))),
    ],
  ];
  const everyone = population.every(([, value]) => value === null);
  return (
    <Facts
      facts={[
        [
          campaignsMessages.missingFields,
          list(target.missing_fields.map((field) => intl.formatMessage(fieldMessages[field]))),
        ],
        [
          campaignsMessages.rateBelow,
          target.rate_below === null
            ? null
            : intl.formatMessage(campaignsMessages.rateBelowValue, { rate: target.rate_below }),
        ],
        ...(everyone
          ? [
              [campaignsMessages.population, intl.formatMessage(campaignsMessages.everyone)] as [
                MessageDescriptor,
                ReactNode,
              ],
            ]
          : population),
      ]}
    />
  );
}

/** What a campaign targets, what it says (read-only, both languages) and when. */
export function CampaignSummary({ campaign }: { campaign: CampaignRecord }) {
  const intl = useIntl();
  const { language } = useLocale();
  const when = (value: string | null) => (value ? formatDate(value, language, 'dateTime') : null);
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card title={campaignsMessages.sectionTarget}>
          <TargetSummary target={campaign.target} />
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card title={campaignsMessages.sectionSchedule}>
          <Facts
            facts={[
              [campaignsMessages.startAt, when(campaign.start_at)],
              [
                campaignsMessages.reminderEvery,
                intl.formatMessage(campaignsMessages.everyDays, { count: campaign.reminder_every_days }),
              ],
              [
                campaignsMessages.remindersMax,
                campaign.started_at
                  ? intl.formatMessage(campaignsMessages.remindersSent, {
                      count: campaign.reminders_sent,
                      max: campaign.reminders_max,
                    })
                  : intl.formatMessage(campaignsMessages.atMostReminders, { count: campaign.reminders_max }),
              ],
              [
                campaignsMessages.escalate,
                intl.formatMessage(campaign.escalate ? campaignsMessages.yes : campaignsMessages.no),
              ],
              [campaignsMessages.escalatedAt, when(campaign.escalated_at)],
              [campaignsMessages.startedAt, when(campaign.started_at)],
              [campaignsMessages.endedAt, when(campaign.ended_at)],
              [
                campaignsMessages.createdBy,
                campaign.created_by && `${campaign.created_by.first_name} ${campaign.created_by.last_name}`,
              ],
            ]}
          />
        </Card>
      </Grid>
      {CAMPAIGN_LANGUAGES.map((each) => (
        <Grid key={each} size={{ xs: 12, md: 6 }}>
          <Card title={each === 'en' ? campaignsMessages.messageEn : campaignsMessages.messageFr}>
            <Box lang={each}>
              <Typography sx={{ fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }}>
                {campaign.messages[each].subject}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {campaign.messages[each].body}
              </Typography>
            </Box>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
