import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  STAFFING_NEED_MAX,
  type StaffingAvailability,
  type StaffingResult,
  type StaffingTerms,
} from '@atrium/contract';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { Spinner } from '../../layout/Spinner';
import { NeedAvailability, wordsStillRead } from './NeedAvailability';
import { StaffingPersonCard } from './StaffingPersonCard';
import { useStoredNeed } from './needStore';
import { useStaffing } from './toolboxApi';
import { toolboxMessages } from './toolboxMessages';
import { tailoredPath } from './toolboxPaths';
import { UnderstoodTerms } from './UnderstoodTerms';
import { useMayTailor } from './useMayTailor';

const termCount = (terms: StaffingTerms) =>
  terms.skills.length + terms.sectors.length + terms.clients.length + terms.languages.length;

/** Staffing: paste a need, see what was understood (chips to correct), and who fits, with why. */
export function StaffingTab() {
  const intl = useIntl();
  const [need, setNeed] = useStoredNeed();
  const staffing = useStaffing();
  const [result, setResult] = useState<StaffingResult>();

  /** Staffs the need; once the user corrects a chip, both the terms and the dates shown go with it. */
  const run = (corrected?: { terms: StaffingTerms; availability: StaffingAvailability }) =>
    staffing.mutate(
      { need, ...corrected },
      {
        onSuccess: (answer) =>
          setResult(
            corrected && result ? { ...answer, availability_words: wordsStillRead(result, answer) } : answer,
          ),
      },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run();
  };

  return (
    <Stack spacing={3}>
      <Stack component="form" spacing={1.5} onSubmit={submit} noValidate>
        <TextField
          label={intl.formatMessage(toolboxMessages.need)}
          value={need}
          onChange={(event) => setNeed(event.target.value)}
          multiline
          minRows={4}
          maxRows={14}
          slotProps={{ htmlInput: { maxLength: STAFFING_NEED_MAX } }}
          helperText={intl.formatMessage(toolboxMessages.needHelp, {
            max: STAFFING_NEED_MAX,
          })}
        />
        <div>
          <Button type="submit" variant="contained" loading={staffing.isPending} disabled={!need.trim()}>
            <FormattedMessage {...toolboxMessages.analyse} />
          </Button>
        </div>
      </Stack>

      {result && (
        <Stack spacing={3}>
          <Stack component="section" spacing={1} aria-labelledby="toolbox-understood">
            <Typography id="toolbox-understood" variant="h6" component="h2">
              <FormattedMessage {...toolboxMessages.understood} />
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage {...toolboxMessages.understoodHelp} />
            </Typography>
            <UnderstoodTerms
              value={result.understood}
              onChange={(terms) => {
                setResult({ ...result, understood: terms });
                run({ terms, availability: result.availability });
              }}
            />
          </Stack>
          <Stack component="section" spacing={1} aria-labelledby="toolbox-when">
            <Typography id="toolbox-when" variant="h6" component="h2">
              <FormattedMessage {...toolboxMessages.when} />
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage {...toolboxMessages.whenHelp} />
            </Typography>
            <NeedAvailability
              value={result.availability}
              words={result.availability_words}
              onChange={(availability) => {
                setResult({ ...result, availability });
                run({ terms: result.understood, availability });
              }}
            />
          </Stack>
          {staffing.isPending ? <Spinner /> : <StaffingAnswer result={result} need={need} />}
        </Stack>
      )}
    </Stack>
  );
}

/** The people, credentials and solutions of a need; each person's tailored CV carries the need. */
function StaffingAnswer({ result, need }: { result: StaffingResult; need: string }) {
  const mayTailor = useMayTailor();
  return (
    <Stack spacing={3}>
      <Stack component="section" spacing={1} aria-labelledby="toolbox-people">
        <Typography id="toolbox-people" variant="h6" component="h2">
          <FormattedMessage {...toolboxMessages.people} />
        </Typography>
        {result.people.length === 0 ? (
          <Alert severity="info">
            <FormattedMessage
              {...(termCount(result.understood) === 0
                ? toolboxMessages.nothingUnderstood
                : toolboxMessages.noPeople)}
            />
          </Alert>
        ) : (
          <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0 }}>
            {result.people.map((hit, index) => (
              <StaffingPersonCard
                key={hit.person.id}
                hit={hit}
                rank={index + 1}
                tailoredCv={mayTailor ? tailoredPath(hit.person.id, need) : undefined}
              />
            ))}
          </Stack>
        )}
      </Stack>
      <RecordList
        id="toolbox-credentials"
        title={toolboxMessages.credentials}
        items={result.credentials.map((credential) => ({
          id: credential.id,
          to: `/credentials/${encodeURIComponent(credential.id)}`,
          label: credential.name,
          detail: [credential.client, credential.year].filter((part) => part !== null).join(', '),
        }))}
      />
      <RecordList
        id="toolbox-solutions"
        title={toolboxMessages.solutions}
        items={result.solutions.map((solution) => ({
          id: solution.id,
          to: `/solution/${encodeURIComponent(solution.id)}`,
          label: solution.name,
          detail: solution.summary,
        }))}
      />
    </Stack>
  );
}

type RecordItem = { id: string; to: string; label: string; detail: string };

function RecordList({
  id,
  title,
  items,
}: {
  id: string;
  title: (typeof toolboxMessages)[keyof typeof toolboxMessages];
  items: RecordItem[];
}) {
  return (
    <Stack component="section" spacing={1} aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2">
        <FormattedMessage {...title} />
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage {...toolboxMessages.noRecords} />
        </Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ pl: 2, m: 0 }}>
          {items.map((item) => (
            <li key={item.id}>
              <Link component={RouterLink} to={item.to}>
                {item.label}
              </Link>{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                {item.detail}
              </Typography>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
