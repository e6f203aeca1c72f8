import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  isResearchGroup,
  RESEARCH_CRITERIA_MAX,
  RESEARCH_CRITERION_KINDS,
  type ResearchCriterion,
  type ResearchCriterionKind,
  type ResearchGroup,
} from '@atrium/contract';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { blankCriterion, criteriaCount, criteriaInOrder } from './criteriaDraft';
import { CriterionFields } from './CriterionFields';
import { researchMessages as messages } from './researchMessages';

type Props = { value: ResearchGroup; onChange: (next: ResearchGroup) => void };

type Node = ResearchCriterion | ResearchGroup;

/** AND or OR for one group, said in words. */
function OpToggle({
  op,
  onChange,
}: {
  op: ResearchGroup['op'];
  onChange: (op: ResearchGroup['op']) => void;
}) {
  const intl = useIntl();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={op}
      onChange={(_, next: ResearchGroup['op'] | null) => next && onChange(next)}
      aria-label={intl.formatMessage(messages.combine)}
    >
      <ToggleButton value="and">{intl.formatMessage(messages.all)}</ToggleButton>
      <ToggleButton value="or">{intl.formatMessage(messages.any)}</ToggleButton>
    </ToggleButtonGroup>
  );
}

/** One criterion: its kind, then its fields, and a button to remove it. */
function CriterionRow({
  criterion,
  number,
  onChange,
  onRemove,
}: {
  criterion: ResearchCriterion;
  number: number;
  onChange: (next: ResearchCriterion) => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={`${intl.formatMessage(messages.kind)} ${number}`}
        value={criterion.kind}
        onChange={(event) => onChange(blankCriterion(event.target.value as ResearchCriterionKind))}
        sx={{ minWidth: 200 }}
      >
        {RESEARCH_CRITERION_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {intl.formatMessage(messages[`kind.${kind}`])}
          </MenuItem>
        ))}
      </TextField>
      <CriterionFields criterion={criterion} onChange={onChange} number={number} />
      <IconButton onClick={onRemove} aria-label={intl.formatMessage(messages.removeCriterion, { number })}>
        <DeleteOutlineIcon />
      </IconButton>
    </Stack>
  );
}

/**
 * The criteria of a search as a tree of at most two levels here (the server takes three): the
 * root's criteria and groups, each group its own AND/OR. At most RESEARCH_CRITERIA_MAX criteria.
 */
export function CriteriaBuilder({ value, onChange }: Props) {
  const intl = useIntl();
  const count = criteriaCount(value);
  const full = count >= RESEARCH_CRITERIA_MAX;
  // Criteria are numbered in reading order, through groups, so each field's name is unique.
  const numbers = new Map(criteriaInOrder(value).map((criterion, index) => [criterion, index + 1]));

  const replace = (group: ResearchGroup, index: number, node: Node | null): ResearchGroup => ({
    ...group,
    criteria:
      node === null
        ? group.criteria.filter((_, i) => i !== index)
        : group.criteria.map((each, i) => (i === index ? node : each)),
  });
  const rows = (group: ResearchGroup, change: (next: ResearchGroup) => void): ReactNode[] =>
    group.criteria.map((node, index) => {
      if (isResearchGroup(node)) {
        return (
          <Box
            key={index}
            role="group"
            aria-label={intl.formatMessage(messages.group)}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
          >
            <Stack spacing={1.5}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <OpToggle op={node.op} onChange={(op) => change(replace(group, index, { ...node, op }))} />
                <Button size="small" color="error" onClick={() => change(replace(group, index, null))}>
                  <FormattedMessage {...messages.removeGroup} />
                </Button>
              </Stack>
              {rows(node, (next) => change(replace(group, index, next)))}
              <Button
                size="small"
                startIcon={<AddIcon />}
                disabled={full}
                onClick={() =>
                  change(
                    replace(group, index, { ...node, criteria: [...node.criteria, blankCriterion('skill')] }),
                  )
                }
                sx={{ alignSelf: 'flex-start' }}
              >
                <FormattedMessage {...messages.addCriterion} />
              </Button>
            </Stack>
          </Box>
        );
      }
      const number = numbers.get(node) ?? 0;
      return (
        <CriterionRow
          key={index}
          criterion={node}
          number={number}
          onChange={(next) => change(replace(group, index, next))}
          onRemove={() => change(replace(group, index, null))}
        />
      );
    });

  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="legend" variant="subtitle1">
          <FormattedMessage {...messages.criteria} />
        </Typography>
        <OpToggle op={value.op} onChange={(op) => onChange({ ...value, op })} />
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage(messages.criteriaCount, { count, max: RESEARCH_CRITERIA_MAX })}
        </Typography>
      </Stack>
      {value.criteria.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          <FormattedMessage {...messages.noCriteria} />
        </Typography>
      )}
      {rows(value, onChange)}
      <Stack direction="row" spacing={1}>
        <Button
          startIcon={<AddIcon />}
          disabled={full}
          onClick={() => onChange({ ...value, criteria: [...value.criteria, blankCriterion('skill')] })}
        >
          <FormattedMessage {...messages.addCriterion} />
        </Button>
        <Button
          startIcon={<AddIcon />}
          disabled={full}
          onClick={() =>
            onChange({
              ...value,
              criteria: [...value.criteria, { op: 'or', criteria: [blankCriterion('skill')] }],
            })
          }
        >
          <FormattedMessage {...messages.addGroup} />
        </Button>
      </Stack>
    </Stack>
  );
}
