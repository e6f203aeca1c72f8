import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import {
  solutionsObject,
  SOLUTION_LIMITS,
  SolutionInput,
  SolutionPatch,
  TEXT_LONG,
  TEXT_SHORT,
  TEXT_MEDIUM,
  type Solution,
} from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { RecordDialog } from '../../forms/RecordDialog';
import { useCreate, useUpdate } from '../../api/mutations';
import { fieldErrorText } from '../../forms/formIssues';
import { TextFieldList, type TextFieldSpec } from '../../forms/TextFieldList';
import { optionalText, useCheckedSubmit } from '../../forms/useCheckedSubmit';
import { PeoplePicker, type PickedPerson } from '../../layout/PeoplePicker';
import { solutionsMessages } from './solutionsMessages';

type Props = { onClose: () => void; solution?: Solution };
type Text = 'name' | 'summary' | 'description' | 'scope' | 'drive_url' | 'deck_url' | 'pitch_mail_url';
const TEXTS: TextFieldSpec<Text>[] = [
  { field: 'name', label: solutionsMessages.name, max: TEXT_SHORT, required: true },
  { field: 'summary', label: solutionsMessages.summary, max: TEXT_MEDIUM, rows: 2, required: true },
  { field: 'description', label: solutionsMessages.description, max: TEXT_LONG, rows: 5 },
  { field: 'scope', label: solutionsMessages.scope, max: TEXT_SHORT },
  { field: 'drive_url', label: solutionsMessages.driveUrl, max: SOLUTION_LIMITS.url },
  { field: 'deck_url', label: solutionsMessages.deckUrl, max: SOLUTION_LIMITS.url },
  { field: 'pitch_mail_url', label: solutionsMessages.pitchMailUrl, max: SOLUTION_LIMITS.url },
];

/** The 'edit solution' dialog; without a solution it creates one. The top flag is set on the page. */
export function SolutionDialog({ onClose, solution }: Props) {
  const intl = useIntl();
  const create = useCreate(solutionsObject);
  const update = useUpdate(solutionsObject);
  const [texts, setTexts] = useState<Record<Text, string>>(
    () =>
      Object.fromEntries(TEXTS.map(({ field }) => [field, solution?.[field] ?? ''])) as Record<Text, string>,
  );
  const [owners, setOwners] = useState<PickedPerson[]>(solution?.owners ?? []);
  const [markets, setMarkets] = useState<string[]>(solution?.markets ?? []);
  const [tags, setTags] = useState<string[]>(solution?.tags ?? []);

  const { errors, dialog } = useCheckedSubmit({
    schema: solution ? SolutionPatch : SolutionInput,
    payload: () => ({
      name: texts.name,
      summary: texts.summary,
      description: optionalText(texts.description),
      scope: optionalText(texts.scope),
      drive_url: optionalText(texts.drive_url),
      deck_url: optionalText(texts.deck_url),
      pitch_mail_url: optionalText(texts.pitch_mail_url),
      owners: owners.map((owner) => owner.id),
      markets,
      tags,
    }),
    send: async (payload) => {
      if (solution) await update.mutateAsync({ id: solution.id, data: payload });
      else await create.mutateAsync(payload);
      onClose();
    },
    values: { texts, owners, markets, tags },
  });

  const labels = (field: 'markets' | 'tags', value: string[], set: (next: string[]) => void) => (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={[]}
      value={value}
      onChange={(_, next) => set(next.map((item) => item.trim()).filter(Boolean))}
      renderInput={(params) => (
        <TextField
          {...params}
          label={intl.formatMessage(solutionsMessages[field])}
          helperText={fieldErrorText(intl, errors[field]) ?? intl.formatMessage(solutionsMessages.listHelp)}
          error={Boolean(errors[field])}
        />
      )}
    />
  );

  return (
    <RecordDialog
      title={<FormattedMessage {...(solution ? solutionsMessages.edit : solutionsMessages.create)} />}
      onClose={onClose}
      {...dialog}
    >
      <TextFieldList
        specs={TEXTS}
        values={texts}
        onChange={setTexts}
        errors={errors}
        counter={solutionsMessages.counter}
      />
      <PeoplePicker
        label={intl.formatMessage(solutionsMessages.owners)}
        value={owners}
        onChange={setOwners}
        error={fieldErrorText(
          intl,
          errors.owners ?? Object.entries(errors).find(([k]) => k.startsWith('owners.'))?.[1],
        )}
      />
      {labels('markets', markets, setMarkets)}
      {labels('tags', tags, setTags)}
    </RecordDialog>
  );
}
