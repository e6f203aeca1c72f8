import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MENTOR_SKILL_LEVELS, type MentorSkillLevel } from '@atrium/contract';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { mentorsMessages } from './mentorsMessages';
import { processMessages } from './processMessages';
import type { RegistrationBody, RegistrationFormValues } from './registrationForm';

/**
 * A mentor's optional level in each skill they offer. The levels are one field (a skill's name
 * may hold a dot, which a field path would read as nesting).
 */
export function SkillLevelFields({
  control,
}: {
  control: Control<RegistrationFormValues, unknown, RegistrationBody>;
}) {
  const intl = useIntl();
  const skills = useWatch({ control, name: 'skills' });
  if (skills.length === 0) return null;
  return (
    <Controller
      control={control}
      name="skill_levels"
      render={({ field: { value, onChange } }) => (
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {skills.map((skill) => (
            <TextField
              key={skill}
              value={value[skill] ?? ''}
              onChange={(event) =>
                onChange({ ...value, [skill]: event.target.value as MentorSkillLevel | '' })
              }
              select
              size="small"
              label={intl.formatMessage(processMessages.levelOf, { skill })}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 180 }}
            >
              <MenuItem value="">{intl.formatMessage(processMessages.noLevel)}</MenuItem>
              {MENTOR_SKILL_LEVELS.map((level) => (
                <MenuItem key={level} value={level}>
                  {intl.formatMessage(mentorsMessages[level])}
                </MenuItem>
              ))}
            </TextField>
          ))}
        </Stack>
      )}
    />
  );
}
