import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { usersObject, PROFILE_LIST_MAX, TEXT_SHORT, type CompletionField, type User } from '@atrium/contract';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { RecordDialog } from '../../forms/RecordDialog';
import { recordDialogProps } from '../../forms/recordForm';
import { serverFieldErrors } from '../formIssues';
import { useUpdate } from '../../api/mutations';
import { DiplomasField } from './DiplomasField';
import { editProfileMessages } from './editProfileMessages';
import { FieldErrorTextProvider, FormTextField } from '../../forms/FormTextField';
import { LanguagesField } from './LanguagesField';
import { hasMissingField, peopleErrorText, peopleIssueKey } from '../../forms/peopleIssues';
import { fieldMessages } from '../../i18n/fieldMessages';
import { mandatoryFieldsMessage } from '../../forms/mandatoryFieldsMessage';
import {
  profileFormSchema,
  profileFormValues,
  type ProfileFormValues,
  type ProfilePatch,
} from './profileForm';
import { TagPicker } from '../../forms/TagPicker';
import { FormTagSelect } from '../../forms/FormTagSelect';
import { FormDateField } from '../../forms/FormDateField';

type Props = {
  person: User;
  own: boolean;
  /** Holds 'users update' (HR, admin): may change name and organisation too. */
  manager: boolean;
  /** The field to start in (a campaign's link, `?fix=`); the first field otherwise. */
  focus?: CompletionField | undefined;
  onClose: () => void;
};

const ORGANISATION = ['grade', 'position'] as const;
/** The organisation's fields that name a value of the firm's lists. */
const ORGANISATION_LISTS = ['business_unit', 'business_line', 'hub', 'market'] as const;

function Heading({ message }: { message: MessageDescriptor }) {
  return (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
      <FormattedMessage {...message} />
    </Typography>
  );
}

/**
 * 'Edit my profile' (SPEC.md §3): every profile field a person keeps up to date, checked by the
 * contract's UserSelfPatch, or UserPatch with name and organisation for holders of 'users update'.
 */
