import type { ReactNode } from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { MANAGING_TABS, type ManagingTab, type ManagingTool } from '@atrium/contract';
import { useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { GroupsTab } from './GroupsTab';
import { managingToolsMessages as messages } from './managingToolsMessages';
import { PeopleTab } from './PeopleTab';
import { toolOfPath, toolPath } from './toolPaths';

const isTab = (value: string | undefined): value is ManagingTab =>
  (MANAGING_TABS as readonly (string | undefined)[]).includes(value);

/** The tabs of a tool, as links: each tab has its address (`/hr-managing-tool/squad`). */
function ToolTabs({ tool, tab }: { tool: ManagingTool; tab: ManagingTab }) {
  const intl = useIntl();
  return (
    <Tabs value={tab} variant="scrollable" aria-label={intl.formatMessage(messages.tabs)}>
      {MANAGING_TABS.map((value) => (
        <Tab
          key={value}
          value={value}
          label={intl.formatMessage(messages[value])}
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
  if (!isTab(tab)) return <Navigate to={toolPath(tool, 'users')} replace />;
  const tabs: ReactNode = <ToolTabs tool={tool} tab={tab} />;
  return tab === 'users' ? (
    <PeopleTab key={tool} tool={tool} tabs={tabs} />
  ) : (
    <GroupsTab key={`${tool}-${tab}`} tool={tool} type={tab} tabs={tabs} />
  );
}
