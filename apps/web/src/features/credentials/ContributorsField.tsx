import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TEXT_SHORT } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrorText } from '../../forms/formIssues';
import { PeoplePicker, type PickedPerson } from '../../layout/PeoplePicker';
import { credentialsMessages } from './credentialsMessages';

export type ContributorDraft = { person: PickedPerson | undefined; description: string };

type Props = {
  value: ContributorDraft[];
  onChange: (value: ContributorDraft[]) => void;
  /** The error under a path of the form (`contributors.0.user_id`), from the contract or the server. */
  errorOf: (path: string) => string | undefined;
};

/** The people who worked on the credential, each with what they did. */
export function ContributorsField({ value, onChange, errorOf }: Props) {
  const intl = useIntl();
  const set = (index: number, change: Partial<ContributorDraft>) =>
    onChange(value.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h3">
        <FormattedMessage {...credentialsMessages.contributors} />
      </Typography>
      {value.map((row, index) => (
        <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'start' }}>
          <div style={{ flex: 1 }}>
            <PeoplePicker
              single
              label={intl.formatMessage(credentialsMessages.contributors)}
              value={row.person ? [row.person] : []}
              onChange={(people) => set(index, { person: people[0] })}
              error={fieldErrorText(intl, errorOf(`contributors.${index}.user_id`))}
            />
          </div>
          <TextField
            sx={{ flex: 1 }}
            label={intl.formatMessage(credentialsMessages.contribution)}
            value={row.description}
            onChange={(event) => set(index, { description: event.target.value })}
            error={Boolean(errorOf(`contributors.${index}.description`))}
            helperText={fieldErrorText(intl, errorOf(`contributors.${index}.description`))}
            slotProps={{ htmlInput: { maxLength: TEXT_SHORT } }}
          />
          <Button onClick={() => onChange(value.filter((_, i) => i !== index))}>
            <FormattedMessage {...credentialsMessages.removeContributor} />
          </Button>
        </Stack>
      ))}
      <Button
        sx={{ alignSelf: 'start' }}
        onClick={() => onChange([...value, { person: undefined, description: '' }])}
      >
        <FormattedMessage {...credentialsMessages.addContributor} />
      </Button>
    </Stack>
  );
}
