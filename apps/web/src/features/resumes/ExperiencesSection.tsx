import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  experiencesObject,
  resumeObject,
  EXPERIENCES_PER_PERSON_MAX,
  type Page,
  type RecordOf,
} from '@atrium/contract';
import { type UseQueryResult } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDelete } from '../../api/mutations';
import { formatDate } from '../../i18n/formatDate';
import { useLocale } from '../../i18n/useLocale';
import { ConfirmDeleteDialog } from '../../layout/ConfirmDeleteDialog';
import { ExperienceDialog } from './ExperienceDialog';
import { ProfileSection } from '../../layout/ProfileSection';
import { experienceMessages, resumeMessages } from './resumeMessages';
import { loadMessages } from '../../layout/layoutMessages';

type Props = {
  personId: string;
  experiences: UseQueryResult<Page<Experience>>;
  canAdd: boolean;
};

type Experience = RecordOf<typeof experiencesObject>;

type Editing = { experience?: Experience } | undefined;

/** The person's past assignments (`cv_library/experiences`), the material their resumes pick from. */
export function ExperiencesSection({ personId, experiences, canAdd }: Props) {
  const intl = useIntl();
  const { language } = useLocale();
  // Resumes that picked it no longer do.
  const remove = useDelete(experiencesObject, { touches: [resumeObject] });
  const removeExperience = (id: string) => remove.mutateAsync(id);
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<Experience>();
  const list = experiences.data?.data ?? [];

  return (
    <ProfileSection
      title={<FormattedMessage {...experienceMessages.title} />}
      action={
        canAdd && (
          <Button
            startIcon={<AddOutlinedIcon />}
            onClick={() => setEditing({})}
            disabled={list.length >= EXPERIENCES_PER_PERSON_MAX}
          >
            <FormattedMessage {...experienceMessages.add} />
          </Button>
        )
      }
    >
      {experiences.isPending ? (
        <Stack spacing={1}>
          <Skeleton width="50%" />
          <Skeleton width="70%" />
        </Stack>
      ) : experiences.isError ? (
        <Alert severity="error">
          <FormattedMessage {...loadMessages.failed} />
        </Alert>
      ) : list.length === 0 ? (
        <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
          <FormattedMessage {...experienceMessages.none} />
        </Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.map((experience) => {
            const label = `${experience.role} — ${experience.client}`;
            return (
              <Stack
                component="li"
                key={experience.id}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'flex-start' }}
              >
                <Stack sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    <FormattedMessage
                      {...experienceMessages.period}
                      values={{
                        start: formatDate(experience.start_date, language, 'monthYear'),
                        end: experience.end_date
                          ? formatDate(experience.end_date, language, 'monthYear')
                          : intl.formatMessage(experienceMessages.ongoing),
                      }}
                    />
                  </Typography>
                  {experience.description && (
                    <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
                      {experience.description}
                    </Typography>
                  )}
                </Stack>
                {experience._can.update && (
                  <Tooltip title={intl.formatMessage(experienceMessages.edit)}>
                    <IconButton
                      onClick={() => setEditing({ experience })}
                      aria-label={`${intl.formatMessage(experienceMessages.edit)}: ${label}`}
                    >
                      <EditOutlinedIcon />
                    </IconButton>
                  </Tooltip>
                )}
                {experience._can.delete && (
                  <Tooltip title={intl.formatMessage(resumeMessages.delete)}>
                    <IconButton
                      onClick={() => setDeleting(experience)}
                      aria-label={`${intl.formatMessage(resumeMessages.delete)}: ${label}`}
                    >
                      <DeleteOutlinedIcon />
                    </IconButton>
                  </Tooltip>
                )}
              </Stack>
            );
          })}
        </Stack>
      )}
      {editing && (
        <ExperienceDialog
          personId={personId}
          experience={editing.experience}
          onClose={() => setEditing(undefined)}
        />
      )}
      {deleting && (
        <ConfirmDeleteDialog
          title={<FormattedMessage {...experienceMessages.confirmDeleteTitle} />}
          body={
            <FormattedMessage
              {...experienceMessages.confirmDeleteBody}
              values={{ role: deleting.role, client: deleting.client }}
            />
          }
          onConfirm={() => removeExperience(deleting.id)}
          onClose={() => setDeleting(undefined)}
        />
      )}
    </ProfileSection>
  );
}
