import { useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FILTER_VALUE_PATTERNS } from '@atrium/contract';
import { useIntl } from 'react-intl';
import type { AuditFilters } from './auditLogList';
import { auditLogMessages } from './auditLogMessages';

type Props = { filters: AuditFilters; onChange: (filters: AuditFilters) => void };

/**
 * The log's typed filters: a record's id (applied once it is one, so a half-pasted id is not
 * sent to be refused) and a range of days.
 */
export function AuditTextFilters({ filters, onChange }: Props) {
  const intl = useIntl();
  // What is typed while it is no id yet; the address holds the id once it is one.
  const [draft, setDraft] = useState<string | null>(null);
  const recordId = draft ?? filters.facets.record_id[0] ?? '';
  const set = (facet: 'record_id' | 'since' | 'until', value: string) =>
    onChange({ ...filters, facets: { ...filters.facets, [facet]: value ? [value] : [] }, page: 1 });
  const invalid = draft !== null;

  return (
    <Stack spacing={2}>
      <TextField
        size="small"
        label={intl.formatMessage(auditLogMessages.recordId)}
        value={recordId}
        error={invalid}
        helperText={invalid ? intl.formatMessage(auditLogMessages.recordIdInvalid) : undefined}
        onChange={(event) => {
          const value = event.target.value.trim();
          const complete = value === '' || FILTER_VALUE_PATTERNS.id.test(value);
          setDraft(complete ? null : value);
          if (complete) set('record_id', value);
        }}
      />
      <Stack direction="row" spacing={1}>
        {(['since', 'until'] as const).map((bound) => (
          <TextField
            key={bound}
            size="small"
            type="date"
            label={intl.formatMessage(auditLogMessages[bound])}
            value={filters.facets[bound][0] ?? ''}
            onChange={(event) => set(bound, event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
      </Stack>
    </Stack>
  );
}
