import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  RESUME_LANGUAGES,
  STAFFING_NEED_MAX,
  usersObject,
  type ResumeFormat,
  type ResumeLanguage,
  type TailoredProposal,
} from '@atrium/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useById } from '../../api/queries';
import { useResumeDownload } from '../../api/useResumeDownload';
import { languageName } from '../../i18n/languageName';
import { PeoplePicker, type PickedPerson } from '../../layout/PeoplePicker';
import { useStoredNeed } from './needStore';
import { useResumeLayout } from '../../forms/useResumeLayout';
import { SelectionChecklist } from './SelectionChecklist';
import { useTailoredProposal } from './toolboxApi';
import { toolboxMessages } from './toolboxMessages';
import { NEED_PARAM } from './toolboxPaths';

type Chosen = {
  skills: Set<string>;
  experiences: Set<string>;
  certificates: Set<string>;
  credentials: Set<string>;
};

const proposed = (proposal: TailoredProposal): Chosen => ({
  skills: new Set(proposal.skills.filter((item) => item.proposed).map((item) => item.name)),
  experiences: new Set(proposal.experiences.filter((item) => item.proposed).map((item) => item.id)),
  certificates: new Set(proposal.certificates.filter((item) => item.proposed).map((item) => item.name)),
  credentials: new Set(proposal.credentials.filter((item) => item.proposed).map((item) => item.id)),
});

/**
 * The tailored CV: for a person and the need, what of their profile matters (proposed, then
 * adjusted with checkboxes), generated as Word or PDF by the resume generation, anonymised if asked.
 */
