import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { solutionsObject } from '@atrium/contract';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { useUpdate } from '../../api/mutations';
import { useById } from '../../api/queries';
import { usePermissions } from '../../api/usePermissions';
import { FlagSwitch } from '../../layout/FlagSwitch';
import { RecordHeader } from '../../layout/RecordHeader';
import { RecordUnavailable } from '../../layout/RecordUnavailable';
import { Spinner } from '../../layout/Spinner';
import { SolutionDialog } from './SolutionDialog';
import { solutionsMessages } from './solutionsMessages';

/** `/solution/{id}` and `/top-solution/{id}`: one solution, and its edit dialog for those who may. */
export function SolutionPage() {
  const { id } = useParams();
  const fromTop = useLocation().pathname.startsWith('/top-solution/');
  const { can } = usePermissions();
  const solution = useById(solutionsObject, id, {}, { notifyError: false });
  const update = useUpdate(solutionsObject);
  const [editing, setEditing] = useState(false);
  const back = (
    <Link component={RouterLink} to={fromTop ? '/top-solutions' : '/solutions'}>
      <FormattedMessage {...(fromTop ? solutionsMessages.top : solutionsMessages.back)} />
    </Link>
  );
  if (solution.isPending) return <Spinner />;
  if (solution.isError) {
    return <RecordUnavailable query={solution} notFound={solutionsMessages.notFound} back={back} />;
  }
  const s = solution.data;
  const mayEdit = s._can.update;
  const links = [
    [solutionsMessages.driveUrl, s.drive_url],
    [solutionsMessages.deckUrl, s.deck_url],
    [solutionsMessages.pitchMailUrl, s.pitch_mail_url],
  ] as const;

  return (
    <Stack spacing={2}>
      {back}
      <RecordHeader
        title={s.name}
        badge={s.top && <FormattedMessage {...solutionsMessages.topBadge} />}
        actions={
          mayEdit && (
            <Button variant="outlined" onClick={() => setEditing(true)}>
              <FormattedMessage {...solutionsMessages.edit} />
            </Button>
          )
        }
      />
      <Typography variant="subtitle1">{s.summary}</Typography>
      {s.description && <Typography sx={{ whiteSpace: 'pre-line' }}>{s.description}</Typography>}
      {s.scope && (
        <Typography>
          <FormattedMessage {...solutionsMessages.scope} />: {s.scope}
        </Typography>
      )}
      <Typography>
        <FormattedMessage {...solutionsMessages.owners} />:{' '}
        {s.owners.map((owner) => (
          <Link key={owner.id} component={RouterLink} to={`/profile/${owner.id}`} sx={{ mr: 1 }}>
            {owner.first_name} {owner.last_name}
          </Link>
        ))}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        {[...s.markets, ...s.tags].map((label) => (
          <Chip key={label} size="small" variant="outlined" label={label} />
        ))}
      </Stack>
      <Stack direction="row" spacing={2}>
        {links.map(([label, url]) =>
          url ? (
            <Link key={label.id} href={url} target="_blank" rel="noopener noreferrer">
              <FormattedMessage {...label} />
            </Link>
          ) : null,
        )}
      </Stack>
      {can('solutions', 'top') && (
        <FlagSwitch
          label={<FormattedMessage {...solutionsMessages.topFlag} />}
          checked={s.top}
          saving={update.isPending}
          onChange={(top) => update.mutate({ id: s.id, data: { top } })}
        />
      )}
      {editing && <SolutionDialog solution={s} onClose={() => setEditing(false)} />}
    </Stack>
  );
}
