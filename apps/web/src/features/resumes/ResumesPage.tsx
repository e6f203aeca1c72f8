import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { experiencesObject, resumeFileName, resumeObject, usersObject, type Resume } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { useDelete } from '../../api/mutations';
import { useById, useSearch, useSelf } from '../../api/queries';
import { usePermissions } from '../../api/usePermissions';
import { PersonAvatar } from '../../layout/PersonAvatar';
import { Spinner } from '../../layout/Spinner';
import { ConfirmDeleteDialog } from '../../layout/ConfirmDeleteDialog';
import { ExperiencesSection } from './ExperiencesSection';
import { CV_LIBRARY_PATH, profilePath } from '../../layout/peoplePaths';
import { PersonUnavailable } from '../../layout/PersonUnavailable';
import { personMessages } from '../../layout/personMessages';
import { ResumeCard } from './ResumeCard';
import { ResumeDialog } from './ResumeDialog';
import { resumeMessages } from './resumeMessages';
import { useResumeDownload } from '../../api/useResumeDownload';
import { LoadFailedAlert } from '../../layout/LoadFailedAlert';

/** A person has a base resume and a few tailored ones; the page shows them all. */
const RESUMES_SHOWN_MAX = 100;

type Editing = { resume?: Resume } | undefined;

/**
 * `/resumes/{id}`: a person's resumes (the base one and tailored ones) with their Word and PDF
 * files, and the experiences they draw on. The person and holders of 'resume update' manage them.
 */
export function ResumesPage() {
  const intl = useIntl();
  const { id } = useParams();
  const { can } = usePermissions();
  const self = useSelf(usersObject, {}, { notifyError: false });
  const person = useById(usersObject, id, {}, { notifyError: false });
  const own = Boolean(id) && self.data?.id === id;
  // One's base resume is made on first use: asking for it first puts it in the list below.
  const base = useSelf(resumeObject, {}, { enabled: own, notifyError: false });
  const resumes = useSearch(
    resumeObject,
    { user_id: id, size: RESUMES_SHOWN_MAX },
    { enabled: Boolean(id) && self.isFetched && (!own || base.isFetched) },
  );
  const experiences = useSearch(
    experiencesObject,
    { user_id: id, size: RESUMES_SHOWN_MAX },
    { enabled: Boolean(id) },
  );
  const remove = useDelete(resumeObject);
  const files = useResumeDownload();
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<Resume>();

  if (person.isPending) return <Spinner />;
  if (person.isError) {
    return <PersonUnavailable query={person} />;
  }

  const profile = person.data;
  const name = `${profile.first_name} ${profile.last_name}`;
  // Creating is for the person and those who manage anyone's resumes; each record says the rest.
  const canCreate = (own || can('resume', 'update')) && can('resume', 'create');
  const list = resumes.data?.data ?? [];

  return (
    <Stack spacing={3}>
      <Button
        component={RouterLink}
        to={profilePath(profile.id)}
        startIcon={<ArrowBackIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        <FormattedMessage {...resumeMessages.backToProfile} />
      </Button>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <PersonAvatar person={profile} size={64} decorative />
        <Box sx={{ flex: 1 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {own ? (
              <FormattedMessage {...resumeMessages.myTitle} />
            ) : (
              <FormattedMessage {...resumeMessages.titleOf} values={{ name }} />
            )}
          </Typography>
          <Typography color="text.secondary">
            <FormattedMessage {...resumeMessages.intro} />
          </Typography>
        </Box>
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to={CV_LIBRARY_PATH}>
            <FormattedMessage {...resumeMessages.cvLibrary} />
          </Button>
          {canCreate && (
            <Button variant="contained" startIcon={<AddOutlinedIcon />} onClick={() => setEditing({})}>
              <FormattedMessage {...resumeMessages.create} />
            </Button>
          )}
        </Stack>
      </Stack>

      <Box component="section" aria-label={intl.formatMessage(personMessages.resumes)}>
        {resumes.isError ? (
          <LoadFailedAlert onRetry={() => void resumes.refetch()} />
        ) : !resumes.data ? (
          <Grid container spacing={2}>
            {[0, 1].map((index) => (
              <Grid key={index} size={{ xs: 12, md: 6 }}>
                <Skeleton variant="rounded" height={180} />
              </Grid>
            ))}
          </Grid>
        ) : list.length === 0 ? (
          <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
            <FormattedMessage {...resumeMessages.none} />
          </Typography>
        ) : (
          <Grid container spacing={2}>
            {list.map((resume) => (
              <Grid key={resume.id} size={{ xs: 12, md: 6 }}>
                <ResumeCard
                  resume={resume}
                  downloading={
                    files.busy === `${resume.id}:docx`
                      ? 'docx'
                      : files.busy === `${resume.id}:pdf`
                        ? 'pdf'
                        : undefined
                  }
                  onDownload={(format, template) =>
                    void files.generate(
                      {
                        user_id: profile.id,
                        resume_id: resume.id,
                        format,
                        language: resume.language,
                        template,
                      },
                      resumeFileName(profile, resume.language, format, resume),
                    )
                  }
                  onEdit={() => setEditing({ resume })}
                  onDelete={() => setDeleting(resume)}
                />
              </Grid>
            ))}
          </Grid>
        )}
      </Box>

      <ExperiencesSection personId={profile.id} experiences={experiences} canAdd={canCreate} />

      {editing && (
        <ResumeDialog
          person={profile}
          resume={editing.resume}
          experiences={experiences.data?.data ?? []}
          onClose={() => setEditing(undefined)}
        />
      )}
      {deleting && (
        <ConfirmDeleteDialog
          title={<FormattedMessage {...resumeMessages.confirmDeleteTitle} />}
          body={<FormattedMessage {...resumeMessages.confirmDeleteBody} values={{ title: deleting.title }} />}
          onConfirm={() => remove.mutateAsync(deleting.id)}
          onClose={() => setDeleting(undefined)}
        />
      )}
    </Stack>
  );
}
