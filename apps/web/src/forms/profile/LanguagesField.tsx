import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { LANGUAGE_LEVELS, PROFILE_LIST_MAX } from '@atrium/contract';
import { useFieldArray, type Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormSelectField } from '../../forms/FormSelectField';
import { RepeatedFieldset } from '../../forms/RepeatedFieldset';
import { editProfileMessages } from './editProfileMessages';
import { COMMON_LANGUAGE_CODES, languageName } from '../../i18n/languageName';
import { fieldMessages } from '../../i18n/fieldMessages';
import { peopleIssueMessages } from '../../forms/peopleIssues';
import { levelMessages } from '../../i18n/languageLevelMessages';
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
  // The common languages, and the one a row already names, by name in the interface's language.
  const languageOptions = (current: string) =>
    [...new Set([...COMMON_LANGUAGE_CODES, ...(current ? [current] : [])])]
      .map((code) => ({ value: code, label: languageName(code, intl.locale) }))
      .sort((a, b) => a.label.localeCompare(b.label, intl.locale));
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
          <FormSelectField
            control={control}
            name={`languages.${index}.code`}
            label={intl.formatMessage(editProfileMessages.language)}
            options={languageOptions(row.code)}
            required
            sx={{ flex: 1 }}
          />
          <FormSelectField
            control={control}
            name={`languages.${index}.level`}
            label={intl.formatMessage(editProfileMessages.level)}
            options={LANGUAGE_LEVELS.map((level) => ({
              value: level,
              label: intl.formatMessage(levelMessages[level]),
            }))}
            required
            sx={{ flex: 1 }}
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
