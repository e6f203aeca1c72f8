import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CAMPAIGN_CRITERION_VALUES_MAX,
  COMPLETION_FIELDS,
  NEWCOMER_TYPES,
  usersObject,
  type FilterOf,
} from '@atrium/contract';
import { Controller, useFormState, type Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCardinalities } from '../../../api/queries';
import { FormLabelsField } from '../../../forms/FormLabelsField';
import { FormTextField } from '../../../forms/FormTextField';
import { fieldErrorText } from '../../../forms/formIssues';
import { fieldMessages } from '../../../i18n/fieldMessages';
import { GroupPicker } from '../../../layout/GroupPicker';
import type { CampaignBody, CampaignFormValues } from './campaignForm';
import { campaignsMessages } from './campaignsMessages';

type FormControlOf = Control<CampaignFormValues, unknown, CampaignBody>;

/** The people facets whose known values the population fields offer, with the target field of each. */
const POPULATION = [
  { facet: 'business_unit', field: 'target.business_units', label: campaignsMessages.businessUnits },
  { facet: 'hub', field: 'target.hubs', label: campaignsMessages.hubs },
  { facet: 'grade', field: 'target.grades', label: campaignsMessages.grades },
] as const satisfies readonly { facet: FilterOf<typeof usersObject>; field: string; label: object }[];
const FACETS = POPULATION.map(({ facet }) => facet);

/** Who a campaign is for: what they miss, then among whom. */
export function TargetFields({ control }: { control: FormControlOf }) {
  const intl = useIntl();
  const { errors } = useFormState({ control, name: 'target' });
  // The refinement 'a field or a threshold' is the target's own error, not one of its fields'.
  const targetError = fieldErrorText(intl, errors.target?.message ?? errors.target?.root?.message);
  // Who's who's own facet counts: the values people have today, offered first.
  const known = useCardinalities(usersObject, FACETS, {}, { notifyError: false });

  return (
    <Stack spacing={2}>
      <Controller
        control={control}
        name="target.missing_fields"
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            options={COMPLETION_FIELDS}
            value={field.value}
            onChange={(_, fields) => field.onChange(fields)}
            getOptionLabel={(option) => intl.formatMessage(fieldMessages[option])}
            filterSelectedOptions
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label={intl.formatMessage(campaignsMessages.missingFields)}
                error={Boolean(fieldState.error ?? targetError)}
                helperText={
                  fieldErrorText(intl, fieldState.error?.message) ??
                  targetError ??
                  intl.formatMessage(campaignsMessages.targetHelp)
                }
              />
            )}
          />
        )}
      />
      <FormTextField
        control={control}
        name="target.rate_below"
        label={intl.formatMessage(campaignsMessages.rateBelow)}
        type="number"
      />
      <Typography variant="subtitle2" component="h4">
        <FormattedMessage {...campaignsMessages.population} />
      </Typography>
      {POPULATION.map(({ facet, field: name, label }) => (
        <FormLabelsField
          key={name}
          control={control}
          name={name}
          label={intl.formatMessage(label)}
          help={intl.formatMessage(campaignsMessages.valuesHelp)}
          max={CAMPAIGN_CRITERION_VALUES_MAX}
          options={Object.keys(known.data?.[facet] ?? {}).sort((a, b) => a.localeCompare(b))}
        />
      ))}
      <Controller
        control={control}
        name="target.group_ids"
        render={({ field, fieldState }) => (
          <GroupPicker
            label={intl.formatMessage(campaignsMessages.groups)}
            value={field.value}
            onChange={field.onChange}
            max={CAMPAIGN_CRITERION_VALUES_MAX}
            error={fieldErrorText(intl, fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="target.employment_types"
        render={({ field, fieldState }) => (
          <FormControl component="fieldset" error={Boolean(fieldState.error)}>
            <FormLabel component="legend">
              <FormattedMessage {...campaignsMessages.employmentTypes} />
            </FormLabel>
            <FormGroup row>
              {NEWCOMER_TYPES.map((type) => (
                <FormControlLabel
                  key={type}
                  label={intl.formatMessage(campaignsMessages[type])}
                  control={
                    <Checkbox
                      checked={field.value.includes(type)}
                      onChange={(_, checked) =>
                        field.onChange(
                          NEWCOMER_TYPES.filter((each) =>
                            each === type ? checked : field.value.includes(each),
                          ),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            {fieldState.error && (
              <FormHelperText>{fieldErrorText(intl, fieldState.error.message)}</FormHelperText>
            )}
          </FormControl>
        )}
      />
    </Stack>
  );
}
