import type { ReactNode } from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ManagingTool } from '@atrium/contract';
import { useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { GroupsTab } from './GroupsTab';
import { managingToolsMessages as messages } from './managingToolsMessages';
import { PeopleTab } from './PeopleTab';
import { BenchTab } from './BenchTab';
import { benchMessages } from './benchMessages';
import { tabsOf, toolOfPath, toolPath, type ToolTab } from './toolPaths';

const isTabOf = (tool: ManagingTool, value: string | undefined): value is ToolTab =>
  (tabsOf(tool) as readonly (string | undefined)[]).includes(value);

/** The tabs of a tool, as links: each tab has its address (`/hr-managing-tool/squad`). */
function ToolTabs({ tool, tab }: { tool: ManagingTool; tab: ToolTab }) {
  const intl = useIntl();
  return (
    <Tabs value={tab} variant="scrollable" aria-label={intl.formatMessage(messages.tabs)}>
      {tabsOf(tool).map((value) => (
        <Tab
          key={value}
          value={value}
          label={intl.formatMessage(value === 'bench' ? benchMessages.tab : messages[value])}
          component={Link}
          to={toolPath(tool, value)}
        />
      ))}
    </Tabs>
  );
}

/**
 * `/{cso|hr|leader}-managing-tool/{users|team|squad|chapter}`: one screen for the three tools; the
 * server decides whom each reaches. A tool opens on its people (SPEC §3: the CSO tab defaults to users).
 */
export function ManagingToolPage() {
  const tool = toolOfPath(useLocation().pathname);
  const { tab } = useParams();
  if (!tool) return <Navigate to="/home" replace />;
  if (!isTabOf(tool, tab)) return <Navigate to={toolPath(tool, 'users')} replace />;
  const tabs: ReactNode = <ToolTabs tool={tool} tab={tab} />;
  if (tab === 'bench') return <BenchTab tabs={tabs} />;
  return tab === 'users' ? (
    <PeopleTab key={tool} tool={tool} tabs={tabs} />
  ) : (
    <GroupsTab key={`${tool}-${tab}`} tool={tool} type={tab} tabs={tabs} />
  );
}
