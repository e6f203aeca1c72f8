import { useState } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  credentialsObject,
  CREDENTIAL_SOLUTIONS_MAX,
  CredentialInput,
  CredentialPatch,
  TEXT_LONG,
  TEXT_MEDIUM,
  TEXT_SHORT,
  type Credential,
  type SolutionRef,
} from '@atrium/contract';
import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { RecordDialog } from '../../forms/RecordDialog';
import { useCreate, useUpdate } from '../../api/mutations';
import { fieldErrorText } from '../../forms/formIssues';
import { TextFieldList, type TextFieldSpec } from '../../forms/TextFieldList';
import { optionalText, useCheckedSubmit } from '../../forms/useCheckedSubmit';
import { PeoplePicker, type PickedPerson } from '../../layout/PeoplePicker';
import { ContributorsField, type ContributorDraft } from './ContributorsField';
import { applyCachePlan, cachePlanAfter } from '../../api/cacheRules';
import { createCredentialWithFile } from './credentialsApi';
import { credentialsMessages } from './credentialsMessages';
import { SolutionPicker } from './SolutionPicker';

type Props = { onClose: () => void; credential?: Credential };
type Text =
  | 'name'
  | 'client'
  | 'company'
  | 'start_date'
  | 'end_date'
  | 'description'
  | 'challenge'
  | 'solution'
  | 'results';
const TEXTS: TextFieldSpec<Text>[] = [
  { field: 'name', label: credentialsMessages.name, max: TEXT_SHORT, required: true },
  { field: 'client', label: credentialsMessages.client, max: TEXT_SHORT, required: true },
  { field: 'company', label: credentialsMessages.company, max: TEXT_SHORT },
  { field: 'start_date', label: credentialsMessages.startDate, max: 10, date: true },
  { field: 'end_date', label: credentialsMessages.endDate, max: 10, date: true },
  { field: 'description', label: credentialsMessages.description, max: TEXT_MEDIUM, rows: 3 },
  { field: 'challenge', label: credentialsMessages.challenge, max: TEXT_LONG, rows: 3 },
  { field: 'solution', label: credentialsMessages.solution, max: TEXT_LONG, rows: 3 },
  { field: 'results', label: credentialsMessages.results, max: TEXT_LONG, rows: 3 },
];

/** The 'edit credential' dialog; without a credential it records one, deck included. */
export function CredentialDialog({ onClose, credential }: Props) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const create = useCreate(credentialsObject);
  const update = useUpdate(credentialsObject);
  const [texts, setTexts] = useState<Record<Text, string>>(
    () =>
      Object.fromEntries(TEXTS.map(({ field }) => [field, credential?.[field] ?? ''])) as Record<
        Text,
        string
      >,
  );
  const [salesOwner, setSalesOwner] = useState<PickedPerson[]>(
    credential?.sales_owner ? [credential.sales_owner] : [],
  );
  const [manager, setManager] = useState<PickedPerson[]>(
    credential?.credential_manager ? [credential.credential_manager] : [],
  );
  const [solutions, setSolutions] = useState<SolutionRef[]>(credential?.solutions ?? []);
  const [contributors, setContributors] = useState<ContributorDraft[]>(
    credential?.contributors.map(({ user, description }) => ({ person: user, description })) ?? [],
  );
  const [deck, setDeck] = useState<File | null>(null);

  const { errors, dialog } = useCheckedSubmit({
    schema: credential ? CredentialPatch : CredentialInput,
    payload: () => ({
      name: texts.name,
      client: texts.client,
      company: optionalText(texts.company),
      start_date: optionalText(texts.start_date),
      end_date: optionalText(texts.end_date),
      description: optionalText(texts.description),
      challenge: optionalText(texts.challenge),
      solution: optionalText(texts.solution),
      results: optionalText(texts.results),
      // A new credential without a sales owner is the author's (the server's default).
      ...((credential || salesOwner[0]) && { sales_owner: salesOwner[0]?.id ?? null }),
      credential_manager: manager[0]?.id ?? null,
      solutions: solutions.map((solution) => solution.id),
      contributors: contributors
        .filter((row) => row.person)
        .map((row) => ({ user_id: row.person!.id, description: row.description })),
    }),
    send: async (payload) => {
      if (credential) {
        await update.mutateAsync({ id: credential.id, data: payload });
      } else if (deck) {
        await createCredentialWithFile(payload, deck);
        await applyCachePlan(queryClient, cachePlanAfter('create', credentialsObject));
      } else {
        await create.mutateAsync(payload);
      }
      onClose();
    },
    values: { texts, salesOwner, manager, solutions, contributors, deck: deck?.name },
  });

  const error = (field: string) => fieldErrorText(intl, errors[field]);

  return (
    <RecordDialog
      title={<FormattedMessage {...(credential ? credentialsMessages.edit : credentialsMessages.create)} />}
      onClose={onClose}
      {...dialog}
    >
      {credential && (
        <Typography color="text.secondary">
          <FormattedMessage {...credentialsMessages.projectCode} />: {credential.project_code}
        </Typography>
      )}
      <TextFieldList
        specs={TEXTS}
        values={texts}
        onChange={setTexts}
        errors={errors}
        counter={credentialsMessages.counter}
      />
      <PeoplePicker
        single
        label={intl.formatMessage(credentialsMessages.salesOwner)}
        value={salesOwner}
        onChange={setSalesOwner}
        error={error('sales_owner')}
      />
      <PeoplePicker
        single
        label={intl.formatMessage(credentialsMessages.credentialManager)}
        value={manager}
        onChange={setManager}
        error={error('credential_manager')}
      />
      <SolutionPicker
        label={intl.formatMessage(credentialsMessages.solutions)}
        value={solutions}
        onChange={setSolutions}
        max={CREDENTIAL_SOLUTIONS_MAX}
        tooMany={intl.formatMessage(credentialsMessages.tooManySolutions)}
        error={error(
          Object.keys(errors).find((key) => key === 'solutions' || key.startsWith('solutions.')) ?? '',
        )}
      />
      <ContributorsField value={contributors} onChange={setContributors} errors={errors} />
      {!credential && (
        <TextField
          type="file"
          label={intl.formatMessage(credentialsMessages.deck)}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { accept: '.pdf,.pptx,.docx,.xlsx' },
          }}
          onChange={(event) => setDeck((event.target as HTMLInputElement).files?.[0] ?? null)}
        />
      )}
    </RecordDialog>
  );
}
