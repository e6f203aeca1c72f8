import {
  assignmentsObject,
  auditLogObject,
  benchObject,
  completionProfilesObject,
  credentialsObject,
  experiencesObject,
  groupsObject,
  latestTokenExpiry,
  mailOutboxObject,
  mentorshipParticipantsObject,
  mentorshipSessionsObject,
  newcomersObject,
  newsObject,
  restrictedAccessesObject,
  reportObject,
  bidsObject,
  resumeObject,
  smartCampaignsObject,
  solutionsObject,
  tagsObject,
  usersObject,
  MANAGED_GROUPS_OBJECTS,
  MANAGED_PEOPLE_OBJECTS,
  type AnyObjectDeclaration,
  type Role,
} from '@atrium/contract';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app-setup.ts';
import { mailOutbox, restrictedAccesses } from './a12n/a12n.tables.ts';
import { auditLog } from './audit/audit.tables.ts';
import { notifications } from './notifications/notifications.tables.ts';
import { DEFAULT_GRANTS } from './permissions/default-grants.ts';
import { sampleCvTemplate } from '../modules/cv-templates/sample-template.ts';
import { multipartFile } from '../modules/people/testing/multipart.ts';

/**
 * Who may call what, for every route the server has. A new route fails the coverage test below
 * until it gets a row here: 'public', 'session' (anyone signed in), or the permission it needs,
 * with `owner` when the person the target belongs to may call it too, and `orIf` for a second
 * permission that also lets the call through.
 */
type Rule =
  | 'public'
  | 'session'
  /** For Prometheus: the METRICS_TOKEN bearer token, which no session stands for (401 to everyone else). */
  | 'metrics token'
  /** For identity providers: an API token with the `scim` scope, which no session stands for (401 to everyone else). */
  | 'scim token'
  | {
      permission: string;
      body?: Record<string, unknown>;
      owner?: true;
      orIf?: string;
      /** Refused to a newcomer's restricted access whatever it holds: the route reads colleagues. */
      notRestricted?: true;
    };

type Operation = 'read' | 'create' | 'update' | 'delete';

/**
 * The rows of an object's generic routes, from its declaration: each needs '{permission}
 * {operation}' unless `rules` says otherwise (an owner who may too, a body the route needs).
 */
function genericRoutes(
  declaration: AnyObjectDeclaration,
  rules: Partial<Record<Operation, Partial<Exclude<Rule, string>>>> = {},
): Record<string, Rule> {
  const base = `/api/c13s/v2/${declaration.module}/${declaration.object}`;
  const rule = (operation: Operation): Rule => ({
    permission: `${declaration.permission} ${operation}`,
    ...rules[operation],
  });
  return {
    [`GET ${base}/search`]: rule('read'),
    [`GET ${base}/cardinalities`]: rule('read'),
    [`GET ${base}/count`]: rule('read'),
    [`GET ${base}/{id}`]: rule('read'),
    ...(declaration.create && { [`POST ${base}`]: rule('create') }),
    ...(declaration.patch && { [`PATCH ${base}/{id}`]: rule('update') }),
    ...(declaration.deletable && { [`DELETE ${base}/{id}`]: rule('delete') }),
    ...(declaration.exportable && { [`GET ${base}/export`]: rule('read') }),
  };
}

