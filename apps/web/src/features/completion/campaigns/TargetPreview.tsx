import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CampaignTarget } from '@atrium/contract';
import { FormattedMessage } from 'react-intl';
import { afterSearchPause } from '../../../forms/searchPause';
import { PersonAvatar } from '../../../layout/PersonAvatar';
import { RefreshBar } from '../../../layout/RefreshBar';
import { previewTargetOf, type TargetFormValues } from './campaignForm';
import { useCampaignPreview } from './campaignsApi';
import { campaignsMessages } from './campaignsMessages';

/**
 * Who the form's target reaches today, asked again once the changes pause: how many, and the
 * first names with their faces, so one sees at once whether the target is the right one.
 */
export function TargetPreview({ target }: { target: TargetFormValues }) {
  const wanted = JSON.stringify(previewTargetOf(target) ?? null);
  const [settled, setSettled] = useState(wanted);
  useEffect(() => afterSearchPause(() => setSettled(wanted)), [wanted]);
  const asked = useMemo(() => (JSON.parse(settled) as CampaignTarget | null) ?? undefined, [settled]);
  return <ReachPreview target={asked} />;
}

/**
 * Who a target reaches today (`POST …/preview`): in the campaign dialog, and on a draft's page,
 * whose people are only chosen when it starts.
 */
export function ReachPreview({ target: asked }: { target: CampaignTarget | undefined }) {
  const preview = useCampaignPreview(asked);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="campaign-preview" sx={{ p: 2 }}>
      <Typography id="campaign-preview" variant="subtitle2" component="h4" color="text.secondary">
        <FormattedMessage {...campaignsMessages.preview} />
      </Typography>
      {/* Both the wait and a refetch keep the last answer, with a thin bar while the new one comes. */}
      <Box sx={{ my: 0.5 }}>
        <RefreshBar active={preview.isFetching} />
      </Box>
      {!asked ? (
        <Typography color="text.secondary">
          <FormattedMessage {...campaignsMessages.previewWaiting} />
        </Typography>
      ) : preview.isError ? (
        <Alert severity="warning">
          <FormattedMessage {...campaignsMessages.previewFailed} />
        </Alert>
      ) : (
        preview.data && (
          <>
            <Typography variant="h6" component="p" aria-live="polite" sx={{ fontWeight: 700 }}>
              <FormattedMessage {...campaignsMessages.previewCount} values={{ count: preview.data.count }} />
            </Typography>
            <Box
              component="ul"
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 0.5,
                listStyle: 'none',
                p: 0,
                m: 0,
                mt: 1,
                maxHeight: 160,
                overflowY: 'auto',
              }}
            >
              {preview.data.people.map((person) => (
                <li key={person.id}>
                  <Chip
                    size="small"
                    avatar={<PersonAvatar person={person} size={24} decorative />}
                    label={`${person.first_name} ${person.last_name}`}
                  />
                </li>
              ))}
              {preview.data.count > preview.data.people.length && (
                <li>
                  <Chip
                    size="small"
                    variant="outlined"
                    label={
                      <FormattedMessage
                        {...campaignsMessages.previewMore}
                        values={{ count: preview.data.count - preview.data.people.length }}
                      />
                    }
                  />
                </li>
              )}
            </Box>
          </>
        )
      )}
    </Paper>
  );
}
