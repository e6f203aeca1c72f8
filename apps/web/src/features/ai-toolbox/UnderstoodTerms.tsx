import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { STAFFING_TERMS_MAX, type StaffingTerms } from '@atrium/contract';
import { useIntl } from 'react-intl';
import { TagPicker } from '../../forms/TagPicker';
import { COMMON_LANGUAGE_CODES, languageName } from '../../i18n/languageName';
import { toolboxMessages } from './toolboxMessages';

type Props = { value: StaffingTerms; onChange: (next: StaffingTerms) => void };

/** The terms a need was read as, as chips one removes, corrects or adds to. */
export function UnderstoodTerms({ value, onChange }: Props) {
  const intl = useIntl();
  const set = (field: keyof StaffingTerms) => (next: string[]) => onChange({ ...value, [field]: next });
  const languageCodes = [...new Set([...COMMON_LANGUAGE_CODES, ...value.languages])];
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TagPicker
          type="technical"
          label={intl.formatMessage(toolboxMessages.skills)}
          value={value.skills}
          onChange={set('skills')}
          max={STAFFING_TERMS_MAX}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TagPicker
          type="sectorial"
          label={intl.formatMessage(toolboxMessages.sectors)}
          value={value.sectors}
          onChange={set('sectors')}
          max={STAFFING_TERMS_MAX}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Autocomplete<string, true, false, true>
          multiple
          freeSolo
          options={[]}
          value={value.clients}
          onChange={(_, next) =>
            set('clients')(
              [...new Set(next.map((client) => client.trim()).filter(Boolean))].slice(0, STAFFING_TERMS_MAX),
            )
          }
          renderInput={(params) => (
            <TextField
              {...params}
              label={intl.formatMessage(toolboxMessages.clients)}
              placeholder={intl.formatMessage(toolboxMessages.addClient)}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Autocomplete<string, true, false, false>
          multiple
          options={languageCodes}
          value={value.languages}
          onChange={(_, next) => set('languages')(next.slice(0, STAFFING_TERMS_MAX))}
          getOptionLabel={(code) => languageName(code, intl.locale)}
          filterSelectedOptions
          renderInput={(params) => (
            <TextField {...params} label={intl.formatMessage(toolboxMessages.languages)} />
          )}
        />
      </Grid>
    </Grid>
  );
}