const ACCESS: Record<string, Rule> = {
  'GET /api/health': 'public',
  'GET /metrics': 'metrics token',
  ...Object.fromEntries(
    [
      'GET /scim/v2/ServiceProviderConfig',
      'GET /scim/v2/ResourceTypes',
      'GET /scim/v2/ResourceTypes/{id}',
      'GET /scim/v2/Schemas',
      'GET /scim/v2/Schemas/{id}',
      'GET /scim/v2/Users',
      'POST /scim/v2/Users',
      'GET /scim/v2/Users/{id}',
      'PUT /scim/v2/Users/{id}',
      'PATCH /scim/v2/Users/{id}',
      'DELETE /scim/v2/Users/{id}',
    ].map((route) => [route, 'scim token' as const]),
  ),
  'POST /api/a12n/login': 'public',
  'POST /api/a12n/refresh': 'public',
  'POST /api/a12n/refresh/logout': 'public',
  'POST /api/a12n/access/logout': 'public',
  'GET /api/a12n/access': 'public',
  'GET /api/a12n/oidc': 'public',
  'GET /api/a12n/oidc/start': 'public',
  'GET /api/a12n/oidc/callback': 'public',
  'POST /api/a12n/password/change': 'session',
  'POST /api/a12n/password/forgot': 'public',
  'POST /api/a12n/password/reset': 'public',

  'GET /api/c13s/v2/public/permissions/self': 'session',
  'GET /api/c13s/v2/public/permissions/roles': { permission: 'permissions read' },
  'POST /api/c13s/v2/public/permissions/grants': { permission: 'permissions update' },
  'DELETE /api/c13s/v2/public/permissions/grants': { permission: 'permissions update' },
  'GET /api/c13s/v2/public/permissions/users/{id}/roles': { permission: 'permissions read' },
  'PUT /api/c13s/v2/public/permissions/users/{id}/roles': { permission: 'permissions update' },

  'GET /api/c13s/v2/cv_library/users/self': { permission: 'users read' },
  'POST /api/c13s/v2/cv_library/users/import': { permission: 'users create' },
  // Issue 45: the full report of an import's dry run, as the import's.
  'POST /api/c13s/v2/cv_library/users/import/report': { permission: 'users create' },
  // A person may edit their own record; the target here is a colleague's.
  ...genericRoutes(usersObject, {
    create: { body: { email: 'access.added@atrium.demo', first_name: 'Access', last_name: 'Added' } },
    update: { body: { job_title: 'Changed' }, owner: true },
  }),
  // 'users update' as a permission: owning the record is not enough to close it.
  'POST /api/c13s/v2/cv_library/users/{id}/deactivate': { permission: 'users update' },
  'POST /api/c13s/v2/cv_library/users/{id}/reactivate': { permission: 'users update' },
  'POST /api/c13s/v2/cv_library/users/{id}/password-reset': { permission: 'users update' },
  'POST /api/c13s/v2/cv_library/users/{id}/merge': { permission: 'users update' },
  // The managing tools' bulk actions; no such person here, so an allowed caller gets a 404.
  'POST /api/c13s/v2/cv_library/users/bulk-update': {
    permission: 'users update',
    body: { ids: ['00000000-0000-4000-8000-000000000000'], changes: { grade: 'Changed' } },
  },
  // Anyone may remind the people of the groups they lead (the callers here lead none).
  'POST /api/c13s/v2/cv_library/users/completion-reminder': {
    permission: 'users update',
    orIf: 'completion update',
    body: { ids: ['00000000-0000-4000-8000-000000000000'] },
  },

  // Whoever may send a report reads their own (another's is 404); the inbox reads, moves and answers them all.
  ...genericRoutes(reportObject, {
    read: { permission: 'report create', orIf: 'report read' },
    update: { body: { status: 'in_progress' } },
  }),
  'POST /api/c13s/v2/report/report/{id}/reply': { permission: 'report update', body: { reply: 'Thanks' } },

  // Everyone reads what is published for them; HR, Management and administrators write news.
  ...genericRoutes(newsObject, { update: { body: { pinned: true } } }),
  'POST /api/c13s/v2/home/news/{id}/archive': { permission: 'news update' },
  'GET /api/c13s/v2/home/news/{id}/cover': { permission: 'news read' },
  'POST /api/c13s/v2/home/news/{id}/cover': { permission: 'news update' },
  'DELETE /api/c13s/v2/home/news/{id}/cover': { permission: 'news update' },

  // A solution's owners may edit it too; the caller here owns none.
  ...genericRoutes(solutionsObject, { update: { body: { name: 'Changed' } } }),

  ...genericRoutes(newcomersObject, { update: { body: { hub: 'Changed' } } }),
  ...genericRoutes(completionProfilesObject, { update: { body: { name: 'Changed' } } }),
  ...genericRoutes(mailOutboxObject),
  // Read-only: no route writes to the log, which the setup's own writes fill.
  ...genericRoutes(auditLogObject),
  'POST /api/c13s/v2/admin/mail_outbox/{id}/retry': { permission: 'mail update' },
  'GET /api/c13s/v2/admin/completion_profiles/rates': { permission: 'completion read' },
  'GET /api/c13s/v2/admin/completion_profiles/rates/people': { permission: 'completion read' },
  'GET /api/c13s/v2/admin/completion_profiles/rates/export': { permission: 'completion read' },
  'GET /api/c13s/v2/admin/completion_profiles/rates/people/export': { permission: 'completion read' },
  'GET /api/c13s/v2/admin/completion_profiles/distribution': { permission: 'completion read' },
  'GET /api/c13s/v2/admin/completion_profiles/history': { permission: 'completion read' },
  'GET /api/c13s/v2/cv_library/newcomers/email': { permission: 'newcomers create' },
  'POST /api/c13s/v2/cv_library/newcomers/{id}/link': { permission: 'newcomers update' },
  'POST /api/c13s/v2/cv_library/newcomers/{id}/arrived': { permission: 'newcomers update' },
  'POST /api/c13s/v2/cv_library/newcomers/{id}/left': { permission: 'newcomers update' },
  ...genericRoutes(restrictedAccessesObject),
  // Everyone lists their own personal tokens and revokes them; someone else's does not exist for
  // them (404); 'integrations read' and 'integrations update' reach every token (the target here
  // is an administrator's service token). Making a SCIM or service token needs 'integrations
  // create' (a personal one anyone but a newcomer makes: api-tokens.test.ts).
  'GET /api/c13s/v2/admin/api_tokens/search': 'session',
  'GET /api/c13s/v2/admin/api_tokens/cardinalities': 'session',
  'GET /api/c13s/v2/admin/api_tokens/count': 'session',
  'GET /api/c13s/v2/admin/api_tokens/{id}': 'session',
  'POST /api/c13s/v2/admin/api_tokens': {
    permission: 'integrations create',
    body: {
      kind: 'service',
      name: 'Access script',
      scopes: ['directory:read'],
      expires_on: latestTokenExpiry(),
    },
  },
  'POST /api/c13s/v2/admin/api_tokens/{id}/revoke': 'session',
  'POST /api/c13s/v2/public/restricted_accesses/{id}/revoke': { permission: 'newcomers update' },

  // HR reads campaigns (and who a target reaches) with 'completion read'; Management changes them.
  ...genericRoutes(smartCampaignsObject, { update: { body: { name: 'Changed' } } }),
  'POST /api/c13s/v2/admin/smart_campaigns/preview': {
    permission: 'completion read',
    body: { target: { missing_fields: ['mobile'] } },
  },
  'POST /api/c13s/v2/admin/smart_campaigns/{id}/{move}': { permission: 'completion update' },
  'GET /api/c13s/v2/admin/smart_campaigns/{id}/funnel': { permission: 'completion read' },
  // The link in a campaign's mail: anyone may follow it, an unknown token only leads home.
  'GET /api/campaigns/open/{token}': 'public',

  // Everyone reads sessions and registers themselves; HR runs the programme ('mentorship' rights).
  ...genericRoutes(mentorshipSessionsObject, { update: { body: { name: 'Changed' } } }),
  'POST /api/c13s/v2/mentorship/sessions/{id}/archive': { permission: 'mentorship update' },
  'GET /api/c13s/v2/mentorship/sessions/{id}/matching': { permission: 'mentorship update' },
  'POST /api/c13s/v2/mentorship/sessions/{id}/matching': { permission: 'mentorship update' },
  'PUT /api/c13s/v2/mentorship/sessions/{id}/matching/{menteeId}': {
    permission: 'mentorship update',
    body: { mentor_id: null },
  },
  'POST /api/c13s/v2/mentorship/sessions/{id}/publish': { permission: 'mentorship update' },
  'GET /api/c13s/v2/mentorship/sessions/{id}/my-process': { permission: 'mentorship read' },
  // One's own favourites: the route finds the caller's registration, so there is no one else's to reach.
  'PUT /api/c13s/v2/mentorship/sessions/{id}/my-favourites': {
    permission: 'mentorship read',
    body: { mentor_ids: [] },
  },
  // The colleague's mentor registration: theirs to change or cancel, or an administrator's.
  ...genericRoutes(mentorshipParticipantsObject, {
    create: {
      permission: 'mentorship read',
      body: { session_id: '00000000-0000-4000-8000-000000000000', role: 'mentee' },
    },
    update: { permission: 'mentorship update', owner: true, body: { motivation: 'Changed' } },
    delete: { permission: 'mentorship update', owner: true },
  }),

  // A credential's sales owner and manager may edit and delete it too; the caller here is neither.
  ...genericRoutes(credentialsObject, { update: { body: { name: 'Changed' } } }),
  'POST /api/c13s/v2/cv_library/projects/with_file': { permission: 'credentials create' },
  'POST /api/c13s/v2/cv_library/projects/{id}/attachments': { permission: 'credentials update' },
  'GET /api/c13s/v2/cv_library/projects/{id}/attachments/{attachmentId}': { permission: 'credentials read' },
  'DELETE /api/c13s/v2/cv_library/projects/{id}/attachments/{attachmentId}': {
    permission: 'credentials update',
  },
  // Then only the person named or the credential's manager (credentials.test.ts); here nobody is named.
  'POST /api/c13s/v2/cv_library/projects/{id}/contributors/{userId}/confirm': {
    permission: 'credentials read',
  },

  // A group's leaders may edit it too; the caller here leads none.
  ...genericRoutes(groupsObject, { update: { body: { name: 'Changed' } } }),

  // A group's leaders may add members too; the caller here leads none.
  'POST /api/c13s/v2/cv_library/teams/{id}/members': {
    permission: 'teams update',
    body: { user_ids: ['00000000-0000-4000-8000-000000000000'] },
  },

  // The managing tools pass the read gate and then list only their scope: nobody without the
  // tool's role, a leader's members (managing-tools.test.ts tries each role and scope).
  ...[...Object.values(MANAGED_PEOPLE_OBJECTS), ...Object.values(MANAGED_GROUPS_OBJECTS)].reduce(
    (rows, object) => ({ ...rows, ...genericRoutes(object, { read: { notRestricted: true } }) }),
    {},
  ),
  // Never whoever gave the place (groups.confirmation.test.ts).
  'POST /api/c13s/v2/cv_library/teams/{id}/places/{user_id}/confirm': { permission: 'teams update' },
  'POST /api/c13s/v2/cv_library/teams/{id}/follow': { permission: 'teams read' },
  'DELETE /api/c13s/v2/cv_library/teams/{id}/follow': { permission: 'teams read' },
  'GET /api/c13s/v2/cv_library/teams/without_team': { permission: 'teams update' },
  'GET /api/c13s/v2/cv_library/teams/without_guild': { permission: 'teams update' },
  'GET /api/c13s/v2/cv_library/teams/{id}/skills-matrix': { permission: 'teams read' },
  // A group's files: its leaders may add and remove them too; the caller here leads none.
  'POST /api/c13s/v2/cv_library/teams/{id}/files': { permission: 'teams update' },
  'GET /api/c13s/v2/cv_library/teams/{id}/files/{fileId}': { permission: 'teams read' },
  'DELETE /api/c13s/v2/cv_library/teams/{id}/files/{fileId}': { permission: 'teams update' },

  'GET /api/c13s/v2/cv_library/users/{id}/picture': { permission: 'users read' },
  'GET /api/c13s/v2/cv_library/users/{id}/picture/thumbnail': { permission: 'users read' },
  // A person may change their own picture; the target here is a colleague's.
  'POST /api/c13s/v2/cv_library/users/{id}/picture': { permission: 'users update', owner: true },
  'DELETE /api/c13s/v2/cv_library/users/{id}/picture': { permission: 'users update', owner: true },

  // 'tag {type}' also lets a person add tags of that type; guests hold no 'tag market'.
  ...genericRoutes(tagsObject, {
    create: { body: { type: 'market', name: 'New market' }, orIf: 'tag market' },
    update: { body: { name: 'Changed' } },
  }),
  'GET /api/c13s/v2/cv_library/tags/usage': { permission: 'tags read' },
  'GET /api/c13s/v2/cv_library/tags/aliases': { permission: 'tags read' },
  // An alias is managed as a rename is: 'tags update' (and 'tag {type}').
  'POST /api/c13s/v2/cv_library/tags/{id}/aliases': {
    permission: 'tags update',
    body: { alias: 'Access alias' },
  },
  'DELETE /api/c13s/v2/cv_library/tags/{id}/aliases/{aliasId}': { permission: 'tags update' },
  // Years per skill are a person's: whoever may read the person.
  'GET /api/c13s/v2/research/people/{id}/skill-years': { permission: 'users read' },
  // The advanced research is Who's who's: whoever reads people; each tab keeps its object's rules.
  'POST /api/c13s/v2/research/search': { permission: 'users read', body: { query: {} } },
  'POST /api/c13s/v2/research/export': { permission: 'users read', body: { query: {} } },
  'GET /api/c13s/v2/research/saved': { permission: 'users read' },
  'GET /api/c13s/v2/research/saved/{id}': { permission: 'users read' },
  'POST /api/c13s/v2/research/saved': { permission: 'users read', body: { name: 'Access', query: {} } },
  'DELETE /api/c13s/v2/research/saved/{id}': { permission: 'users read' },
  // Merging rewrites every use and deletes the tag: both rights (and 'tag {type}'); no such target here.
  'POST /api/c13s/v2/cv_library/tags/{id}/merge': {
    permission: 'tags update',
    body: { into: '00000000-0000-4000-8000-000000000000' },
  },

  // A person edits their own experiences and resumes; the targets here are a colleague's.
  ...genericRoutes(experiencesObject, {
    update: { body: { role: 'Changed' }, owner: true },
    delete: { owner: true },
  }),

  ...genericRoutes(resumeObject, {
    update: { body: { title: 'Changed' }, owner: true },
    delete: { owner: true },
  }),
  'GET /api/c13s/v2/cv_library/resume/self': { permission: 'resume read' },
  'GET /api/c13s/v2/cv_library/resume/library': { permission: 'resume read' },
  // Everyone generates their own resumes; another person's (rights are checked before the id) needs
  // more; a tailored CV (a selection) of a colleague, TAILORED_CV_PERMISSIONS (toolbox.test.ts).
  'POST /api/c13s/v2/cv_library/resume/generate': {
    permission: 'resume update',
    body: { user_id: '00000000-0000-4000-8000-000000000000', format: 'pdf', language: 'en' },
  },
  'POST /api/c13s/v2/cv_library/resume/zip': {
    permission: 'resume update',
    body: { resume_ids: ['00000000-0000-4000-8000-000000000000'], format: 'pdf' },
  },

  // Everyone signed in has a bell; each reaches their own notifications only.
  'GET /api/c13s/v2/public/notifications': 'session',
  'GET /api/c13s/v2/public/notifications/unread_count': 'session',
  'POST /api/c13s/v2/public/notifications/{id}/read': 'session',
  'POST /api/c13s/v2/public/notifications/read_all': 'session',

  // Every employee reads the wall and posts, comments, likes, reports; the author (here the
  // colleague) or a moderator changes a post or comment; moderators hide.
  'GET /api/c13s/v2/home/wall/posts': { permission: 'wall read' },
  'GET /api/c13s/v2/home/wall/posts/new_count': { permission: 'wall read' },
  'GET /api/c13s/v2/home/wall/posts/{id}': { permission: 'wall read' },
  'POST /api/c13s/v2/home/wall/posts': { permission: 'wall create', body: { text: 'Access post' } },
  'PATCH /api/c13s/v2/home/wall/posts/{id}': {
    permission: 'wall update',
    owner: true,
    body: { text: 'Changed' },
  },
  'DELETE /api/c13s/v2/home/wall/posts/{id}': { permission: 'wall delete', owner: true },
  'POST /api/c13s/v2/home/wall/posts/{id}/like': { permission: 'wall create' },
  'DELETE /api/c13s/v2/home/wall/posts/{id}/like': { permission: 'wall create' },
  'GET /api/c13s/v2/home/wall/posts/{id}/comments': { permission: 'wall read' },
  'POST /api/c13s/v2/home/wall/posts/{id}/comments': { permission: 'wall create', body: { text: 'Access' } },
  'PATCH /api/c13s/v2/home/wall/comments/{id}': {
    permission: 'wall update',
    owner: true,
    body: { text: 'Changed' },
  },
  'DELETE /api/c13s/v2/home/wall/comments/{id}': { permission: 'wall delete', owner: true },
  'POST /api/c13s/v2/home/wall/posts/{id}/report': { permission: 'wall create', body: { reason: 'Access' } },
  'POST /api/c13s/v2/home/wall/posts/{id}/hide': { permission: 'wall update', body: { reason: 'Access' } },
  'POST /api/c13s/v2/home/wall/pictures': { permission: 'wall create' },
  'GET /api/c13s/v2/home/wall/pictures/{id}': { permission: 'wall read' },
  // Tenders (issue 49): whoever may staff answers a tender; a bid is its author's (404 to others) or
  // any holder's of 'resume download'; the pack's CVs follow the one CV rule.
  ...genericRoutes(bidsObject, {
    read: { notRestricted: true },
    create: { permission: 'users read', notRestricted: true },
    update: { permission: 'users read', notRestricted: true, body: { title: 'Changed' } },
    delete: { permission: 'users read', notRestricted: true },
  }),
  'POST /api/c13s/v2/tenders/bids/read': {
    permission: 'users read',
    notRestricted: true,
    body: { text: 'A developer' },
  },
  'POST /api/c13s/v2/tenders/bids/read/file': { permission: 'users read', notRestricted: true },
  'POST /api/c13s/v2/tenders/bids/team': {
    permission: 'users read',
    notRestricted: true,
    body: {
      roles: [
        {
          title: 'Developer',
          count: 1,
          terms: { skills: [], sectors: [], clients: [], languages: [] },
          availability: { start: null, weeks: null, load_pct: null },
        },
      ],
    },
  },
  'POST /api/c13s/v2/tenders/bids/{id}/pack': {
    permission: 'users read',
    notRestricted: true,
    body: { format: 'docx' },
  },
  'GET /api/c13s/v2/tenders/proposals/self': 'session',
  // The AI toolbox: staffing and tailoring read colleagues; each record it shows keeps its own rules.
  'GET /api/c13s/v2/ai_toolbox/status': 'session',
  'POST /api/c13s/v2/ai_toolbox/staffing': {
    permission: 'users read',
    notRestricted: true,
    body: { need: 'Kubernetes' },
  },
  // TAILORED_CV_PERMISSIONS: 'users read' here, 'resume read' too (toolbox.test.ts revokes that one).
  'POST /api/c13s/v2/ai_toolbox/tailored': {
    permission: 'users read',
    notRestricted: true,
    body: { user_id: '00000000-0000-4000-8000-000000000000', need: 'Kubernetes' },
  },
  // Staffing: everyone signed in searches assignments, each seeing the rows they may read (their
  // own, their people's, everyone's with 'assignments read'); writing needs 'assignments update'
  // (a group leader writes their people's without it: the callers here lead none). The record is
  // the colleague's ('owner'): they read it but may not change it.
  ...genericRoutes(assignmentsObject, {
    read: { permission: 'users read' },
    create: {
      permission: 'assignments update',
      body: {
        user_id: '00000000-0000-4000-8000-000000000000',
        client: 'Access client',
        start_date: '2026-01-05',
        allocation: 50,
      },
    },
    update: { permission: 'assignments update', body: { allocation: 40 } },
    delete: { permission: 'assignments update' },
  }),
  // The resource-planning tool's export: the CSO's, as everyone's assignments are.
  'POST /api/c13s/v2/staffing/assignments/import': { permission: 'assignments update' },
  // Issue 45: the full report of an import's dry run, as the import's.
  'POST /api/c13s/v2/staffing/assignments/import/report': { permission: 'assignments update' },
  // The CSO tool's Bench: the CSO's people only (others get an empty list), as the tool's people.
  ...genericRoutes(benchObject, { read: { notRestricted: true } }),
  // A person's free weeks: whoever may read the person (never their clients).
  'GET /api/c13s/v2/staffing/availability': { permission: 'users read' },
  // Without a model configured (as here) every signed-in caller learns only that: the record's rules come after.
  'POST /api/c13s/v2/ai_toolbox/drafts/payload': 'session',
  'POST /api/c13s/v2/ai_toolbox/drafts': 'session',
  // The firm's CV templates (issue 49): administrators manage them; every CV download offers the published ones.
  'GET /api/c13s/v2/admin/cv_templates': { permission: 'cv_templates read' },
  'GET /api/c13s/v2/admin/cv_templates/choices': { permission: 'resume read' },
  'GET /api/c13s/v2/admin/cv_templates/sample': { permission: 'cv_templates read' },
  'POST /api/c13s/v2/admin/cv_templates': { permission: 'cv_templates create' },
  'POST /api/c13s/v2/admin/cv_templates/{id}/versions': { permission: 'cv_templates update' },
  'PATCH /api/c13s/v2/admin/cv_templates/{id}': {
    permission: 'cv_templates update',
    body: { name: 'Changed' },
  },
  'POST /api/c13s/v2/admin/cv_templates/{id}/publish': { permission: 'cv_templates update', body: {} },
  'POST /api/c13s/v2/admin/cv_templates/{id}/default': {
    permission: 'cv_templates update',
    body: { is_default: false },
  },
  'DELETE /api/c13s/v2/admin/cv_templates/{id}': { permission: 'cv_templates delete' },
  'GET /api/c13s/v2/admin/cv_templates/{id}/versions/{versionId}/file': { permission: 'cv_templates read' },
  'GET /api/c13s/v2/admin/cv_templates/{id}/versions/{versionId}/preview': {
    permission: 'cv_templates read',
  },
};

