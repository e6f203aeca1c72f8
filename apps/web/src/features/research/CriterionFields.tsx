import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { keepPreviousData } from '@tanstack/react-query';
import { SKILL_LEVELS, solutionsObject, type ResearchCriterion } from '@atrium/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearch } from '../../api/queries';
import { useSearchText } from '../../forms/searchPause';
import { GroupPicker } from '../../layout/GroupPicker';
import { languageLevelMessages, researchMessages as messages } from './researchMessages';

type Props = { criterion: ResearchCriterion; onChange: (next: ResearchCriterion) => void; number: number };

/** A solution picked by name (the criterion keeps its id). */
function SolutionField({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (id: string) => void;
  label: string;
}) {
  const [typed, setTyped] = useState('');
  const q = useSearchText(typed);
  const found = useSearch(solutionsObject, { q, size: 20 }, { placeholderData: keepPreviousData });
  const options = found.data?.data ?? [];
  const chosen = options.find((solution) => solution.id === value) ?? null;
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 240, flexGrow: 1 }}
      options={options}
      value={chosen}
      getOptionLabel={(solution) => solution.name}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      onInputChange={(_, text) => setTyped(text)}
      onChange={(_, picked) => onChange(picked?.id ?? '')}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}

/** The fields of one criterion after its kind: its value, and a skill's level and years. */
export function CriterionFields({ criterion, onChange, number }: Props) {
  const intl = useIntl();
  const label = `${intl.formatMessage(messages[`kind.${criterion.kind}`])} ${number}`;
  const text = (value: string, next: (value: string) => ResearchCriterion, fieldLabel = label) => (
    <TextField
      size="small"
      label={fieldLabel}
      value={value}
      onChange={(event) => onChange(next(event.target.value))}
      slotProps={{ htmlInput: { maxLength: 300 } }}
      sx={{ minWidth: 200, flexGrow: 1 }}
    />
  );
  switch (criterion.kind) {
    case 'skill':
      return (
        <>
          {text(criterion.skill, (skill) => ({ ...criterion, skill }))}
          <TextField
            select
            size="small"
            label={intl.formatMessage(messages.minLevel)}
            value={criterion.min_level ?? ''}
            onChange={(event) => {
              const { min_level: _dropped, ...rest } = criterion;
              const level = event.target.value as (typeof SKILL_LEVELS)[number] | '';
              onChange(level === '' ? rest : { ...rest, min_level: level });
            }}
            sx={{ minWidth: 170 }}
          >
            <MenuItem value="">{intl.formatMessage(messages.anyLevel)}</MenuItem>
            {SKILL_LEVELS.map((level) => (
              <MenuItem key={level} value={level}>
                {intl.formatMessage(messages[`level.${level}`])}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="number"
            label={intl.formatMessage(messages.minYears)}
            value={criterion.min_years ?? ''}
            onChange={(event) => {
              const { min_years: _dropped, ...rest } = criterion;
              const years = Number(event.target.value);
              onChange(
                event.target.value === '' || !Number.isFinite(years) ? rest : { ...rest, min_years: years },
              );
            }}
            slotProps={{ htmlInput: { min: 0, max: 60, step: 0.5 } }}
            sx={{ width: 140 }}
          />
        </>
      );
    case 'sector':
      return text(criterion.sector, (sector) => ({ ...criterion, sector }));
    case 'certificate':
      return text(criterion.certificate, (certificate) => ({ ...criterion, certificate }));
    case 'grade':
      return text(criterion.grade, (grade) => ({ ...criterion, grade }));
    case 'business_unit':
      return text(criterion.business_unit, (business_unit) => ({ ...criterion, business_unit }));
    case 'hub':
      return text(criterion.hub, (hub) => ({ ...criterion, hub }));
    case 'client':
      return text(criterion.client, (client) => ({ ...criterion, client }));
    case 'language':
      return (
        <>
          {text(
            criterion.code,
            (code) => ({ ...criterion, code }),
            intl.formatMessage(messages.languageCode),
          )}
          <TextField
            select
            size="small"
            label={intl.formatMessage(messages.minLevel)}
            value={criterion.min_level ?? ''}
            onChange={(event) => {
              const { min_level: _dropped, ...rest } = criterion;
              const level = event.target.value as NonNullable<typeof criterion.min_level> | '';
              onChange(level === '' ? rest : { ...rest, min_level: level });
            }}
            sx={{ minWidth: 170 }}
          >
            <MenuItem value="">{intl.formatMessage(messages.anyLevel)}</MenuItem>
            {(['beginner', 'intermediate', 'advanced', 'fluent', 'native'] as const).map((level) => (
              <MenuItem key={level} value={level}>
                {intl.formatMessage(languageLevelMessages[level])}
              </MenuItem>
            ))}
          </TextField>
        </>
      );
    case 'solution':
      return (
        <SolutionField
          value={criterion.solution}
          onChange={(solution) => onChange({ ...criterion, solution })}
          label={intl.formatMessage(messages.pickSolution)}
        />
      );
    case 'group':
      return (
        <GroupPicker
          label={intl.formatMessage(messages.pickGroup)}
          value={criterion.group ? [criterion.group] : []}
          onChange={(ids) => onChange({ ...criterion, group: ids.at(-1) ?? '' })}
          max={1}
        />
      );
    case 'availability': {
      // A number field keeps its last whole value while the person types another.
      const whole = (value: string, min: number, max: number, fallback: number) => {
        const number = Math.round(Number(value));
        return value !== '' && Number.isFinite(number) ? Math.min(max, Math.max(min, number)) : fallback;
      };
      return (
        <>
          <TextField
            size="small"
            type="number"
            label={intl.formatMessage(messages.minFreePct)}
            value={criterion.min_free_pct}
            onChange={(event) =>
              onChange({
                ...criterion,
                min_free_pct: whole(event.target.value, 1, 100, criterion.min_free_pct),
              })
            }
            slotProps={{ htmlInput: { min: 1, max: 100, step: 10 } }}
            sx={{ width: 150 }}
          />
          <TextField
            size="small"
            type="date"
            label={`${intl.formatMessage(messages.freeFrom)} ${number}`}
            value={criterion.from}
            onChange={(event) => onChange({ ...criterion, from: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ minWidth: 170 }}
          />
          <TextField
            size="small"
            type="number"
            label={intl.formatMessage(messages.freeMonths)}
            value={criterion.months}
            onChange={(event) =>
              onChange({ ...criterion, months: whole(event.target.value, 1, 6, criterion.months) })
            }
            slotProps={{ htmlInput: { min: 1, max: 6 } }}
            sx={{ width: 130 }}
          />
        </>
      );
    }
  }
}
