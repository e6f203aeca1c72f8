import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { FormattedMessage } from 'react-intl';
import { skillsMessages } from './skillsMessages';

type Props = {
  /** The skills listed in the dialog, each of which may be flagged. */
  skills: readonly string[];
  /** Every skill flagged "can mentor", of this list or the other type's. */
  flagged: readonly string[];
  onChange: (next: string[]) => void;
};

const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/** "Can mentor" on each listed skill: what a mentorship registration as a mentor starts from. */
export function MentoringFlags({ skills, flagged, onChange }: Props) {
  if (skills.length === 0) return null;
  const isFlagged = (skill: string) => flagged.some((each) => same(each, skill));
  const toggle = (skill: string, on: boolean) =>
    onChange(on ? [...flagged, skill] : flagged.filter((each) => !same(each, skill)));
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">
        <FormattedMessage {...skillsMessages.canMentorTitle} />
      </FormLabel>
      <FormGroup row>
        {skills.map((skill) => (
          <FormControlLabel
            key={skill}
            control={
              <Checkbox
                checked={isFlagged(skill)}
                onChange={(event) => toggle(skill, event.target.checked)}
              />
            }
            label={skill}
          />
        ))}
      </FormGroup>
      <FormHelperText>
        <FormattedMessage {...skillsMessages.canMentorHelp} />
      </FormHelperText>
    </FormControl>
  );
}
