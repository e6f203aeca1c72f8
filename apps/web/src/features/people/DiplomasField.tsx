import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { PROFILE_LIST_MAX, TEXT_SHORT } from '@atrium/contract';
import { useFieldArray, type Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { editProfileMessages } from './editProfileMessages';
import { FormTextField } from './FormTextField';
import { commonMessages, fieldMessages } from './peopleMessages';
import type { ProfileFormValues, ProfilePatch } from './profileForm';

type Props = { control: Control<ProfileFormValues, unknown, ProfilePatch> };

/** Diplomas: school, name, level and year; at most the contract's number. */
export function DiplomasField({ control }: Props) {
  const intl = useIntl();
  const { fields, append, remove } = useFieldArray({ control, name: 'diplomas' });
  const max = PROFILE_LIST_MAX.diplomas;
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        <FormattedMessage {...fieldMessages.diplomas} />
      </Typography>
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
      <Button
        startIcon={<AddOutlinedIcon />}
        onClick={() => append({ school: '', name: '', level: '', year: '' })}
        disabled={fields.length >= max}
        sx={{ alignSelf: 'flex-start' }}
      >
        <FormattedMessage {...editProfileMessages.addDiploma} />
      </Button>
      {fields.length >= max && (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage {...commonMessages.atMost} values={{ max }} />
        </Typography>
      )}
    </Stack>
  );
}
