/**
 * The names of the objects the server computes from people's records rather than stores (the
 * managing tools' lists, the completion dashboard, a campaign's targets) and of the audit log,
 * apart from their declarations, which use them. The web's cache rule refreshes them after every
 * write; importing the declarations for their names would carry their schemas into the first
 * screen's code, over the home page's budget.
 */
export const MANAGING_TOOLS = ['cso', 'hr', 'leader'] as const;
export type ManagingTool = (typeof MANAGING_TOOLS)[number];

export const managedPeopleName = <Tool extends ManagingTool>(tool: Tool) =>
  ({ module: 'managing_tools', object: `${tool}_users` }) as const;
export const managedGroupsName = <Tool extends ManagingTool>(tool: Tool) =>
  ({ module: 'managing_tools', object: `${tool}_groups` }) as const;
export const COMPLETION_PROFILES_NAME = { module: 'admin', object: 'completion_profiles' } as const;
export const SMART_CAMPAIGNS_NAME = { module: 'admin', object: 'smart_campaigns' } as const;
export const AUDIT_LOG_NAME = { module: 'admin', object: 'audit_log' } as const;
/** Staffing's assignments: a person's record, by name, for the cache rule's first screen. */
export const ASSIGNMENTS_NAME = { module: 'staffing', object: 'assignments' } as const;
/** The CSO tool's Bench: who is free now or rolls off soon, computed from assignments and profiles. */
export const BENCH_NAME = { module: 'managing_tools', object: 'cso_bench' } as const;

/** Every object computed from people's records: a write to any of a person's records changes them. */
export const PEOPLE_VIEW_NAMES = [
  ...MANAGING_TOOLS.flatMap((tool) => [managedPeopleName(tool), managedGroupsName(tool)]),
  COMPLETION_PROFILES_NAME,
  SMART_CAMPAIGNS_NAME,
  BENCH_NAME,
] as const;
