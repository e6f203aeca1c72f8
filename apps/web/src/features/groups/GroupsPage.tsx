import { groupsObject } from '@atrium/contract';
import { useCallback, useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { useCardinalities } from '../../api/queries';
import { afterSearchPause } from '../../forms/searchPause';
import { usePermissions } from '../../api/usePermissions';
import { GroupDialog } from './GroupDialog';
import { GroupList } from './GroupList';
import { groupPath } from '../../layout/groupPaths';
import { groupsMessages } from './groupsMessages';
import { GROUPS_TABS, isGroupType, tabFrom, type GroupsTab } from './groupsTabs';
import { GROUP_TYPE_TAB } from './groupTypeMessages';
import { PeopleWithoutList } from './PeopleWithoutList';

/**
 * `/teams-and-guilds`: every team, squad, chapter and guild by tab (default all) with a search,
 * and for those who manage groups the people without a team or without a guild. The tab, the
 * search and the page live in the address, so a link or the back button brings them back.
 */
export function GroupsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { can } = usePermissions();
  const managing = can('teams', 'update');
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params.get('tab'), managing);
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  const [creating, setCreating] = useState(false);

  const change = useCallback(
    (next: { tab?: GroupsTab; q?: string; page?: number }) =>
      setParams(
        (current) => {
          const merged = new URLSearchParams(current);
          const put = (key: string, value: string | undefined) =>
            value ? merged.set(key, value) : merged.delete(key);
          if (next.tab !== undefined) put('tab', next.tab === 'all' ? undefined : next.tab);
          if (next.q !== undefined) put('q', next.q);
          // Another tab or another search starts at its first page.
          put('page', next.page && next.page > 1 ? String(next.page) : undefined);
          return merged;
        },
        // Each pause in typing is no step the back button should replay.
        { replace: next.q !== undefined },
      ),
    [setParams],
  );

  // Search once the typing pauses, not at every key.
  useEffect(() => {
    if (text.trim() === q) return;
    return afterSearchPause(() => change({ q: text.trim() }));
  }, [text, q, change]);

  const counts = useCardinalities(groupsObject, ['type'], { q });
  const byType = counts.data?.type ?? {};
  const total = Object.values(byType).reduce((sum, count) => sum + count, 0);
  const tabs = GROUPS_TABS.filter((candidate) => managing || !candidate.startsWith('without_'));
  const label = (candidate: GroupsTab) => {
    if (candidate === 'without_team') return intl.formatMessage(groupsMessages.tabWithoutTeam);
    if (candidate === 'without_guild') return intl.formatMessage(groupsMessages.tabWithoutGuild);
    const name =
      candidate === 'all'
        ? intl.formatMessage(groupsMessages.tabAll)
        : intl.formatMessage(GROUP_TYPE_TAB[candidate]);
    if (!counts.data) return name;
    const count = candidate === 'all' ? total : (byType[candidate] ?? 0);
    return intl.formatMessage(groupsMessages.count, { label: name, count });
  };

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <div>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
            <FormattedMessage {...groupsMessages.title} />
          </Typography>
          <Typography color="text.secondary">
            <FormattedMessage {...groupsMessages.intro} />
          </Typography>
        </div>
        {can('teams', 'create') && (
          <div>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setCreating(true)}
              sx={{ whiteSpace: 'nowrap' }}
            >
              <FormattedMessage {...groupsMessages.newGroup} />
            </Button>
          </div>
        )}
      </Stack>
      <TextField
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        label={intl.formatMessage(
          tab.startsWith('without_') ? groupsMessages.searchPeople : groupsMessages.search,
        )}
        sx={{ maxWidth: 480 }}
      />
      <Tabs
        value={tab}
        onChange={(_, next: GroupsTab) => change({ tab: next })}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {tabs.map((candidate) => (
          <Tab key={candidate} value={candidate} label={label(candidate)} />
        ))}
      </Tabs>
      {tab === 'without_team' || tab === 'without_guild' ? (
        <PeopleWithoutList
          kind={tab === 'without_team' ? 'team' : 'guild'}
          q={q}
          page={page}
          onPage={(next) => change({ page: next })}
        />
      ) : (
        <GroupList
          type={isGroupType(tab) ? tab : undefined}
          q={q}
          page={page}
          onPage={(next) => change({ page: next })}
        />
      )}
      {creating && (
        <GroupDialog
          initialType={isGroupType(tab) ? tab : undefined}
          onClose={() => setCreating(false)}
          onSaved={(saved) => navigate(groupPath(saved))}
        />
      )}
    </Stack>
  );
}
