import { TAG_TYPES } from '@atrium/contract';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { AppRoute } from './layout/AppRoute';
import { lazyNamed } from './takeover/lazyNamed';
import type { MenuCondition, PathCondition } from './layout/menuConditions';
import { RESTRICTED_PROFILE_PATH } from './layout/restrictedAccess';

const menuMessages = defineMessages({
  home: { id: 'menu.home', defaultMessage: 'Home' },
  permissions: { id: 'menu.permissions', defaultMessage: 'Permissions' },
  teams: { id: 'menu.teams', defaultMessage: 'Teams and guilds' },
  solutions: { id: 'menu.solutions', defaultMessage: 'Solutions catalogue' },
  credentials: { id: 'menu.credentials', defaultMessage: 'Credentials' },
  whosWho: { id: 'menu.whosWho', defaultMessage: "Who's who search" },
  cvLibrary: { id: 'menu.cvLibrary', defaultMessage: 'CV library and resumes' },
  newcomers: { id: 'menu.newcomers', defaultMessage: 'Newcomers management' },
  mail: { id: 'menu.mail', defaultMessage: 'Mail delivery' },
  completion: { id: 'menu.completion', defaultMessage: 'Profile completion rate' },
  mentorship: { id: 'menu.mentorship', defaultMessage: 'Mentorship' },
  mentorshipSessions: { id: 'menu.mentorshipSessions', defaultMessage: 'Mentorship session administration' },
  tags: { id: 'menu.tags', defaultMessage: 'Tags management' },
  auditLog: { id: 'menu.auditLog', defaultMessage: 'Audit log' },
  integrations: { id: 'menu.integrations', defaultMessage: 'Integrations' },
  cvTemplates: { id: 'menu.cvTemplates', defaultMessage: 'CV templates' },
  profilesTool: { id: 'menu.profilesTool', defaultMessage: 'Profiles managing tool' },
  myUnit: { id: 'menu.myUnit', defaultMessage: 'My BU/BL' },
  csoTool: { id: 'menu.csoTool', defaultMessage: 'CSO managing tool' },
  hrTool: { id: 'menu.hrTool', defaultMessage: 'HR managing tool' },
  leaderTool: { id: 'menu.leaderTool', defaultMessage: 'Leader managing tool' },
  news: { id: 'menu.news', defaultMessage: 'News' },
  myReports: { id: 'menu.myReports', defaultMessage: 'My reports' },
  feedbackInbox: { id: 'menu.feedbackInbox', defaultMessage: 'Feedback inbox' },
  research: { id: 'menu.research', defaultMessage: 'Advanced research' },
  aiToolbox: { id: 'menu.aiToolbox', defaultMessage: 'AI toolbox' },
  bids: { id: 'menu.bids', defaultMessage: 'Bids' },
});

// Every screen is its own chunk. This table is itself loaded with the signed-in layout
// (SignedInApp), so the sign-in page's entry does not carry the screens' preload map.
export const ReportIssueDialog = lazyNamed(
  () => import('./features/report/ReportIssueDialog'),
  'ReportIssueDialog',
);
const SolutionsPage = lazyNamed(() => import('./features/solutions/SolutionsPage'), 'SolutionsPage');
const SolutionPage = lazyNamed(() => import('./features/solutions/SolutionPage'), 'SolutionPage');
const readSolutions = { type: 'permission', object: 'solutions', action: 'read' } as const;
const readCredentials = { type: 'permission', object: 'credentials', action: 'read' } as const;
const GroupPage = lazyNamed(() => import('./features/groups/GroupPage'), 'GroupPage');
const teamsRead = { type: 'permission', object: 'teams', action: 'read' } as const;
const readPeople = { type: 'permission', object: 'users', action: 'read' } as const;
const readResumes = { type: 'permission', object: 'resume', action: 'read' } as const;
const ManagingToolPage = lazyNamed(
  () => import('./features/managing-tools/ManagingToolPage'),
  'ManagingToolPage',
);
/** A managing tool (SPEC §2): its menu entry opens its people; each tab has its address. */
const managingTool = (path: string, condition: MenuCondition, label: MessageDescriptor): AppRoute[] => [
  { path, screen: ManagingToolPage, condition, menu: { label, icon: 'managingTool' } },
  { path: `${path}/:tab`, screen: ManagingToolPage, condition },
];
const manageMentorship = { type: 'permission', object: 'mentorship', action: 'update' } as const;
const readNews = { type: 'permission', object: 'news', action: 'read' } as const;
const ToolboxPage = lazyNamed(() => import('./features/ai-toolbox/ToolboxPage'), 'ToolboxPage');