export function TailoredTab() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const personId = params.get('person') ?? undefined;
  const person = useById(usersObject, personId, {}, { notifyError: false });
  const [need, setNeed] = useStoredNeed(params.get(NEED_PARAM));
  const proposal = useTailoredProposal();
  const [chosen, setChosen] = useState<Chosen>();
  const [language, setLanguage] = useState<ResumeLanguage>(intl.locale === 'fr' ? 'fr' : 'en');
  const [anonymised, setAnonymised] = useState(false);
  const files = useResumeDownload();
  const layout = useResumeLayout(language);

  const picked: PickedPerson[] = person.data ? [person.data] : [];
  const choose = (people: PickedPerson[]) => {
    setChosen(undefined);
    proposal.reset();
    setParams(people[0] ? { person: people[0].id } : {});
  };
  const propose = () => {
    if (!personId) return;
    proposal.mutate({ user_id: personId, need }, { onSuccess: (answer) => setChosen(proposed(answer)) });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    propose();
  };
  // Arriving from staffing with a person and the need: the proposal is made at once, and the need
  // leaves the address (it is kept with the tab's need) so editing it does not fight a stale link.
  const carried = useRef(params.has(NEED_PARAM) && need.trim() !== '');
  useEffect(() => {
    if (!carried.current) return;
    carried.current = false;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(NEED_PARAM);
        return next;
      },
      { replace: true },
    );
    propose();
    // Once, on arrival: later proposals are the user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const toggle = (field: keyof Chosen, key: string) =>
    setChosen((current) => {
      if (!current) return current;
      const next = new Set(current[field]);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return { ...current, [field]: next };
    });
  const generate = (format: ResumeFormat) => {
    if (!personId || !chosen || !proposal.data) return;
    const skills = proposal.data.skills.map((item) => item.name).filter((name) => chosen.skills.has(name));
    const certificates = proposal.data.certificates
      .map((item) => item.name)
      .filter((name) => chosen.certificates.has(name));
    const experienceIds = proposal.data.experiences
      .map((item) => item.id)
      .filter((id) => chosen.experiences.has(id));
    void files.generate(
      {
        user_id: personId,
        format,
        language,
        anonymised,
        template: layout.template,
        selection: {
          skills,
          certificates,
          experience_ids: experienceIds,
          credential_ids: proposal.data.credentials
            .map((item) => item.id)
            .filter((id) => chosen.credentials.has(id)),
        },
      },
      `CV-${language}.${format}`,
    );
  };

  return (
    <Stack spacing={3}>
      <Stack component="form" spacing={1.5} onSubmit={submit} noValidate>
        <PeoplePicker
          single
          label={intl.formatMessage(toolboxMessages.person)}
          value={picked}
          onChange={choose}
        />
        <TextField
          label={intl.formatMessage(toolboxMessages.need)}
          value={need}
          onChange={(event) => setNeed(event.target.value)}
          multiline
          minRows={3}
          maxRows={10}
          slotProps={{ htmlInput: { maxLength: STAFFING_NEED_MAX } }}
        />
        <div>
          <Button type="submit" variant="contained" loading={proposal.isPending} disabled={!personId}>
            <FormattedMessage {...toolboxMessages.propose} />
          </Button>
        </div>
      </Stack>

      {!proposal.data || !chosen ? (
        <Typography color="text.secondary">
          <FormattedMessage {...toolboxMessages.pickPerson} />
        </Typography>
      ) : (
        <Stack component="section" spacing={2} aria-labelledby="toolbox-selection">
          <Typography id="toolbox-selection" variant="h6" component="h2">
            <FormattedMessage {...toolboxMessages.selection} />
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
              <SelectionChecklist
                legend={intl.formatMessage(toolboxMessages.skills)}
                items={proposal.data.skills.map((item) => ({ key: item.name, label: item.name }))}
                chosen={chosen.skills}
                onToggle={(key) => toggle('skills', key)}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
              <SelectionChecklist
                legend={intl.formatMessage(toolboxMessages.experiences)}
                items={proposal.data.experiences.map((item) => ({
                  key: item.id,
                  label: `${item.role} — ${item.client} (${item.start_date.slice(0, 4)}–${
                    item.end_date?.slice(0, 4) ?? intl.formatMessage(toolboxMessages.ongoing)
                  })`,
                  reasons: item.reasons,
                }))}
                chosen={chosen.experiences}
                onToggle={(key) => toggle('experiences', key)}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
              <SelectionChecklist
                legend={intl.formatMessage(toolboxMessages.references)}
                items={proposal.data.credentials.map((item) => ({
                  key: item.id,
                  label: [item.name, item.client, item.year].filter((part) => part !== null).join(', '),
                  reasons: item.reasons,
                }))}
                chosen={chosen.credentials}
                onToggle={(key) => toggle('credentials', key)}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
              <SelectionChecklist
                legend={intl.formatMessage(toolboxMessages.certificates)}
                items={proposal.data.certificates.map((item) => ({ key: item.name, label: item.name }))}
                chosen={chosen.certificates}
                onToggle={(key) => toggle('certificates', key)}
              />
            </Grid>
          </Grid>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              select
              size="small"
              label={intl.formatMessage(toolboxMessages.resumeLanguage)}
              value={language}
              onChange={(event) => setLanguage(event.target.value as ResumeLanguage)}
              sx={{ minWidth: 180 }}
            >
              {RESUME_LANGUAGES.map((code) => (
                <MenuItem key={code} value={code}>
                  {languageName(code, intl.locale)}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={
                <Switch checked={anonymised} onChange={(event) => setAnonymised(event.target.checked)} />
              }
              label={intl.formatMessage(toolboxMessages.anonymised)}
            />
            {layout.select}
          </Stack>
          <Stack direction="row" spacing={1}>
            <Button
              variant="outlined"
              onClick={() => generate('docx')}
              loading={files.busy === `${personId}:docx`}
            >
              <FormattedMessage {...toolboxMessages.downloadWord} />
            </Button>
            <Button
              variant="outlined"
              onClick={() => generate('pdf')}
              disabled={layout.pdfBlocked}
              title={layout.pdfBlocked ? layout.pdfBlockedText : undefined}
              loading={files.busy === `${personId}:pdf`}
            >
              <FormattedMessage {...toolboxMessages.downloadPdf} />
            </Button>
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
