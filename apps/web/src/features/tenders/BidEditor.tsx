import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  bidsObject,
  type Bid,
  type BidInput,
  type BidPlace,
  type TenderPackFormat,
  type TenderRole,
  type TenderTeam,
} from '@atrium/contract';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCreate, useUpdate } from '../../api/mutations';
import { RolesReview } from './RolesReview';
import { TeamPlaces } from './TeamPlaces';
import { downloadPack, useTenderReading, useTenderTeam } from './tendersApi';
import { tenderMessages, versionsMessage } from './tenderMessages';

const placesOf = (team: TenderTeam): BidPlace[] =>
  team.places.map((place) => ({ role: place.role, person_id: place.chosen?.person.id ?? null }));

/**
 * A bid from start to pack: the tender pasted or dropped, its roles reviewed, the team proposed
 * (runner-ups one click away), saved, and its pack made. Given a bid, reopens it to edit and
 * make its pack again.
 */
export function BidEditor({ bid, onSaved }: { bid?: Bid; onSaved?: (id: string) => void }) {
  const intl = useIntl();
  const [text, setText] = useState(bid?.tender_text ?? '');
  const [title, setTitle] = useState(bid?.title ?? '');
  const [roles, setRoles] = useState<TenderRole[]>(bid?.roles ?? []);
  const [team, setTeam] = useState<TenderTeam>({ places: [] });
  const [places, setPlaces] = useState<BidPlace[]>(
    bid?.team.map(({ role, person_id }) => ({ role, person_id })) ?? [],
  );
  const [language, setLanguage] = useState<'en' | 'fr'>(
    bid?.language ?? (intl.locale.startsWith('fr') ? 'fr' : 'en'),
  );
  const [anonymised, setAnonymised] = useState(bid?.anonymised ?? false);
  const [bidId, setBidId] = useState(bid?.id);
  const [making, setMaking] = useState<TenderPackFormat>();
  const reading = useTenderReading();
  const proposing = useTenderTeam();
  const create = useCreate(bidsObject);
  const update = useUpdate(bidsObject);
  const names = new Map(
    (bid?.team ?? []).flatMap((place) =>
      place.person
        ? [[place.person.id, `${place.person.first_name} ${place.person.last_name}`] as const]
        : [],
    ),
  );

  const readFrom = async (source: { text: string } | { file: File }) => {
    const read = await reading.mutateAsync(source);
    setText(read.text);
    setRoles(read.roles);
    if (!title)
      setTitle(
        read.roles
          .map((role) => role.title)
          .join(', ')
          .slice(0, 200),
      );
    setPlaces([]);
    setTeam({ places: [] });
  };
  const propose = async () => {
    const proposed = await proposing.mutateAsync(roles);
    setTeam(proposed);
    setPlaces(placesOf(proposed));
  };
  const save = async (): Promise<string> => {
    const input: BidInput = {
      title: title || 'Bid',
      tender_text: text,
      roles,
      team: places,
      language,
      anonymised,
    };
    if (bidId) {
      await update.mutateAsync({ id: bidId, data: input });
      return bidId;
    }
    const { id } = await create.mutateAsync(input);
    setBidId(id);
    onSaved?.(id);
    return id;
  };
  const pack = async (format: TenderPackFormat) => {
    setMaking(format);
    try {
      await downloadPack(await save(), { format });
    } catch {
      // The http client has told the person why.
    } finally {
      setMaking(undefined);
    }
  };

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <TextField
          label={intl.formatMessage(tenderMessages.tender)}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={4}
          maxRows={14}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button
            variant="contained"
            disabled={!text.trim() || reading.isPending}
            onClick={() => readFrom({ text })}
          >
            <FormattedMessage {...tenderMessages.read} />
          </Button>
          <Button component="label" variant="outlined" disabled={reading.isPending}>
            <FormattedMessage {...tenderMessages.drop} />
            <input
              hidden
              type="file"
              accept=".docx,.pdf,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void readFrom({ file });
              }}
            />
          </Button>
        </Stack>
      </Stack>
      {(roles.length > 0 || reading.isSuccess) && (
        <>
          <RolesReview roles={roles} onChange={setRoles} />
          <Button
            variant="contained"
            disabled={!roles.length || roles.some((role) => !role.title.trim()) || proposing.isPending}
            onClick={propose}
            sx={{ alignSelf: 'flex-start' }}
          >
            <FormattedMessage {...tenderMessages.propose} />
          </Button>
        </>
      )}
      {places.length > 0 && (
        <>
          <TeamPlaces roles={roles} team={team} places={places} onChange={setPlaces} names={names} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              label={intl.formatMessage(tenderMessages.bidTitle)}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              size="small"
              sx={{ flex: 1 }}
            />
            <TextField
              select
              label={intl.formatMessage(tenderMessages.language)}
              value={language}
              onChange={(event) => setLanguage(event.target.value as 'en' | 'fr')}
              size="small"
              sx={{ minWidth: 140 }}
            >
              <MenuItem value="en">{intl.formatMessage(tenderMessages.english)}</MenuItem>
              <MenuItem value="fr">{intl.formatMessage(tenderMessages.french)}</MenuItem>
            </TextField>
            <FormControlLabel
              control={
                <Switch checked={anonymised} onChange={(event) => setAnonymised(event.target.checked)} />
              }
              label={intl.formatMessage(tenderMessages.anonymised)}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button
              variant="outlined"
              onClick={() => void save()}
              disabled={create.isPending || update.isPending}
            >
              <FormattedMessage {...tenderMessages.save} />
            </Button>
            <Button variant="contained" onClick={() => pack('docx')} disabled={making !== undefined}>
              <FormattedMessage {...tenderMessages.word} />
            </Button>
            <Button variant="contained" onClick={() => pack('zip')} disabled={making !== undefined}>
              <FormattedMessage {...tenderMessages.zip} />
            </Button>
          </Stack>
          {bid && (
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage {...versionsMessage} values={{ count: bid.versions.length }} />
            </Typography>
          )}
        </>
      )}
    </Stack>
  );
}
