import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import {
  solutionsObject,
  SOLUTION_LIMITS,
  SolutionInput,
  SolutionPatch,
  TEXT_LONG,
  TEXT_MEDIUM,
  type Solution,
} from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { RecordDialog } from '../../forms/RecordDialog';
import { useChanged } from '../../forms/useChanged';
import { useCreate, useUpdate } from '../../api/mutations';
import { fieldErrors } from '../../api/HttpError';
import { fieldErrorText, formIssues } from '../../forms/formIssues';
import { PeoplePicker, type PickedPerson } from '../../layout/PeoplePicker';
import { solutionsMessages } from './solutionsMessages';

type Props = { open: boolean; onClose: () => void; solution?: Solution };
type Text = 'name' | 'summary' | 'description' | 'scope' | 'drive_url' | 'deck_url' | 'pitch_mail_url';
const TEXTS: { field: Text; label: keyof typeof solutionsMessages; max?: number; rows?: number }[] = [
  { field: 'name', label: 'name' },
  { field: 'summary', label: 'summary', max: TEXT_MEDIUM, rows: 2 },
  { field: 'description', label: 'description', max: TEXT_LONG, rows: 5 },
  { field: 'scope', label: 'scope' },
  { field: 'drive_url', label: 'driveUrl' },
  { field: 'deck_url', label: 'deckUrl' },
  { field: 'pitch_mail_url', label: 'pitchMailUrl' },
];

/** The 'edit solution' dialog; without a solution it creates one. The top flag is set on the page. */
export function SolutionDialog({ open, onClose, solution }: Props) {
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const changed = useChanged({ texts, owners, markets, tags });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const optional = (value: string) => value.trim() || null;
    const payload = {
      name: texts.name,
      summary: texts.summary,
      description: optional(texts.description),
      scope: optional(texts.scope),
      drive_url: optional(texts.drive_url),
      deck_url: optional(texts.deck_url),
      pitch_mail_url: optional(texts.pitch_mail_url),
      owners: owners.map((owner) => owner.id),
      markets,
      tags,
    };
    const issues = formIssues(solution ? SolutionPatch : SolutionInput, payload);
    setErrors(issues);
    if (Object.keys(issues).length > 0) return;
    setSaving(true);
    try {
      if (solution) await update.mutateAsync({ id: solution.id, data: payload });
      else await create.mutateAsync(payload);
      onClose();
    } catch (error) {
      setErrors(fieldErrors(error));
    } finally {
      setSaving(false);
    }
  };

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
      open={open}
      title={<FormattedMessage {...(solution ? solutionsMessages.edit : solutionsMessages.create)} />}
      dirty={changed}
      onClose={onClose}
      onSubmit={submit}
      submitting={saving}
    >
      {TEXTS.map(({ field, label, max, rows }) => (
        <TextField
          key={field}
          label={intl.formatMessage(solutionsMessages[label] as { id: string })}
          required={field === 'name' || field === 'summary'}
          value={texts[field]}
          onChange={(event) => setTexts({ ...texts, [field]: event.target.value })}
          multiline={Boolean(rows)}
          minRows={rows}
          error={Boolean(errors[field])}
          helperText={
            fieldErrorText(intl, errors[field]) ??
            (max
              ? intl.formatMessage(solutionsMessages.counter, { count: texts[field].length, max })
              : undefined)
          }
          slotProps={{ htmlInput: { maxLength: max ?? SOLUTION_LIMITS.url } }}
        />
      ))}
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
