import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { movesFrom, smartCampaignsObject, type CampaignMove } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useDelete } from '../../../api/mutations';
import { usePermissions } from '../../../api/usePermissions';
import { ConfirmDeleteDialog } from '../../../layout/ConfirmDeleteDialog';
import { CampaignDialog } from './CampaignDialog';
import type { CampaignRecord } from './campaignForm';
import { CAMPAIGNS_LIST_PATH, useCampaignMove } from './campaignsApi';
import { campaignsMessages, moveMessages } from './campaignsMessages';
import { canDelete, canEdit } from './campaignStatus';

/** Moves that change what reaches people for good ask first; pausing and resuming do not. */
const CONFIRMED: readonly CampaignMove[] = ['start', 'cancel'];

type Asking = { kind: 'move'; move: CampaignMove } | { kind: 'delete' } | { kind: 'edit' } | undefined;

/** What may be done with a campaign in its status: its moves, editing a draft or a paused one, deleting a draft. */
export function CampaignActions({ campaign }: { campaign: CampaignRecord }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { can } = usePermissions();
  const move = useCampaignMove();
  const remove = useDelete(smartCampaignsObject);
  const [asking, setAsking] = useState<Asking>();
  const moves = can('completion', 'update') ? movesFrom(campaign.status) : [];
  const run = (each: CampaignMove) => move.mutateAsync({ id: campaign.id, move: each });

  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        role="group"
        aria-label={intl.formatMessage(campaignsMessages.actions)}
      >
        {moves.map((each) => (
          <Button
            key={each}
            variant={each === 'cancel' ? 'outlined' : 'contained'}
            color={each === 'cancel' ? 'error' : 'primary'}
            loading={move.isPending && move.variables.move === each}
            onClick={() =>
              CONFIRMED.includes(each)
                ? setAsking({ kind: 'move', move: each })
                : void run(each).catch(() => undefined)
            }
          >
            <FormattedMessage {...moveMessages[each].label} />
          </Button>
        ))}
        {canEdit(campaign) && (
          <Button variant="outlined" onClick={() => setAsking({ kind: 'edit' })}>
            <FormattedMessage {...campaignsMessages.edit} />
          </Button>
        )}
        {canDelete(campaign) && (
          <Button variant="outlined" color="error" onClick={() => setAsking({ kind: 'delete' })}>
            <FormattedMessage {...campaignsMessages.delete} />
          </Button>
        )}
      </Stack>
      {asking?.kind === 'move' && (
        <ConfirmDeleteDialog
          title={<FormattedMessage {...moveMessages[asking.move].question} />}
          body={<FormattedMessage {...moveMessages[asking.move].body} />}
          confirmLabel={<FormattedMessage {...moveMessages[asking.move].label} />}
          busyLabel={<FormattedMessage {...moveMessages[asking.move].busy} />}
          destructive={asking.move === 'cancel'}
          onConfirm={() => run(asking.move)}
          onClose={() => setAsking(undefined)}
        />
      )}
      {asking?.kind === 'delete' && (
        <ConfirmDeleteDialog
          title={<FormattedMessage {...campaignsMessages.deleteTitle} values={{ name: campaign.name }} />}
          body={<FormattedMessage {...campaignsMessages.deleteBody} />}
          onConfirm={async () => {
            await remove.mutateAsync(campaign.id);
            await navigate(CAMPAIGNS_LIST_PATH, { replace: true });
          }}
          onClose={() => setAsking(undefined)}
        />
      )}
      {asking?.kind === 'edit' && <CampaignDialog campaign={campaign} onClose={() => setAsking(undefined)} />}
    </>
  );
}
