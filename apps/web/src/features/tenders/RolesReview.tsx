import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TENDER_ROLE_COUNT_MAX, type TenderRole } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { tenderMessages, whenMessage } from './tenderMessages';

const EMPTY_ROLE: TenderRole = {
  title: '',
  count: 1,
  terms: { skills: [], sectors: [], clients: [], languages: [] },
  availability: { start: null, weeks: null, load_pct: null },
};

/** The roles read in a tender, for review: each one's title and count edited, a term removed by its chip. */
export function RolesReview({
  roles,
  onChange,
}: {
  roles: TenderRole[];
  onChange: (roles: TenderRole[]) => void;
}) {
  const intl = useIntl();
  const change = (index: number, role: TenderRole) =>
    onChange(roles.map((r, at) => (at === index ? role : r)));
  const without = (role: TenderRole, kind: keyof TenderRole['terms'], value: string): TenderRole => ({
    ...role,
    terms: { ...role.terms, [kind]: role.terms[kind].filter((term) => term !== value) },
  });
  return (
    <Stack spacing={2} component="section" aria-label={intl.formatMessage(tenderMessages.roles)}>
      <Typography variant="h6" component="h2">
        <FormattedMessage {...tenderMessages.roles} />
      </Typography>
      {roles.length === 0 && (
        <Typography color="text.secondary">{intl.formatMessage(tenderMessages.noRole)}</Typography>
      )}
      {roles.map((role, index) => (
        <Paper key={index} variant="outlined" sx={{ p: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              label={intl.formatMessage(tenderMessages.roleTitle)}
              value={role.title}
              onChange={(event) => change(index, { ...role, title: event.target.value })}
              size="small"
              sx={{ flex: 1 }}
            />
            <TextField
              label={intl.formatMessage(tenderMessages.count)}
              type="number"
              value={role.count}
              slotProps={{ htmlInput: { min: 1, max: TENDER_ROLE_COUNT_MAX } }}
              onChange={(event) =>
                change(index, {
                  ...role,
                  count: Math.min(TENDER_ROLE_COUNT_MAX, Math.max(1, Number(event.target.value) || 1)),
                })
              }
              size="small"
              sx={{ width: 110 }}
            />
            <IconButton
              aria-label={intl.formatMessage(tenderMessages.removeRole)}
              onClick={() => onChange(roles.filter((_, at) => at !== index))}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
          <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
            {(['skills', 'sectors', 'clients', 'languages'] as const).flatMap((kind) =>
              role.terms[kind].map((value) => (
                <Chip
                  key={`${kind}:${value}`}
                  label={value}
                  size="small"
                  color={kind === 'skills' ? 'primary' : 'default'}
                  onDelete={() => change(index, without(role, kind, value))}
                />
              )),
            )}
            {role.availability.start && (
              <Chip
                size="small"
                variant="outlined"
                label={intl.formatMessage(whenMessage, {
                  start: intl.formatDate(role.availability.start, { dateStyle: 'medium' }),
                  weeks: role.availability.weeks ?? 13,
                  load: role.availability.load_pct ?? 100,
                })}
              />
            )}
          </Stack>
        </Paper>
      ))}
      <Button onClick={() => onChange([...roles, EMPTY_ROLE])} sx={{ alignSelf: 'flex-start' }}>
        <FormattedMessage {...tenderMessages.addRole} />
      </Button>
    </Stack>
  );
}
