import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { LANGUAGE_LEVELS, PROFILE_LIST_MAX } from '@atrium/contract';
import { Controller, useFieldArray, type Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { RepeatedFieldset } from '../../forms/RepeatedFieldset';
import { editProfileMessages } from './editProfileMessages';
import { COMMON_LANGUAGE_CODES, languageName } from '../../i18n/languageName';
import { peopleErrorText } from '../../forms/peopleIssues';
import { fieldMessages } from '../../i18n/fieldMessages';
import { peopleIssueMessages } from '../../forms/peopleIssues';
import { levelMessages } from './peopleMessages';
import type { ProfileFormValues, ProfilePatch } from './profileForm';

type Props = {
  control: Control<ProfileFormValues, unknown, ProfilePatch>;
  /** Starts here: the dialog was opened to fill this list. */
  autoFocus?: boolean;
};

/** The languages a person speaks, each with a level; at most the contract's number. */
export function LanguagesField({ control, autoFocus }: Props) {
  const intl = useIntl();
  const { fields, append, remove } = useFieldArray({ control, name: 'languages' });
  const max = PROFILE_LIST_MAX.languages;
  return (
    <RepeatedFieldset
      legend={<FormattedMessage {...fieldMessages.languages} />}
      addLabel={<FormattedMessage {...editProfileMessages.addLanguage} />}
      onAdd={() => append({ code: '', level: '' })}
      count={fields.length}
      max={max}
      limitReached={<FormattedMessage {...peopleIssueMessages.atMost} values={{ max }} />}
      autoFocus={autoFocus}
    >
      {fields.map((row, index) => (
        <Stack
          key={row.id}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <Controller
            control={control}
            name={`languages.${index}.code`}
            render={({ field: { ref, ...field }, fieldState }) => {
              const codes = [...new Set([...COMMON_LANGUAGE_CODES, ...(field.value ? [field.value] : [])])];
              const options = codes
                .map((code) => ({ code, name: languageName(code, intl.locale) }))
                .sort((a, b) => a.name.localeCompare(b.name, intl.locale));
              return (
                <TextField
                  {...field}
                  inputRef={ref}
                  select
                  required
                  label={intl.formatMessage(editProfileMessages.language)}
                  error={Boolean(fieldState.error)}
                  helperText={peopleErrorText(intl, fieldState.error?.message)}
                  sx={{ flex: 1 }}
                >
                  {options.map(({ code, name }) => (
                    <MenuItem key={code} value={code}>
                      {name}
                    </MenuItem>
                  ))}
                </TextField>
              );
            }}
          />
          <Controller
            control={control}
            name={`languages.${index}.level`}
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                select
                required
                label={intl.formatMessage(editProfileMessages.level)}
                error={Boolean(fieldState.error)}
                helperText={peopleErrorText(intl, fieldState.error?.message)}
                sx={{ flex: 1 }}
              >
                {LANGUAGE_LEVELS.map((level) => (
                  <MenuItem key={level} value={level}>
                    {intl.formatMessage(levelMessages[level])}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <IconButton
            onClick={() => remove(index)}
            aria-label={intl.formatMessage(editProfileMessages.removeLanguage, { index: index + 1 })}
            sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}
          >
            <DeleteOutlinedIcon />
          </IconButton>
        </Stack>
      ))}
    </RepeatedFieldset>
  );
}