/**
 * A person's assignment is read by them, their leaders and holders of 'assignments read': to any
 * other caller it does not exist (404), whatever they would do to it.
 */
const READ_BY_FEW = ['/staffing/assignments/{id}'];
const readByFew = (route: string) => READ_BY_FEW.some((path) => route.endsWith(path));

/** The seven kinds of caller every route is tried with. */
const ACTORS = ['anonymous', 'newcomer', 'owner', 'other employee', 'HR', 'Management', 'admin'] as const;
type Actor = (typeof ACTORS)[number];

/** What an actor holds with the default grants: a newcomer's role replaces the guest's. */
function grantsOf(actor: Actor): Set<string> {
  if (actor === 'anonymous') return new Set();
  if (actor === 'newcomer') return new Set(DEFAULT_GRANTS.newcomer);
  const role: Role | undefined = actor === 'owner' || actor === 'other employee' ? undefined : actor;
  return new Set([...DEFAULT_GRANTS.guest, ...(role ? DEFAULT_GRANTS[role] : [])]);
}

/** Whether the rule lets the actor through (any answer but 401 and 403), from the default grants. */
function allowed(rule: Rule, actor: Actor): boolean {
  if (rule === 'public') return true;
  if (actor === 'anonymous' || rule === 'metrics token' || rule === 'scim token') return false;
  if (rule === 'session') return true;
  if (rule.notRestricted && actor === 'newcomer') return false;
  const grants = grantsOf(actor);
  return (
    grants.has(rule.permission) ||
    (rule.orIf !== undefined && grants.has(rule.orIf)) ||
    (rule.owner === true && actor === 'owner')
  );
}

