import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DRAFT_KINDS,
  credentialsObject,
  solutionsObject,
  type DraftInput,
  type DraftKind,
} from '@atrium/contract';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PeoplePicker, type PickedPerson } from '../../layout/PeoplePicker';
import { RecordSearchPicker, type NamedRecord } from './RecordSearchPicker';
import { useDraft, useDraftPayload } from './toolboxApi';
import { toolboxMessages } from './toolboxMessages';

const KIND_LABELS = {
  credential_summary: toolboxMessages.kindCredential,
  solution_pitch: toolboxMessages.kindSolution,
  profile_summary: toolboxMessages.kindProfile,
} satisfies Record<DraftKind, unknown>;

/**
 * Drafts by the configured language model: choose what to draft from, see exactly what will be
 * sent (the payload), then send. Nothing leaves the server before Send.
 */
export function DraftsTab() {
  const intl = useIntl();
  const [kind, setKind] = useState<DraftKind>('credential_summary');
  const [record, setRecord] = useState<NamedRecord | null>(null);
  const [person, setPerson] = useState<PickedPerson[]>([]);
  const payload = useDraftPayload();
  const draft = useDraft();

  const id = kind === 'profile_summary' ? person[0]?.id : record?.id;
  const input: DraftInput | undefined = id
    ? { kind, id, language: intl.locale === 'fr' ? 'fr' : 'en' }
    : undefined;
  const restart = () => {
    payload.reset();
    draft.reset();
  };

  return (
    <Stack spacing={2}>
      <TextField
        select
        label={intl.formatMessage(toolboxMessages.draftKind)}
        value={kind}
        onChange={(event) => {
          setKind(event.target.value as DraftKind);
          setRecord(null);
          setPerson([]);
          restart();
        }}
      >
        {DRAFT_KINDS.map((value) => (
          <MenuItem key={value} value={value}>
            {intl.formatMessage(KIND_LABELS[value])}
          </MenuItem>
        ))}
      </TextField>
      {kind === 'profile_summary' ? (
        <PeoplePicker
          single
          label={intl.formatMessage(toolboxMessages.record)}
          value={person}
          onChange={(next) => {
            setPerson(next);
            restart();
          }}
        />
      ) : (
        <RecordSearchPicker
          object={kind === 'credential_summary' ? credentialsObject : solutionsObject}
          label={intl.formatMessage(toolboxMessages.record)}
          value={record}
          onChange={(next) => {
            setRecord(next);
            restart();
          }}
        />
      )}
      <div>
        <Button
          variant="outlined"
          disabled={!input}
          loading={payload.isPending}
          onClick={() => input && payload.mutate(input)}
        >
          <FormattedMessage {...toolboxMessages.showPayload} />
        </Button>
      </div>
      {payload.data && input && (
        <Stack component="section" spacing={1} aria-labelledby="toolbox-payload">
          <Typography id="toolbox-payload" variant="h6" component="h2">
            <FormattedMessage {...toolboxMessages.payload} values={{ model: payload.data.model }} />
          </Typography>
          <Table size="small">
            <TableBody>
              <TableRow>
                <TableCell component="th" scope="row">
                  <FormattedMessage {...toolboxMessages.instructions} />
                </TableCell>
                <TableCell>{payload.data.instructions}</TableCell>
              </TableRow>
              {Object.entries(payload.data.fields).map(([name, value]) => (
                <TableRow key={name}>
                  <TableCell component="th" scope="row">
                    {name}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <div>
            <Button variant="contained" loading={draft.isPending} onClick={() => draft.mutate(input)}>
              <FormattedMessage {...toolboxMessages.send} />
            </Button>
          </div>
        </Stack>
      )}
      {draft.data && (
        <TextField
          label={intl.formatMessage(toolboxMessages.draft)}
          value={draft.data.text}
          multiline
          minRows={6}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      )}
    </Stack>
  );
}
