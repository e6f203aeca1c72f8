import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import SchoolIcon from '@mui/icons-material/School';
import StarIcon from '@mui/icons-material/Star';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import type { SvgIconComponent } from '@mui/icons-material';
import { SKILL_MATRIX_LEVELS, type SkillMatrixLevel } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadFailedAlert } from '../../layout/LoadFailedAlert';
import { PersonNameLink } from '../../layout/PersonNameLink';
import { Spinner } from '../../layout/Spinner';
import { visuallyHidden } from '../../layout/visuallyHidden';
import { useSkillsMatrix } from './groupsApi';
import { skillLevelMessages, skillsMatrixMessages } from './skillsMatrixMessages';

/**
 * How strongly each level colours its cell: the theme's primary colour, more opaque as the level
 * rises, so the map reads in both themes. Never the colour alone: each level has its icon too.
 */
const LEVEL_STRENGTH: Record<SkillMatrixLevel, number> = { none: 0, learning: 0.18, top: 0.45, mentor: 0.8 };
const LEVEL_ICON: Partial<Record<SkillMatrixLevel, SvgIconComponent>> = {
  learning: TrendingUpIcon,
  top: StarIcon,
  mentor: SchoolIcon,
};

const cellColours = (level: SkillMatrixLevel) => (theme: Theme) => ({
  backgroundColor:
    LEVEL_STRENGTH[level] === 0 ? 'transparent' : alpha(theme.palette.primary.main, LEVEL_STRENGTH[level]),
  color: level === 'mentor' ? theme.palette.primary.contrastText : theme.palette.text.primary,
});

/** A level's square: its colour and icon, as the legend and the cells show it. */
function LevelMark({ level }: { level: SkillMatrixLevel }) {
  const Icon = LEVEL_ICON[level];
  return (
    <Box
      aria-hidden
      sx={[
        {
          width: 28,
          height: 28,
          mx: 'auto',
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        },
        cellColours(level),
      ]}
    >
      {Icon && <Icon sx={{ fontSize: 18 }} />}
    </Box>
  );
}

function Legend() {
  const intl = useIntl();
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label={intl.formatMessage(skillsMatrixMessages.legend)}
      sx={{ flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0 }}
    >
      {SKILL_MATRIX_LEVELS.map((level) => (
        <Stack component="li" key={level} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <LevelMark level={level} />
          <Typography variant="body2">
            <FormattedMessage {...skillLevelMessages[level]} />
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * A group's skills matrix as a heat map: its people (rows) × their most common top skills
 * (columns), each cell coloured by the person's level, with the level in words for screen
 * readers and as a tooltip.
 */
export function SkillsMatrix({ groupId }: { groupId: string }) {
  const intl = useIntl();
  const query = useSkillsMatrix(groupId);

  if (query.isPending) return <Spinner />;
  if (query.isError) return <LoadFailedAlert onRetry={() => void query.refetch()} />;
  const { skills, people } = query.data;
  if (skills.length === 0 || people.length === 0) {
    return (
      <Typography color="text.secondary">
        <FormattedMessage {...skillsMatrixMessages.empty} />
      </Typography>
    );
  }

  return (
    <Stack spacing={2}>
      <Legend />
      <TableContainer
        sx={{ maxWidth: '100%', overflowX: 'auto' }}
        tabIndex={0}
        role="region"
        aria-label={intl.formatMessage(skillsMatrixMessages.tableLabel)}
      >
        <Table size="small" sx={{ width: 'auto' }}>
          <caption style={visuallyHidden}>
            <FormattedMessage {...skillsMatrixMessages.caption} />
          </caption>
          <TableHead>
            <TableRow>
              <TableCell scope="col">
                <FormattedMessage {...skillsMatrixMessages.person} />
              </TableCell>
              {skills.map((skill) => (
                <TableCell
                  key={skill.name}
                  scope="col"
                  align="center"
                  sx={{ verticalAlign: 'bottom', minWidth: 72, maxWidth: 120, whiteSpace: 'normal' }}
                >
                  {skill.name}
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    <FormattedMessage {...skillsMatrixMessages.holders} values={{ count: skill.people }} />
                  </Typography>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {people.map((person) => (
              <TableRow key={person.id}>
                <TableCell component="th" scope="row" sx={{ minWidth: 180 }}>
                  <PersonNameLink person={person} />
                </TableCell>
                {person.levels.map((level, index) => {
                  const words = intl.formatMessage(skillLevelMessages[level]);
                  return (
                    <TableCell key={skills[index]!.name} align="center" title={words}>
                      <LevelMark level={level} />
                      <span style={visuallyHidden}>{words}</span>
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