describe('access to every route', () => {
  // Set, so that the metrics route exists (without it the route is not registered at all).
  const ctx = useTestApp({ METRICS_TOKEN: 'metrics-token-of-the-access-test' });
  const ids: Record<string, string> = {};
  const callers = new Map<Actor, (options: InjectOptions) => Promise<{ statusCode: number }>>();
  let scimSecret = '';
  let directorySecret = '';

  beforeAll(async () => {
    const t = ctx();
    const colleague = await t.signedIn();
    const admin = await t.signedIn({ roles: ['admin'] });
    const signedIn = async (roles: Role[]) => (await t.signedIn({ roles })).request;
    callers.set('anonymous', (options) => t.app.inject(options));
    callers.set('newcomer', await signedIn(['newcomer']));
    callers.set('owner', colleague.request);
    callers.set('other employee', await signedIn([]));
    callers.set('HR', await signedIn(['HR']));
    callers.set('Management', await signedIn(['Management']));
    callers.set('admin', admin.request);
    // The colleague is the report's author ('owner'); any other employee finds no such report.
    const report = await colleague.request({
      method: 'POST',
      url: '/api/c13s/v2/report/report',
      payload: { page: '/home', type: 'bug', description: 'Something' },
    });
    ids.report = report.json().id;
    const news = await admin.request({
      method: 'POST',
      url: '/api/c13s/v2/home/news',
      payload: { title_en: 'Access news', body_en: 'For everyone', publish_at: '2026-01-01T08:00:00Z' },
    });
    ids.news = news.json().id;
    ids.users = colleague.user.id;
    ids.permissions = colleague.user.id;
    // Someone of their own for the account routes: closing the colleague's would end the owner's session.
    ids.account = (await t.createPerson()).id;
    const token = await admin.request({
      method: 'POST',
      url: '/api/c13s/v2/admin/api_tokens',
      payload: {
        kind: 'service',
        name: 'Access token',
        scopes: ['directory:read'],
        expires_on: latestTokenExpiry(),
      },
    });
    ids.api_tokens = token.json().token.id;
    const scim = await admin.request({
      method: 'POST',
      url: '/api/c13s/v2/admin/api_tokens',
      payload: { kind: 'scim', name: 'Access SCIM', scopes: ['scim'], expires_on: latestTokenExpiry() },
    });
    scimSecret = scim.json().secret;
    directorySecret = token.json().secret;
    // A person of the identity provider's for the SCIM routes' {id}.
    ids.Users = (await t.createPerson()).id;
    ids.ResourceTypes = 'User';
    ids.Schemas = 'urn:ietf:params:scim:schemas:core:2.0:User';
    const solution = await admin.request({
      method: 'POST',
      url: '/api/c13s/v2/cv_library/solutions',
      payload: { name: 'Access solution', summary: 'For the access checks' },
    });
    ids.solutions = solution.json().id;
    const credential = await admin.request({
      method: 'POST',
      url: '/api/c13s/v2/cv_library/projects',
      payload: { name: 'Access credential', client: 'Access client' },
    });
    ids.projects = credential.json().id;
    const guild = await admin.request({
      method: 'POST',
      url: '/api/c13s/v2/cv_library/teams',
      payload: { type: 'guild', name: 'Access guild' },
    });
    ids.teams = guild.json().id;
    const tag = await admin.request({
      method: 'POST',
      url: '/api/c13s/v2/cv_library/tags',
      payload: { type: 'technical', name: 'Access tag' },
    });
    ids.tags = tag.json().id;
    const experience = await admin.request({
      method: 'POST',
      url: '/api/c13s/v2/cv_library/experiences',
      payload: {
        user_id: colleague.user.id,
        client: 'Access client',
        role: 'Analyst',
        start_date: '2020-01-01',
      },
    });
    ids.experiences = experience.json().id;
    const resume = await admin.request({
      method: 'POST',
      url: '/api/c13s/v2/cv_library/resume',
      payload: { user_id: colleague.user.id, title: 'Access resume' },
    });
    ids.resume = resume.json().id;
    const newcomer = await admin.request({
      method: 'POST',
      url: '/api/c13s/v2/cv_library/newcomers',
      payload: {
        type: 'employee',
        first_name: 'Access',
        last_name: 'Newcomer',
        email: 'access.newcomer@atrium.demo',
        personal_email: 'access@example.org',
        arrival_date: '2026-12-01',
        business_line: 'Data',
        hub: 'Lyon',
        licence: 'E3',
      },
    });
    ids.newcomers = newcomer.json().id;
    await admin.request({ method: 'POST', url: `/api/c13s/v2/cv_library/newcomers/${ids.newcomers}/link` });
    const [link] = await t.app.db.select({ id: restrictedAccesses.id }).from(restrictedAccesses);
    ids.restricted_accesses = link!.id;
    const profile = await admin.request({
      method: 'POST',
      url: '/api/c13s/v2/admin/completion_profiles',
      payload: {
        name: 'Access profile',
        grade: 'Access',
        fields: [{ field: 'mobile', weight: 1 }],
        target: 100,
      },
    });
    ids.completion_profiles = profile.json().id;
    const [mail] = await t.app.db
      .insert(mailOutbox)
      .values({ to: 'someone@example.org', subject: 'Access', body: 'Access' })
      .returning({ id: mailOutbox.id });
    ids.mail_outbox = mail!.id;
    const campaign = await admin.request({
      method: 'POST',
      url: '/api/c13s/v2/admin/smart_campaigns',
      payload: {
        name: 'Access campaign',
        target: { missing_fields: ['mobile'] },
        messages: {
          en: { subject: 'Your profile', body: 'Hello {first_name}' },
          fr: { subject: 'Votre profil', body: 'Bonjour {first_name}' },
        },
        start_at: '2026-12-01T08:00:00Z',
        reminder_every_days: 7,
        reminders_max: 2,
        escalate: false,
      },
    });
    ids.smart_campaigns = campaign.json().id;
    const today = {
      start: new Date().toISOString().slice(0, 10),
      end: new Date().toISOString().slice(0, 10),
    };
    const session = await admin.request({
      method: 'POST',
      url: '/api/c13s/v2/mentorship/sessions',
      payload: {
        name: 'Access session',
        year: 2026,
        mentor_registration: today,
        mentee_registration: today,
        selection: today,
        matching: today,
      },
    });
    ids.sessions = session.json().id;
    const mentor = await colleague.request({
      method: 'POST',
      url: '/api/c13s/v2/mentorship/participants',
      payload: { session_id: ids.sessions, role: 'mentor', mentee_count: 1 },
    });
    ids.participants = mentor.json().id;
    const bid = await colleague.request({
      method: 'POST',
      url: '/api/c13s/v2/tenders/bids',
      payload: {
        title: 'Access bid',
        tender_text: 'A developer',
        roles: [],
        team: [],
        language: 'en',
        anonymised: false,
      },
    });
    ids.bids = bid.json().id;
    const [entry] = await t.app.db.select({ id: auditLog.id }).from(auditLog).limit(1);
    ids.audit_log = entry!.id;
    const post = await colleague.request({
      method: 'POST',
      url: '/api/c13s/v2/home/wall/posts',
      payload: { text: 'Access wall post', mention_ids: [admin.user.id] },
    });
    ids.posts = post.json().id;
    const comment = await colleague.request({
      method: 'POST',
      url: `/api/c13s/v2/home/wall/posts/${ids.posts}/comments`,
      payload: { text: 'Access comment' },
    });
    ids.comments = comment.json().id;
    const [notification] = await t.app.db.select({ id: notifications.id }).from(notifications).limit(1);
    ids.notifications = notification!.id;
    const assignment = await admin.request({
      method: 'POST',
      url: '/api/c13s/v2/staffing/assignments',
      payload: {
        user_id: colleague.user.id,
        client: 'Access client',
        start_date: '2026-01-05',
        allocation: 50,
      },
    });
    ids.assignments = assignment.json().id;
    const cvTemplate = await admin.request({
      method: 'POST',
      url: '/api/c13s/v2/admin/cv_templates',
      ...multipartFile({
        bytes: await sampleCvTemplate('en'),
        filename: 'Access.docx',
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        fields: { name: 'Access', language: 'en', purpose: 'standard' },
      }),
    });
    ids.cv_templates = cvTemplate.json().id;
    ids.cv_template_versions = cvTemplate.json().versions[0].id;
  });

  const concrete = (route: string) => {
    const [method = '', path = ''] = route.split(' ');
    const area = /\/(de|re)activate$/.test(path)
      ? 'account'
      : (Object.keys(ids).find((key) => path.includes(`/${key}/`)) ?? 'users');
    return {
      method: method as 'GET',
      url: path
        .replace('{id}', ids[area] ?? '')
        .replace('{move}', 'pause')
        .replace('{menteeId}', ids.participants ?? '')
        .replace('{userId}', ids.users ?? '')
        .replace('{versionId}', ids.cv_template_versions ?? ''),
    };
  };

  it('has a rule for every route the server registers, and a route for every rule', () => {
    const paths = ctx().app.swagger().paths ?? {};
    const registered = Object.entries(paths).flatMap(([path, item]) =>
      Object.keys(item ?? {}).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(registered.sort()).toEqual(Object.keys(ACCESS).sort());
  });

  it('GET /metrics refuses a wrong metrics token (401), and a session is no token', async () => {
    const wrong = await ctx().app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-token-of-the-access-tesT' },
    });
    expect(wrong.statusCode).toBe(401);
    expect((await callers.get('admin')!({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
  });

  it.each(Object.entries(ACCESS).filter(([, rule]) => rule !== 'public'))(
    '%s needs a session (401)',
    async (route, rule) => {
      const response = await ctx().app.inject(concrete(route));
      expect(response.statusCode).toBe(401);
      // SCIM's clients read SCIM's error schema (RFC 7644 §3.12), the rest Atrium's.
      expect(response.json()).toEqual(
        rule === 'scim token'
          ? {
              schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
              status: '401',
              detail: 'Please sign in',
            }
          : { code: 'unauthenticated', msg: 'Please sign in' },
      );
    },
  );

  it('lets a SCIM token reach the SCIM routes and nothing else, and another token none of them', async () => {
    const as = (secret: string) => (route: string) =>
      ctx().app.inject({ ...concrete(route), headers: { authorization: `Bearer ${secret}` } });
    const wrong: string[] = [];
    for (const [route, rule] of Object.entries(ACCESS)) {
      if (rule === 'public' || rule === 'metrics token') continue;
      const status = (await as(scimSecret)(route)).statusCode;
      const expected =
        rule === 'scim token' ? status !== 401 && status !== 403 && status < 500 : status === 403;
      if (!expected) wrong.push(`${route} with a SCIM token: ${status}`);
      if (rule === 'scim token' && (await as(directorySecret)(route)).statusCode !== 403)
        wrong.push(`${route} with a directory token`);
    }
    expect(wrong).toEqual([]);
  });

  it.each(Object.entries(ACCESS).filter(([, rule]) => typeof rule === 'object'))(
    '%s is refused (403) to a person without the permission',
    async (route, rule) => {
      const { permission, body } = rule as { permission: string; body?: Record<string, unknown> };
      const t = ctx();
      // Guests hold some of these by default; take it away for the duration of the check.
      const guest = (await t.permissions.grantsByRole()).find(({ role }) => role === 'guest');
      const guestHad = guest?.permissions.includes(permission) ?? false;
      if (guestHad) await t.permissions.revoke('guest', permission);
      try {
        const person = await t.signedIn();
        const response = await person.request({ ...concrete(route), ...(body && { payload: body }) });
        // A record they may not read does not exist for them, unless the gate already refuses.
        expect(response.statusCode).toBe(readByFew(route) && !route.startsWith('GET') ? 404 : 403);
        expect(response.json()).toMatchObject({ msg: expect.any(String) });
      } finally {
        if (guestHad) await t.permissions.grant('guest', permission);
      }
    },
  );

  /**
   * The answer a refused caller gets: 401 without a session, 403 otherwise, but 404 for a newcomer
   * on a colleague's record of a kind they hold their own of: restricted access does not even tell
   * them the colleague exists.
   */
  const OWN_ONLY_FOR_NEWCOMERS = ['users', 'resume', 'experiences'].map(
    (object) => `/cv_library/${object}/{id}`,
  );
  // A newcomer's restricted access writes none at all: refused at the gate (403).
  const readsAssignments = (actor: Actor) =>
    actor === 'owner' || actor === 'newcomer' || grantsOf(actor).has('assignments read');
  const refusal = (actor: Actor, route: string) => {
    if (actor === 'anonymous' || ACCESS[route] === 'metrics token' || ACCESS[route] === 'scim token')
      return 401;
    if (readByFew(route) && !readsAssignments(actor)) return 404;
    return actor === 'newcomer' && OWN_ONLY_FOR_NEWCOMERS.some((path) => route.includes(path)) ? 404 : 403;
  };

  const tryAs = async (actor: Actor, route: string, rule: Rule) => {
    const body = typeof rule === 'object' ? rule.body : undefined;
    const response = await callers.get(actor)!({ ...concrete(route), ...(body && { payload: body }) });
    return response.statusCode;
  };

  // Refusals first, on every route: they change nothing, so the records stay for all of them.
  it('refuses every route to each of the seven callers the default grants leave out', async () => {
    const wrong: string[] = [];
    for (const [route, rule] of Object.entries(ACCESS)) {
      for (const actor of ACTORS.filter((a) => !allowed(rule, a))) {
        const status = await tryAs(actor, route, rule);
        if (status !== refusal(actor, route)) wrong.push(`${route} as ${actor}: ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets each of the seven callers the default grants allow through', async () => {
    const wrong: string[] = [];
    // Public routes last: signing out ends the callers' sessions. They may answer 401 themselves
    // (a refresh without a token), never 403.
    const routes = Object.entries(ACCESS).sort(
      ([, a], [, b]) => Number(a === 'public') - Number(b === 'public'),
    );
    for (const [route, rule] of routes) {
      for (const actor of ACTORS.filter((a) => allowed(rule, a))) {
        const status = await tryAs(actor, route, rule);
        const refused = status === 403 || (status === 401 && rule !== 'public');
        if (refused || status >= 500) wrong.push(`${route} as ${actor}: ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