/**
 * The protected screens, in menu order, each with its menu condition (SPEC.md §6). Later
 * features add their routes here; a parameterised path may add a condition before a broader one.
 */
export const APP_ROUTES: readonly AppRoute[] = [
  {
    path: '/home',
    serverRendered: {
      module: 'src/features/home/HomePage.tsx',
      parts: ['src/features/home/news/HomeNewsList.tsx', 'src/features/home/wall/Wall.tsx'],
    },
    screen: lazyNamed(() => import('./features/home/HomePage'), 'HomePage'),
    condition: { type: 'none' },
    menu: { label: menuMessages.home, icon: 'home' },
  },
  {
    path: '/news',
    screen: lazyNamed(() => import('./features/home/news/NewsListPage'), 'NewsListPage'),
    condition: readNews,
    menu: { label: menuMessages.news, icon: 'news' },
  },
  {
    path: '/news/:id',
    screen: lazyNamed(() => import('./features/home/news/NewsPage'), 'NewsPage'),
    condition: readNews,
  },
  {
    path: '/wall/:id',
    screen: lazyNamed(() => import('./features/home/wall/WallPostPage'), 'WallPostPage'),
    condition: { type: 'permission', object: 'wall', action: 'read' },
  },
  {
    path: '/who-s-who',
    serverRendered: { module: 'src/features/whos-who/WhosWhoPage.tsx' },
    screen: lazyNamed(() => import('./features/whos-who/WhosWhoPage'), 'WhosWhoPage'),
    condition: readPeople,
    menu: { label: menuMessages.whosWho, icon: 'whosWho' },
  },
  {
    path: '/cv-library',
    screen: lazyNamed(() => import('./features/cv-library/CvLibraryPage'), 'CvLibraryPage'),
    condition: readResumes,
    menu: { label: menuMessages.cvLibrary, icon: 'cvLibrary' },
  },
  {
    // Where a newcomer's welcome link leads; restricted access shows nothing else (ProtectedLayout).
    path: RESTRICTED_PROFILE_PATH,
    screen: lazyNamed(() => import('./features/profile/RestrictedProfilePage'), 'RestrictedProfilePage'),
    condition: { type: 'none' },
  },
  {
    path: '/profile/:id',
    serverRendered: { module: 'src/features/profile/ProfilePage.tsx' },
    screen: lazyNamed(() => import('./features/profile/ProfilePage'), 'ProfilePage'),
    condition: readPeople,
  },
  {
    path: '/resumes/:id',
    screen: lazyNamed(() => import('./features/resumes/ResumesPage'), 'ResumesPage'),
    condition: readResumes,
  },
  {
    path: '/teams-and-guilds',
    screen: lazyNamed(() => import('./features/groups/GroupsPage'), 'GroupsPage'),
    condition: teamsRead,
    menu: { label: menuMessages.teams, icon: 'teams' },
  },
  { path: '/team/:id', screen: GroupPage, condition: teamsRead },
  { path: '/squad/:id', screen: GroupPage, condition: teamsRead },
  { path: '/chapter/:id', screen: GroupPage, condition: teamsRead },
  { path: '/guild/:id', screen: GroupPage, condition: teamsRead },
  {
    path: '/newcomers',
    screen: lazyNamed(() => import('./features/newcomers/NewcomersPage'), 'NewcomersPage'),
    condition: { type: 'permission', object: 'newcomers', action: 'create' },
    menu: { label: menuMessages.newcomers, icon: 'newcomers' },
  },
  {
    path: '/advanced-research',
    screen: lazyNamed(() => import('./features/research/AdvancedResearchPage'), 'AdvancedResearchPage'),
    condition: readPeople,
    menu: { label: menuMessages.research, icon: 'research' },
  },
  {
    path: '/my-bu-bl',
    screen: lazyNamed(() => import('./features/my-unit/MyUnitPage'), 'MyUnitPage'),
    condition: readPeople,
    menu: { label: menuMessages.myUnit, icon: 'whosWho' },
  },
  ...managingTool('/cso-managing-tool', { type: 'role', roles: ['CSO'] }, menuMessages.csoTool),
  ...managingTool('/hr-managing-tool', { type: 'role', roles: ['HR'] }, menuMessages.hrTool),
  ...managingTool('/leader-managing-tool', { type: 'leader' }, menuMessages.leaderTool),
  {
    path: '/profiles-managing-tool',
    screen: lazyNamed(() => import('./features/profiles-tool/ProfilesToolPage'), 'ProfilesToolPage'),
    condition: { type: 'role', roles: ['Management', 'HR'] },
    menu: { label: menuMessages.profilesTool, icon: 'newcomers' },
  },
  {
    path: '/completion-profiles',
    screen: lazyNamed(() => import('./features/completion/CompletionPage'), 'CompletionPage'),
    condition: { type: 'role', roles: ['Management'] },
    menu: { label: menuMessages.completion, icon: 'completion' },
  },
  {
    // The campaigns are listed in a tab of /completion-profiles; a campaign's page has no menu entry.
    path: '/smart-campaign/:id',
    screen: lazyNamed(() => import('./features/completion/campaigns/SmartCampaignPage'), 'SmartCampaignPage'),
    condition: { type: 'role', roles: ['Management'] },
  },
  {
    // Its menu entry opens staffing; each tool is a tab of `/ai-toolbox/{type}`.
    path: '/ai-toolbox/staffing',
    screen: ToolboxPage,
    condition: readPeople,
    menu: { label: menuMessages.aiToolbox, icon: 'aiToolbox' },
  },
  { path: '/ai-toolbox/:type', screen: ToolboxPage, condition: readPeople },
  {
    // Issue 49: answering a tender is staffing's; the server shows each caller the bids they may read.
    path: '/bids',
    screen: lazyNamed(() => import('./features/tenders/BidsPage'), 'BidsPage'),
    condition: readPeople,
    menu: { label: menuMessages.bids, icon: 'bids' },
  },
  {
    path: '/mentorship',
    screen: lazyNamed(() => import('./features/mentorship/MentorshipPage'), 'MentorshipPage'),
    condition: { type: 'permission', object: 'mentorship', action: 'read' },
    menu: { label: menuMessages.mentorship, icon: 'mentorship' },
  },
  {
    path: '/mentorship-sessions',
    screen: lazyNamed(() => import('./features/mentorship/SessionsPage'), 'SessionsPage'),
    condition: manageMentorship,
    menu: { label: menuMessages.mentorshipSessions, icon: 'mentorshipSessions' },
  },
  {
    // A session's matching; its page has no menu entry.
    path: '/mentorship-sessions/:id',
    screen: lazyNamed(() => import('./features/mentorship/MatchingPage'), 'MatchingPage'),
    condition: manageMentorship,
  },
  {
    path: '/my-reports',
    screen: lazyNamed(() => import('./features/report/MyReportsPage'), 'MyReportsPage'),
    condition: { type: 'permission', object: 'report', action: 'create' },
    menu: { label: menuMessages.myReports, icon: 'myReports' },
  },
  {
    path: '/feedback-inbox',
    screen: lazyNamed(() => import('./features/report/FeedbackInboxPage'), 'FeedbackInboxPage'),
    condition: { type: 'permission', object: 'report', action: 'update' },
    menu: { label: menuMessages.feedbackInbox, icon: 'feedbackInbox' },
  },
  {
    path: '/permissions',
    screen: lazyNamed(() => import('./features/permissions/PermissionsPage'), 'PermissionsPage'),
    condition: { type: 'permission', object: 'permissions', action: 'read' },
    menu: { label: menuMessages.permissions, icon: 'permissions' },
  },
  {
    // SPEC §6: 'tags update', and at least one 'tag {type}' (each tag is managed under its type's).
    path: '/tags-management',
    screen: lazyNamed(() => import('./features/tags/TagsManagementPage'), 'TagsManagementPage'),
    condition: { type: 'permission', object: 'tags', action: 'update', tagTypes: TAG_TYPES },
    menu: { label: menuMessages.tags, icon: 'tags' },
  },
  {
    path: '/mail-delivery',
    screen: lazyNamed(() => import('./features/mail/MailDeliveryPage'), 'MailDeliveryPage'),
    condition: { type: 'permission', object: 'mail', action: 'read' },
    menu: { label: menuMessages.mail, icon: 'mail' },
  },
  {
    path: '/audit-log',
    screen: lazyNamed(() => import('./features/audit/AuditLogPage'), 'AuditLogPage'),
    condition: { type: 'permission', object: 'audit', action: 'read' },
    menu: { label: menuMessages.auditLog, icon: 'auditLog' },
  },
  {
    // API tokens: SCIM provisioning and scripts (issue 36).
    path: '/integrations',
    screen: lazyNamed(() => import('./features/integrations/IntegrationsPage'), 'IntegrationsPage'),
    condition: { type: 'permission', object: 'integrations', action: 'read' },
    menu: { label: menuMessages.integrations, icon: 'integrations' },
  },
  {
    // The firm's Word CV templates (issue 49).
    path: '/cv-templates',
    screen: lazyNamed(() => import('./features/cv-templates/CvTemplatesPage'), 'CvTemplatesPage'),
    condition: { type: 'permission', object: 'cv_templates', action: 'read' },
    menu: { label: menuMessages.cvTemplates, icon: 'cvTemplates' },
  },
  {
    // One's own personal tokens, from the person's menu (AvatarMenu).
    path: '/api-tokens',
    screen: lazyNamed(() => import('./features/integrations/PersonalTokensPage'), 'PersonalTokensPage'),
    condition: { type: 'none' },
  },
  {
    path: '/credentials',
    screen: lazyNamed(() => import('./features/credentials/CredentialsPage'), 'CredentialsPage'),
    condition: readCredentials,
    menu: { label: menuMessages.credentials, icon: 'credentials' },
  },
  {
    path: '/credentials/:id',
    screen: lazyNamed(() => import('./features/credentials/CredentialPage'), 'CredentialPage'),
    condition: readCredentials,
  },
  {
    path: '/solutions',
    screen: SolutionsPage,
    condition: readSolutions,
    menu: { label: menuMessages.solutions, icon: 'solutions' },
  },
  { path: '/solution/:id', screen: SolutionPage, condition: readSolutions },
  {
    path: '/top-solutions',
    screen: lazyNamed(() => import('./features/solutions/TopSolutionsPage'), 'TopSolutionsPage'),
    condition: readSolutions,
  },
  { path: '/top-solution/:id', screen: SolutionPage, condition: readSolutions },
  // `/solutions-page={n}` (SPEC.md §2): React Router has no partial segments, so this catches one
  // segment and the screen sends anything but `solutions-page=N` home. Keep it the LAST entry, so
  // it governs no path another route (or condition) names.
  { path: '/:listPage', screen: SolutionsPage, condition: readSolutions },
];

/** The menu conditions the layout evaluates, first match first. */
export const MENU_CONDITIONS: readonly PathCondition[] = APP_ROUTES.map(({ path, condition }) => ({
  path,
  condition,
}));
