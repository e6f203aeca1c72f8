import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  GROUP_TYPES,
  RESEARCH_TABS,
  type GroupType,
  type ResearchHit,
  type ResearchResultBody,
  type ResearchTab,
} from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { formatSkillDuration } from '../../i18n/skillDuration';
import { LoadFailedAlert } from '../../layout/LoadFailedAlert';
import { profilePath } from '../../layout/peoplePaths';
import { GROUP_TYPE_LABEL } from '../../i18n/groupTypeLabels';
import { researchMessages as messages } from './researchMessages';

type Props = {
  result: ResearchResultBody | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  tab: ResearchTab;
  onTab: (tab: ResearchTab) => void;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
};

const isGroupType = (value: string): value is GroupType => GROUP_TYPES.some((type) => type === value);

/** Where a line of a tab leads: the person's profile, the credential, the solution, the group. */
function pathOf(tab: ResearchTab, hit: ResearchHit): string {
  const id = encodeURIComponent(hit.id);
  if (tab === 'people') return profilePath(hit.id);
  if (tab === 'credentials') return `/credentials/${id}`;
  if (tab === 'solutions') return `/solution/${id}`;
  return `/${hit.subtitle ?? 'team'}/${id}`;
}

/** The tabs of a research with their counts, and the page of the tab chosen. */
export function ResearchResults({
  result,
  loading,
  failed,
  onRetry,
  tab,
  onTab,
  page,
  pageSize,
  onPage,
}: Props) {
  const intl = useIntl();
  // A group's line says its type, which is one of SPEC's fixed values: its name, never 'guild'.
  const subtitleOf = (shown: ResearchTab, subtitle: string) =>
    shown === 'groups' && isGroupType(subtitle) ? intl.formatMessage(GROUP_TYPE_LABEL[subtitle]) : subtitle;
  return (
    <Stack spacing={2}>
      <Tabs
        value={tab}
        onChange={(_, next: ResearchTab) => onTab(next)}
        aria-label={intl.formatMessage(messages.tabs)}
        variant="scrollable"
      >
        {RESEARCH_TABS.map((each) => (
          <Tab
            key={each}
            value={each}
            label={intl.formatMessage(messages.tab, {
              tab: intl.formatMessage(messages[`tab.${each}`]),
              count: result?.counts[each] ?? 0,
            })}
          />
        ))}
      </Tabs>
      {failed ? (
        <LoadFailedAlert onRetry={onRetry} />
      ) : !result ? (
        loading ? (
          <CircularProgress aria-label={intl.formatMessage(messages.search)} />
        ) : (
          <Typography color="text.secondary">
            <FormattedMessage {...messages.prompt} />
          </Typography>
        )
      ) : result.total === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage {...messages.empty} />
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" role="status">
            {intl.formatMessage(messages.total, { count: result.total })}
          </Typography>
          <List
            dense
            aria-label={intl.formatMessage(messages[`tab.${result.tab}`])}
            sx={{ opacity: loading ? 0.6 : 1 }}
          >
            {result.data.map((hit) => (
              <ListItem key={hit.id} disableGutters>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={pathOf(result.tab, hit)}>
                      {hit.title}
                    </Link>
                  }
                  secondary={
                    <Stack
                      component="span"
                      direction="row"
                      spacing={1}
                      useFlexGap
                      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
                    >
                      {hit.subtitle && <span>{subtitleOf(result.tab, hit.subtitle)}</span>}
                      {hit.skills.map(({ skill, months }) => (
                        <Chip
                          key={skill}
                          component="span"
                          size="small"
                          label={intl.formatMessage(messages.skillYears, {
                            skill,
                            duration: formatSkillDuration(intl, months),
                          })}
                        />
                      ))}
                    </Stack>
                  }
                  slotProps={{ secondary: { component: 'span' } }}
                />
              </ListItem>
            ))}
          </List>
          {result.total > pageSize && (
            <Pagination
              count={Math.ceil(result.total / pageSize)}
              page={page}
              onChange={(_, next) => onPage(next)}
            />
          )}
        </>
      )}
    </Stack>
  );
}
