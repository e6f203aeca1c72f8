import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  resumeObject,
  RESUME_EXPERIENCES_MAX,
  RESUME_LANGUAGES,
  RESUME_SECTIONS,
  RESUME_SKILLS_MAX,
  TEXT_MEDIUM,
  TEXT_SHORT,
  type Experience,
  type Resume,
  type ResumeInput,
  type User,
} from '@atrium/contract';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { RecordDialog } from '../../forms/RecordDialog';
import { recordDialogProps } from '../../forms/recordForm';
import { useCreate, useUpdate } from '../../api/mutations';
import { useLocale } from '../../i18n/useLocale';
import { counterMessage, FieldErrorTextProvider, FormTextField } from '../../forms/FormTextField';
import { peopleErrorText, peopleIssueKey } from '../../forms/peopleIssues';
import { resumeFormSchema, resumeFormValues, type ResumeBody, type ResumeFormValues } from './resumeForm';
import { resumeLanguageMessages } from '../../i18n/resumeLabels';
import { experienceMessages, resumeMessages, resumeSectionMessages } from './resumeMessages';
import { formatDate } from '../../i18n/formatDate';

type Props = {
  person: User;
  /** The resume to change; none to make a new one. */
  resume?: Resume;
  experiences: readonly Experience[];
  onClose: () => void;
};

const resolver = zodResolver(resumeFormSchema, { error: peopleIssueKey });

/** A resume's title, language, sections, skills, experiences and summary (at most 700 characters). */
export function ResumeDialog({ person, resume, experiences, onClose }: Props) {
  const intl = useIntl();
  const { language } = useLocale();
  const create = useCreate(resumeObject);
  const update = useUpdate(resumeObject);
  const { control, handleSubmit, formState } = useForm<ResumeFormValues, unknown, ResumeBody>({
    resolver,
    defaultValues: resumeFormValues(resume, language),
  });
  const [allSkills, allExperiences] = useWatch({ control, name: ['allSkills', 'allExperiences'] });
  const profileSkills = [...new Set([...person.technical_skills, ...person.sectorial_skills])];

  const submit = handleSubmit(async (body) => {
    try {
      if (resume) await update.mutateAsync({ id: resume.id, data: body });
      else await create.mutateAsync({ ...body, user_id: person.id } as ResumeInput);
    } catch {
      return; // The http client has said why; what was typed stays.
    }
    onClose();
  });

  return (
    <FieldErrorTextProvider value={peopleErrorText}>
      <RecordDialog
        title={<FormattedMessage {...(resume ? resumeMessages.editTitle : resumeMessages.create)} />}
        {...recordDialogProps(formState, submit, onClose)}
        long
      >
        <FormTextField
          control={control}
          name="title"
          label={intl.formatMessage(resumeMessages.title)}
          max={TEXT_SHORT}
          required
          autoFocus
        />
        <Controller
          control={control}
          name="language"
          render={({ field }) => (
            <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="subtitle2">
                <FormattedMessage {...resumeMessages.language} />
              </Typography>
              <RadioGroup row {...field}>
                {RESUME_LANGUAGES.map((code) => (
                  <FormControlLabel
                    key={code}
                    value={code}
                    control={<Radio />}
                    label={intl.formatMessage(resumeLanguageMessages[code])}
                  />
                ))}
              </RadioGroup>
            </Stack>
          )}
        />
        <Controller
          control={control}
          name="sections"
          render={({ field, fieldState }) => (
            <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="subtitle2">
                <FormattedMessage {...resumeMessages.sections} />
              </Typography>
              <FormGroup row>
                {RESUME_SECTIONS.map((section) => (
                  <FormControlLabel
                    key={section}
                    label={intl.formatMessage(resumeSectionMessages[section])}
                    control={
                      <Checkbox
                        checked={field.value.includes(section)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked
                              ? [...field.value, section]
                              : field.value.filter((item) => item !== section),
                          )
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
              {fieldState.error && (
                <FormHelperText error>{peopleErrorText(intl, fieldState.error.message)}</FormHelperText>
              )}
            </Stack>
          )}
        />
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="h3">
            <FormattedMessage {...resumeMessages.skills} />
          </Typography>
          <Controller
            control={control}
            name="allSkills"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
                }
                label={intl.formatMessage(resumeMessages.allSkills)}
              />
            )}
          />
          {!allSkills && (
            <Controller
              control={control}
              name="skills"
              render={({ field, fieldState }) => (
                <Autocomplete<string, true, false, false>
                  multiple
                  options={profileSkills}
                  value={field.value}
                  onChange={(_, next) => field.onChange(next.slice(0, RESUME_SKILLS_MAX))}
                  filterSelectedOptions
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label={intl.formatMessage(resumeMessages.pickSkills)}
                      error={Boolean(fieldState.error)}
                      helperText={
                        peopleErrorText(intl, fieldState.error?.message) ??
                        intl.formatMessage(counterMessage, {
                          count: field.value.length,
                          max: RESUME_SKILLS_MAX,
                        })
                      }
                    />
                  )}
                />
              )}
            />
          )}
        </Stack>
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="h3">
            <FormattedMessage {...resumeMessages.experiences} />
          </Typography>
          <Controller
            control={control}
            name="allExperiences"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
                }
                label={intl.formatMessage(resumeMessages.allExperiences)}
              />
            )}
          />
          {!allExperiences &&
            (experiences.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage {...resumeMessages.noExperienceToPick} />
              </Typography>
            ) : (
              <Controller
                control={control}
                name="experience_ids"
                render={({ field, fieldState }) => (
                  <FormGroup>
                    {experiences.map((experience) => (
                      <FormControlLabel
                        key={experience.id}
                        label={`${experience.role} — ${experience.client} (${intl.formatMessage(
                          experienceMessages.period,
                          {
                            start: formatDate(experience.start_date, language, 'monthYear'),
                            end: experience.end_date
                              ? formatDate(experience.end_date, language, 'monthYear')
                              : intl.formatMessage(experienceMessages.ongoing),
                          },
                        )})`}
                        control={
                          <Checkbox
                            checked={field.value.includes(experience.id)}
                            disabled={
                              !field.value.includes(experience.id) &&
                              field.value.length >= RESUME_EXPERIENCES_MAX
                            }
                            onChange={(event) =>
                              field.onChange(
                                event.target.checked
                                  ? [...field.value, experience.id]
                                  : field.value.filter((id) => id !== experience.id),
                              )
                            }
                          />
                        }
                      />
                    ))}
                    {fieldState.error && (
                      <FormHelperText error>{peopleErrorText(intl, fieldState.error.message)}</FormHelperText>
                    )}
                  </FormGroup>
                )}
              />
            ))}
        </Stack>
        <FormTextField
          control={control}
          name="summary"
          label={intl.formatMessage(resumeMessages.summary)}
          max={TEXT_MEDIUM}
          multiline
          minRows={4}
        />
      </RecordDialog>
    </FieldErrorTextProvider>
  );
}
