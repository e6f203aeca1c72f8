import { MANAGING_TOOLS, type ManagingTab, type ManagingTool } from '@atrium/contract';

/** `/cso-managing-tool`, `/hr-managing-tool`, `/leader-managing-tool` (SPEC §2). */
export const toolPath = (tool: ManagingTool, tab?: ManagingTab) =>
  `/${tool}-managing-tool${tab ? `/${tab}` : ''}`;

/** The tool a path belongs to: its first segment. */
export function toolOfPath(pathname: string): ManagingTool | undefined {
  const first = pathname.split('/')[1] ?? '';
  return MANAGING_TOOLS.find((tool) => first === `${tool}-managing-tool`);
}
