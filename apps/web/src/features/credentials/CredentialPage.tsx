import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { credentialsObject, type PersonRef } from '@atrium/contract';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useDelete, useUpdate } from '../../api/mutations';
import { useById } from '../../api/queries';
import { usePermissions } from '../../api/usePermissions';
import { formatDate } from '../../i18n/formatDate';
import { useLocale } from '../../i18n/useLocale';
import { ConfirmDeleteDialog } from '../../layout/ConfirmDeleteDialog';
import { FlagSwitch } from '../../layout/FlagSwitch';
import { HistoryPanel } from '../../layout/HistoryPanel';
import { RecordHeader } from '../../layout/RecordHeader';
import { RecordUnavailable } from '../../layout/RecordUnavailable';
import { Spinner } from '../../layout/Spinner';
import { AttachmentsSection } from './AttachmentsSection';
import { ContributorsSection } from './ContributorsSection';
import { CredentialDialog } from './CredentialDialog';
import { credentialsMessages } from './credentialsMessages';

const DELETED_SHOWN_MS = 1200;

function Person({ person }: { person: PersonRef | null }) {
  if (!person) return <>---</>;
  return (
    <Link component={RouterLink} to={`/profile/${person.id}`}>
      {person.first_name} {person.last_name}
    </Link>
  );
}

/** `/credentials/{id}`: one credential, its files, and editing and deleting for those who may. */
export function CredentialPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { language } = useLocale();
  const { can } = usePermissions();
  const credential = useById(credentialsObject, id, {}, { notifyError: false });
  const update = useUpdate(credentialsObject);
  const remove = useDelete(credentialsObject);
  const [editing, setEditing] = useState(false);
  const [deletion, setDeletion] = useState<'idle' | 'confirming' | 'deleted'>('idle');
  if (deletion === 'deleted')
    return (
      <Typography role="status">
        <FormattedMessage {...credentialsMessages.deleted} />
      </Typography>
    );
  const back = (
    <Link component={RouterLink} to="/credentials">
      <FormattedMessage {...credentialsMessages.back} />
    </Link>
  );
  if (credential.isPending) return <Spinner />;
  if (credential.isError) {
    return <RecordUnavailable query={credential} notFound={credentialsMessages.notFound} back={back} />;
  }
  const c = credential.data;
  const { update: mayEdit, delete: mayDelete } = c._can;

  const deleteCredential = async () => {
    await remove.mutateAsync(c.id);
    setDeletion('deleted');
    window.setTimeout(() => void navigate('/credentials'), DELETED_SHOWN_MS);
  };
  const texts = [
    [credentialsMessages.description, c.description],
    [credentialsMessages.challenge, c.challenge],
    [credentialsMessages.solution, c.solution],
    [credentialsMessages.results, c.results],
  ] as const;

  return (
    <Stack spacing={2}>
      {back}
      <RecordHeader
        title={c.name}
        badge={c.top && <FormattedMessage {...credentialsMessages.topBadge} />}
        actions={
          <>
            {mayEdit && (
              <Button variant="outlined" onClick={() => setEditing(true)}>
                <FormattedMessage {...credentialsMessages.edit} />
              </Button>
            )}
            {mayDelete && (
              <Button color="error" variant="outlined" onClick={() => setDeletion('confirming')}>
                <FormattedMessage {...credentialsMessages.delete} />
              </Button>
            )}
          </>
        }
      />
      <Typography color="text.secondary">
        {c.project_code} · {c.client}
        {c.company && ` · ${c.company}`} · {formatDate(c.start_date, language)} –{' '}
        {formatDate(c.end_date, language)}
      </Typography>
      <Typography>
        <FormattedMessage {...credentialsMessages.salesOwner} />: <Person person={c.sales_owner} /> ·{' '}
        <FormattedMessage {...credentialsMessages.credentialManager} />:{' '}
        <Person person={c.credential_manager} />
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        {c.solutions.map((solution) => (
          <Chip
            key={solution.id}
            label={solution.name}
            component={RouterLink}
            to={`/solution/${solution.id}`}
            clickable
          />
        ))}
      </Stack>
      {texts.map(([label, text]) =>
        text ? (
          <Stack key={label.id} spacing={0.5}>
            <Typography variant="subtitle2" component="h2">
              <FormattedMessage {...label} />
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{text}</Typography>
          </Stack>
        ) : null,
      )}
      <ContributorsSection credential={c} />
      {can('credentials', 'top') && (
        <FlagSwitch
          label={<FormattedMessage {...credentialsMessages.top} />}
          checked={c.top}
          saving={update.isPending}
          onChange={(top) => update.mutate({ id: c.id, data: { top } })}
        />
      )}
      <AttachmentsSection credential={c} editable={mayEdit} />
      <HistoryPanel recordId={c.id} version={c.updated_at} />
      {editing && <CredentialDialog credential={c} onClose={() => setEditing(false)} />}
      {deletion === 'confirming' && (
        <ConfirmDeleteDialog
          title={<FormattedMessage {...credentialsMessages.deleteTitle} />}
          body={<FormattedMessage {...credentialsMessages.confirmDelete} />}
          onConfirm={deleteCredential}
          onClose={() => setDeletion((current) => (current === 'confirming' ? 'idle' : current))}
        />
      )}
    </Stack>
  );
}
