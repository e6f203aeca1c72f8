import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import type { User } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { PersonAvatar } from '../../layout/PersonAvatar';
import { CompletionBar } from './CompletionBar';
import { resumesPath } from '../../layout/peoplePaths';
import { fieldMessages } from '../../i18n/fieldMessages';
import { editProfileMessages } from '../../forms/profile/editProfileMessages';
import { profileMessages } from './profileMessages';
import { personMessages } from '../../layout/personMessages';

type Props = {
  person: User;
  own: boolean;
  canEdit: boolean;
  canSeeResumes: boolean;
  onEdit: () => void;
  onPhoto: () => void;
};

/** Who the person is at a glance: picture, name, title, contact, completion, and what one may do. */
export function ProfileHeader({ person, own, canEdit, canSeeResumes, onEdit, onPhoto }: Props) {
  const intl = useIntl();
  const name = `${person.first_name} ${person.last_name}`;
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <PersonAvatar person={person} size={120} />
        {canEdit && (
          <Button size="small" startIcon={<PhotoCameraOutlinedIcon />} onClick={onPhoto}>
            <FormattedMessage {...(own ? profileMessages.myPhoto : profileMessages.photo)} />
          </Button>
        )}
        <div>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {name}
          </Typography>
          {person.pronouns && (
            <Typography variant="body2" color="text.secondary">
              {person.pronouns}
            </Typography>
          )}
          {person.job_title && <Typography sx={{ mt: 0.5 }}>{person.job_title}</Typography>}
          {person.business_unit && (
            <Typography variant="body2" color="text.secondary">
              {[person.business_unit, person.hub].filter(Boolean).join(' · ')}
            </Typography>
          )}
        </div>
      </Stack>
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle2" component="h2" color="text.secondary" sx={{ mb: 1 }}>
        <FormattedMessage {...profileMessages.contact} />
      </Typography>
      <Stack spacing={1} sx={{ mb: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <EmailOutlinedIcon fontSize="small" color="action" aria-hidden />
          <Link
            href={`mailto:${person.email}`}
            aria-label={`${intl.formatMessage(fieldMessages.email)}: ${person.email}`}
            sx={{ wordBreak: 'break-all' }}
          >
            {person.email}
          </Link>
        </Stack>
        {person.linkedin && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <LinkedInIcon fontSize="small" color="action" aria-hidden />
            <Link href={person.linkedin} target="_blank" rel="noopener noreferrer">
              <FormattedMessage {...profileMessages.linkedinOpen} />
            </Link>
          </Stack>
        )}
        {person.mobile && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <PhoneOutlinedIcon fontSize="small" color="action" aria-hidden />
            <Link
              href={`tel:${person.mobile.replace(/[^+\d]/g, '')}`}
              aria-label={`${intl.formatMessage(fieldMessages.mobile)}: ${person.mobile}`}
            >
              {person.mobile}
            </Link>
          </Stack>
        )}
      </Stack>
      <CompletionBar person={person} showMissing={canEdit} />
      <Stack spacing={1} sx={{ mt: 2 }}>
        {canEdit && (
          <Button variant="contained" startIcon={<EditOutlinedIcon />} onClick={onEdit}>
            <FormattedMessage
              {...(own ? editProfileMessages.editMyProfile : editProfileMessages.editProfile)}
            />
          </Button>
        )}
        {canSeeResumes && (
          <Button
            component={RouterLink}
            to={resumesPath(person.id)}
            variant="outlined"
            startIcon={<DescriptionOutlinedIcon />}
          >
            <FormattedMessage {...(own ? profileMessages.myResumes : personMessages.resumes)} />
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
