import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { completionProfilesObject, type RecordOf } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDelete } from '../../api/mutations';
import { useSearch } from '../../api/queries';
import { usePermissions } from '../../api/usePermissions';
import { fieldMessages } from '../../i18n/fieldMessages';
import { CardGrid } from '../../layout/CardGrid';
import { ConfirmDeleteDialog } from '../../layout/ConfirmDeleteDialog';
import { LoadFailedAlert } from '../../layout/LoadFailedAlert';
import { Spinner } from '../../layout/Spinner';
import { completionMessages } from './completionMessages';
import { ProfileDialog } from './ProfileDialog';
import { usePopulation } from './population';

export type Profile = RecordOf<typeof completionProfilesObject>;
/** Firms keep a handful of profiles: one page holds them all. */
const ALL = { size: 100 } as const;

/** The Completion profiles tab: the default first, then by name; add, edit, delete as `_can` says. */
export function ProfilesTab() {
  const { can } = usePermissions();
  const profiles = useSearch(completionProfilesObject, ALL);
  const remove = useDelete(completionProfilesObject);
  const [editing, setEditing] = useState<{ profile?: Profile }>();
  const [deleting, setDeleting] = useState<Profile>();

  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {can('completion', 'create') && (
        <Button variant="contained" onClick={() => setEditing({})} sx={{ alignSelf: 'flex-start' }}>
          <FormattedMessage {...completionMessages.addProfile} />
        </Button>
      )}
      {profiles.isPending ? (
        <Spinner />
      ) : profiles.isError ? (
        <LoadFailedAlert onRetry={() => void profiles.refetch()} />
      ) : profiles.data.data.length === 0 ? (
        <Typography>
          <FormattedMessage {...completionMessages.profilesEmpty} />
        </Typography>
      ) : (
        <CardGrid minWidth={300}>
          {profiles.data.data.map((profile) => (
            <ProfileCard
              key={profile.id}
              profile={profile}
              onEdit={() => setEditing({ profile })}
              onDelete={() => setDeleting(profile)}
            />
          ))}
        </CardGrid>
      )}
      {editing && <ProfileDialog profile={editing.profile} onClose={() => setEditing(undefined)} />}
      {deleting && (
        <ConfirmDeleteDialog
          title={<FormattedMessage {...completionMessages.deleteTitle} values={{ name: deleting.name }} />}
          body={<FormattedMessage {...completionMessages.deleteBody} />}
          // The rates are measured again: the delete's cache rule refreshes the dashboard with the list.
          onConfirm={() => remove.mutateAsync(deleting.id)}
          onClose={() => setDeleting(undefined)}
        />
      )}
    </Stack>
  );
}

function ProfileCard({
  profile,
  onEdit,
  onDelete,
}: {
  profile: Profile;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const population = usePopulation(profile);
  return (
    <Card component="li" variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2">
              {profile.name}
            </Typography>
            {profile.is_default && (
              <Chip size="small" color="primary" label={intl.formatMessage(completionMessages.isDefault)} />
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage {...completionMessages.population} />
            {': '}
            {population}
          </Typography>
          <Stack spacing={0.5}>
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage {...completionMessages.fields} />
            </Typography>
            <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, p: 0, m: 0 }}>
              {profile.fields.map(({ field, weight }) => (
                <Chip
                  key={field}
                  component="li"
                  size="small"
                  variant="outlined"
                  label={intl.formatMessage(completionMessages.weighted, {
                    field: intl.formatMessage(fieldMessages[field]),
                    weight,
                  })}
                />
              ))}
            </Stack>
          </Stack>
          <Typography variant="body2">
            <FormattedMessage {...completionMessages.target} />
            {': '}
            {intl.formatMessage(completionMessages.percent, { value: profile.target })}
            {' · '}
            <FormattedMessage {...completionMessages.measured} values={{ count: profile.people }} />
          </Typography>
        </Stack>
      </CardContent>
      {(profile._can.update || (profile._can.delete && !profile.is_default)) && (
        <CardActions>
          {profile._can.update && (
            <Button
              onClick={onEdit}
              aria-label={`${intl.formatMessage(completionMessages.edit)} ${profile.name}`}
            >
              <FormattedMessage {...completionMessages.edit} />
            </Button>
          )}
          {profile._can.delete && !profile.is_default && (
            <Button
              color="error"
              onClick={onDelete}
              aria-label={`${intl.formatMessage(completionMessages.delete)} ${profile.name}`}
            >
              <FormattedMessage {...completionMessages.delete} />
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  );
}
