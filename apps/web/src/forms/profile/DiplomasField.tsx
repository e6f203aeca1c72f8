import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { PROFILE_LIST_MAX, TEXT_SHORT } from '@atrium/contract';
import { useFieldArray, type Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { RepeatedFieldset } from '../../forms/RepeatedFieldset';
import { editProfileMessages } from './editProfileMessages';
import { FormTextField } from '../../forms/FormTextField';
import { fieldMessages } from '../../i18n/fieldMessages';
import { peopleIssueMessages } from '../../forms/peopleIssues';
import type { ProfileFormValues, ProfilePatch } from './profileForm';

type Props = {
  control: Control<ProfileFormValues, unknown, ProfilePatch>;
  /** Starts here: the dialog was opened to fill this list. */
  autoFocus?: boolean;
};

/** Diplomas: school, name, level and year; at most the contract's number. */
export function DiplomasField({ control, autoFocus }: Props) {
  const intl = useIntl();
  const { fields, append, remove } = useFieldArray({ control, name: 'diplomas' });
  const max = PROFILE_LIST_MAX.diplomas;
  return (
    <RepeatedFieldset
      legend={<FormattedMessage {...fieldMessages.diplomas} />}
      addLabel={<FormattedMessage {...editProfileMessages.addDiploma} />}
      onAdd={() => append({ school: '', name: '', level: '', year: '' })}
      count={fields.length}
      max={max}
      limitReached={<FormattedMessage {...peopleIssueMessages.atMost} values={{ max }} />}
      autoFocus={autoFocus}
    >
      {fields.map((row, index) => (
        <Paper key={row.id} variant="outlined" sx={{ p: 1.5 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Stack spacing={1.5} sx={{ flex: 1 }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <FormTextField
                  control={control}
                  name={`diplomas.${index}.name`}
                  label={intl.formatMessage(editProfileMessages.diplomaName)}
                  max={TEXT_SHORT}
                  required
                />
                <FormTextField
                  control={control}
                  name={`diplomas.${index}.school`}
                  label={intl.formatMessage(editProfileMessages.school)}
                  max={TEXT_SHORT}
                  required
                />
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <FormTextField
                  control={control}
                  name={`diplomas.${index}.level`}
                  label={intl.formatMessage(editProfileMessages.diplomaLevel)}
                  max={TEXT_SHORT}
                />
                <FormTextField
                  control={control}
                  name={`diplomas.${index}.year`}
                  label={intl.formatMessage(editProfileMessages.year)}
                  type="number"
                />
              </Stack>
            </Stack>
            <IconButton
              onClick={() => remove(index)}
              aria-label={intl.formatMessage(editProfileMessages.removeDiploma, { index: index + 1 })}
            >
              <DeleteOutlinedIcon />
            </IconButton>
          </Stack>
        </Paper>
      ))}
    </RepeatedFieldset>
  );
}