export function EditProfileDialog({ person, own, manager, focus, onClose }: Props) {
  const intl = useIntl();
  const [mandatoryMissing, setMandatoryMissing] = useState(false);
  const update = useUpdate(usersObject);
  const resolver = useMemo(
    () => zodResolver(profileFormSchema(manager), { error: peopleIssueKey }),
    [manager],
  );
  const { control, handleSubmit, setError, formState } = useForm<ProfileFormValues, unknown, ProfilePatch>({
    resolver,
    defaultValues: profileFormValues(person),
  });
  const label = (field: keyof typeof fieldMessages) => intl.formatMessage(fieldMessages[field]);

  const submit = handleSubmit(
    async (patch) => {
      setMandatoryMissing(false);
      try {
        await update.mutateAsync({ id: person.id, data: patch });
      } catch (failure) {
        // The notification said why; the server's field messages go beside the fields.
        for (const [field, message] of Object.entries(serverFieldErrors(intl, failure))) {
          setError(field as keyof ProfileFormValues, { message });
        }
        return;
      }
      onClose();
    },
    (errors) => setMandatoryMissing(hasMissingField(errors)),
  );

  return (
    <FieldErrorTextProvider value={peopleErrorText}>
      <RecordDialog
        title={
          <FormattedMessage
            {...(own ? editProfileMessages.editMyProfile : editProfileMessages.editProfile)}
          />
        }
        {...recordDialogProps(formState, submit, onClose)}
        footer={
          mandatoryMissing && (
            <Typography role="alert" color="error" variant="body2" sx={{ mr: 'auto', pl: 1 }}>
              <FormattedMessage {...mandatoryFieldsMessage} />
            </Typography>
          )
        }
        long
      >
        {manager && (
          <Stack spacing={2}>
            <Heading message={editProfileMessages.identity} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={control}
                name="first_name"
                label={label('first_name')}
                max={TEXT_SHORT}
                required
              />
              <FormTextField
                control={control}
                name="last_name"
                label={label('last_name')}
                max={TEXT_SHORT}
                required
              />
            </Stack>
          </Stack>
        )}
        <Stack spacing={2}>
          <Heading message={editProfileMessages.about} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              control={control}
              name="pronouns"
              label={label('pronouns')}
              max={TEXT_SHORT}
              autoFocus={focus === 'pronouns'}
            />
            <FormTextField
              control={control}
              name="years_of_experience"
              label={label('years_of_experience')}
              type="number"
              autoFocus={focus === 'years_of_experience'}
            />
          </Stack>
          <FormTextField
            control={control}
            name="job_title"
            label={label('job_title')}
            max={TEXT_SHORT}
            autoFocus={focus === 'job_title'}
          />
        </Stack>
        <Divider />
        <Stack spacing={2}>
          <Heading message={editProfileMessages.contact} />
          <TextField
            label={label('email')}
            value={person.email}
            helperText={intl.formatMessage(editProfileMessages.emailHelp)}
            slotProps={{ htmlInput: { readOnly: true } }}
            fullWidth
          />
          <FormTextField
            control={control}
            name="linkedin"
            label={label('linkedin')}
            type="url"
            max={TEXT_SHORT}
            placeholder={intl.formatMessage(editProfileMessages.linkedinPlaceholder)}
            autoFocus={focus === 'linkedin'}
          />
          <FormTextField
            control={control}
            name="mobile"
            label={label('mobile')}
            type="tel"
            autoComplete="tel"
            placeholder={intl.formatMessage(editProfileMessages.mobilePlaceholder)}
            autoFocus={focus === 'mobile'}
          />
        </Stack>
        <Divider />
        <LanguagesField control={control} autoFocus={focus === 'languages'} />
        <Divider />
        <DiplomasField control={control} autoFocus={focus === 'diplomas'} />
        <Divider />
        <Stack spacing={2}>
          <Heading message={editProfileMessages.profiles} />
          {(['certificates', 'job_profiles'] as const).map((field) => (
            <Controller
              key={field}
              control={control}
              name={field}
              render={({ field: { value, onChange }, fieldState }) => (
                <TagPicker
                  type={field === 'certificates' ? 'certificate' : 'job_profile'}
                  label={label(field)}
                  value={value}
                  onChange={onChange}
                  max={PROFILE_LIST_MAX[field]}
                  error={peopleErrorText(intl, fieldState.error?.message)}
                />
              )}
            />
          ))}
        </Stack>
        <Divider />
        <Stack spacing={2}>
          <Heading message={editProfileMessages.wishes} />
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage {...editProfileMessages.wishesHelp} />
          </Typography>
          <FormDateField control={control} name="available_from" label={label('available_from')} />
          {(
            [
              ['interested_skills', 'technical'],
              ['interested_clients', 'client'],
            ] as const
          ).map(([field, type]) => (
            <Controller
              key={field}
              control={control}
              name={field}
              render={({ field: { value, onChange }, fieldState }) => (
                <TagPicker
                  type={type}
                  label={label(field)}
                  value={value}
                  onChange={onChange}
                  max={PROFILE_LIST_MAX.technical_skills}
                  error={peopleErrorText(intl, fieldState.error?.message)}
                />
              )}
            />
          ))}
        </Stack>
        {manager && (
          <>
            <Divider />
            <Stack spacing={2}>
              <Heading message={editProfileMessages.organisation} />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {ORGANISATION.map((field) => (
                  <Stack key={field} sx={{ flex: { sm: '1 1 45%' } }}>
                    <FormTextField control={control} name={field} label={label(field)} max={TEXT_SHORT} />
                  </Stack>
                ))}
                {ORGANISATION_LISTS.map((field) => (
                  <Stack key={field} sx={{ flex: { sm: '1 1 45%' } }}>
                    <FormTagSelect control={control} name={field} type={field} label={label(field)} />
                  </Stack>
                ))}
              </Stack>
            </Stack>
          </>
        )}
      </RecordDialog>
    </FieldErrorTextProvider>
  );
}
