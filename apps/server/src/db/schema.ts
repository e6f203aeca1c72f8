// Every table, for drizzle-kit and the typed database handle.
export * from '../platform/a12n/a12n.tables.ts';
export * from '../platform/permissions/permissions.tables.ts';
export * from '../platform/users/users.tables.ts';
export * from '../modules/report/report.tables.ts';
export * from '../modules/groups/groups.tables.ts';
export * from '../platform/files/files.tables.ts';
export * from '../modules/people/people.tables.ts';
export * from '../modules/solutions/solutions.tables.ts';
export * from '../modules/credentials/credentials.tables.ts';
export * from '../modules/newcomers/newcomers.tables.ts';
export * from '../modules/completion/completion.tables.ts';
export * from '../modules/campaigns/campaigns.tables.ts';
export * from '../modules/mentorship/mentorship.tables.ts';
export * from '../platform/audit/audit.tables.ts';
export * from '../modules/research/research.tables.ts';
