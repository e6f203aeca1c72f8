import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  GROUP_LIMITS,
  GROUP_TYPES,
  MAN_DAYS_MAX,
  TEXT_LONG,
  type Group,
  type GroupInput,
  type GroupType,
  type PersonRef,
} from '@atrium/contract';
import { useForm, useWatch, type PathValue } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { RecordDialog } from '../../forms/RecordDialog';
import { recordDialogProps } from '../../forms/recordForm';
import { PeoplePicker } from '../../layout/PeoplePicker';
import { AssetsField } from './AssetsField';
import {
  formValuesOf,
  groupFormIssues,
  groupFormSchema,
  type GroupFormField,
  type GroupFormValues,
} from './groupForm';
import { useCreateGroup, useUpdateGroup } from './groupsApi';
import { mandatoryFieldsMessage } from '../../forms/mandatoryFieldsMessage';
import { groupsMessages } from './groupsMessages';
import { GROUP_TYPE_LABEL } from './groupTypeMessages';
import { PersonLine } from './PersonLine';
import { TextListField } from './TextListField';
import { TagPicker } from '../../forms/TagPicker';

const resolver = zodResolver(groupFormSchema);

type Props = {
  /** The group to update; a new group when absent. */
  group?: Group | undefined;
  /** The type a new group starts with. */
  initialType?: GroupType | undefined;
  onClose: () => void;
  onSaved: (saved: { id: string; type: GroupType }) => void;
};

/**
 * The "new generic teams" and "generic teams update" dialogs (SPEC.md §2). The group rules are
 * the contract's, checked as the person types, with the server's own messages; nothing is sent
 * while one is broken.
 */
export function GroupDialog({ group, initialType, onClose, onSaved }: Props) {
  const intl = useIntl();
  const create = useCreateGroup();
  const update = useUpdateGroup();
  const { control, handleSubmit, setValue, formState } = useForm<
    GroupFormValues,
    unknown,
    Required<GroupInput>
  >({
    resolver,
    defaultValues: formValuesOf(group, initialType),
  });
  const { isSubmitted, touchedFields } = formState;
  const values = useWatch({ control }) as GroupFormValues;
  const issues = useMemo(() => groupFormIssues(values), [values]);

  /** A change counts as a touch: a field's own problems show from its first change. */
  const set = <F extends GroupFormField>(field: F, value: GroupFormValues[F]) =>
    setValue(field, value as PathValue<GroupFormValues, F>, { shouldDirty: true, shouldTouch: true });

  /** A broken group rule shows at once; other problems once the field was changed or a save tried. */
  const errorOf = (field: GroupFormField): string | undefined => {
    const issue = issues[field];
    if (!issue) return undefined;
    const isRule = String(issue.message.id).startsWith('groups.rule.');
    if (!isRule && !isSubmitted && !touchedFields[field]) return undefined;
    return intl.formatMessage(issue.message, issue.values);
  };
  const textProps = (field: GroupFormField, label: string) => ({
    label,
    value: values[field] as string,
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    error: Boolean(errorOf(field)),
    helperText: errorOf(field),
  });
  // Each place in a group shows who a found person is, and leaves out who is already there.
  const peoplePickerProps = {
    hideChosen: true,
    renderPerson: (person: PersonRef) => <PersonLine person={person} />,
    noMatch: intl.formatMessage(groupsMessages.noGroups),
  };

  const submit = handleSubmit(async (input) => {
    try {
      if (group) {
        await update.mutateAsync({ id: group.id, data: input });
        onSaved({ id: group.id, type: input.type });
      } else {
        const created = await create.mutateAsync(input);
        onSaved({ id: created.id, type: input.type });
      }
    } catch {
      // The http client has shown why; the dialog stays open with what was entered.
    }
  });

  return (
    <RecordDialog
      title={<FormattedMessage {...(group ? groupsMessages.updateTitle : groupsMessages.createTitle)} />}
      {...recordDialogProps(formState, submit, onClose)}
    >
      {isSubmitted && issues.name && (
        <Alert severity="error">
          <FormattedMessage {...mandatoryFieldsMessage} />
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={intl.formatMessage(groupsMessages.type)}
          value={values.type}
          onChange={(event) => set('type', event.target.value as GroupType)}
          sx={{ minWidth: 160 }}
        >
          {GROUP_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {intl.formatMessage(GROUP_TYPE_LABEL[type])}
            </MenuItem>
          ))}
        </TextField>
        <TextField {...textProps('name', intl.formatMessage(groupsMessages.name))} required fullWidth />
        <TextField {...textProps('code_name', intl.formatMessage(groupsMessages.codeName))} fullWidth />
      </Stack>
      <TextField
        {...textProps('description', intl.formatMessage(groupsMessages.description))}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: TEXT_LONG } }}
      />

      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        <FormattedMessage {...groupsMessages.peopleSection} />
      </Typography>
      <PeoplePicker
        label={intl.formatMessage(groupsMessages.leaders)}
        value={values.leaders}
        onChange={(people) => set('leaders', people)}
        error={errorOf('leaders')}
        {...peoplePickerProps}
      />
      <PeoplePicker
        label={intl.formatMessage(groupsMessages.steerco)}
        value={values.steerco}
        onChange={(people) => set('steerco', people)}
        error={errorOf('steerco')}
        {...peoplePickerProps}
      />
      <PeoplePicker
        label={intl.formatMessage(groupsMessages.activeMembers)}
        value={values.activeMembers}
        onChange={(people) => set('activeMembers', people)}
        error={errorOf('activeMembers')}
        {...peoplePickerProps}
      />
      <PeoplePicker
        label={intl.formatMessage(groupsMessages.followers)}
        value={values.followers}
        onChange={(people) => set('followers', people)}
        error={errorOf('followers')}
        {...peoplePickerProps}
      />

      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        <FormattedMessage {...groupsMessages.offerSection} />
      </Typography>
      <TextListField
        label={intl.formatMessage(groupsMessages.solutions)}
        value={values.solutions}
        onChange={(items) => set('solutions', items)}
        error={errorOf('solutions')}
      />
      <TextListField
        label={intl.formatMessage(groupsMessages.deliverables)}
        value={values.deliverables}
        onChange={(items) => set('deliverables', items)}
        error={errorOf('deliverables')}
      />
      {(['sales_pitch', 'expected_results', 'added_value'] as const).map((field) => (
        <TextField
          key={field}
          {...textProps(field, intl.formatMessage(LONG_TEXT_LABELS[field]))}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: TEXT_LONG } }}
        />
      ))}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...textProps('man_days', intl.formatMessage(groupsMessages.manDays))}
          type="number"
          slotProps={{ htmlInput: { min: 0, max: MAN_DAYS_MAX, step: 1 } }}
        />
        <TextField
          {...textProps('estimated_cost', intl.formatMessage(groupsMessages.estimatedCost))}
          type="number"
          slotProps={{ htmlInput: { min: 0, step: 1 } }}
        />
      </Stack>
      <TagPicker
        type="market"
        label={intl.formatMessage(groupsMessages.targetMarkets)}
        value={values.target_markets}
        onChange={(items) => set('target_markets', items)}
        max={GROUP_LIMITS.target_markets}
        error={errorOf('target_markets')}
      />
      <AssetsField
        value={values.assets}
        onChange={(assets) => set('assets', assets)}
        error={errorOf('assets')}
      />
    </RecordDialog>
  );
}

const LONG_TEXT_LABELS = {
  sales_pitch: groupsMessages.salesPitch,
  expected_results: groupsMessages.expectedResults,
  added_value: groupsMessages.addedValue,
};
