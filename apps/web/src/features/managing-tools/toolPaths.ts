import { MANAGING_TABS, MANAGING_TOOLS, type ManagingTab, type ManagingTool } from '@atrium/contract';

/** A tool's tabs: SPEC §2's four, and the CSO's Bench (issue 35). */
export type ToolTab = ManagingTab | 'bench';
export const tabsOf = (tool: ManagingTool): readonly ToolTab[] =>
  tool === 'cso' ? [...MANAGING_TABS, 'bench'] : MANAGING_TABS;

/** `/cso-managing-tool`, `/hr-managing-tool`, `/leader-managing-tool` (SPEC §2). */
export const toolPath = (tool: ManagingTool, tab?: ToolTab) =>
  `/${tool}-managing-tool${tab ? `/${tab}` : ''}`;

/** The tool a path belongs to: its first segment. */
export function toolOfPath(pathname: string): ManagingTool | undefined {
  const first = pathname.split('/')[1] ?? '';
  return MANAGING_TOOLS.find((tool) => first === `${tool}-managing-tool`);
}
