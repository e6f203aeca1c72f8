import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/database.ts';
import type { UserRow } from '../../platform/users/users.tables.ts';

/**
 * Every foreign key to `users` (table.column) and what a merge does with it. The merge test
 * compares this list with the database's own: a new table pointing at people fails it until the
 * merge decides what becomes of its rows.
 */
export const MERGED_REFERENCES = {
  'accounts.user_id': 'kept with the duplicate: the kept profile signs in with its own password',
  'refresh_tokens.user_id': 'ended with the duplicate account',
  'sign_ins.user_id': 'kept with the duplicate: its own last sign-in',
  'password_reset_tokens.user_id': 'kept with the duplicate: it can no longer sign in',
  'restricted_accesses.user_id': 'kept with the duplicate: it can no longer sign in',
  'restricted_accesses.created_by': 'moved',
  'credentials.sales_owner_id': 'moved',
  'credentials.credential_manager_id': 'moved',
  'credential_attachments.uploaded_by': 'moved',
  'group_files.uploaded_by': 'moved',
  'mentorship_sessions.created_by': 'moved',
  'mentorship_participants.user_id': 'moved, one registration per session',
  'reports.user_id': 'kept with the duplicate: a feedback report and its reply are private to who sent it',
  'reports.assignee_id': 'moved',
  'reports.replied_by': 'moved',
  'news.created_by': 'moved',
  'wall_posts.author_id': 'moved',
  'wall_posts.hidden_by': 'moved',
  'wall_posts.firm_person_id':
    'kept with the duplicate: the firm announced that account’s arrival, and the kept profile had its own',
  'wall_pictures.uploader_id': 'moved',
  'wall_likes.user_id': 'moved, one like per post',
  'wall_comments.author_id': 'moved',
  'wall_reports.reporter_id': 'kept with the duplicate: a report of a post is private to who made it',
  'notifications.recipient_id': 'kept with the duplicate: what a person was told is theirs alone',
  'notifications.actor_id': 'moved',
  'newcomers.id': 'moved when the kept profile has no newcomer record',
  'newcomers.added_by': 'moved',
  'group_memberships.user_id': 'moved, the stronger role when both are in a group',
  'smart_campaigns.created_by': 'moved',
  'campaign_recipients.user_id': 'moved when the kept profile was not a recipient',
  'campaign_sends.user_id': 'moved',
  'user_pictures.user_id': 'moved when the kept profile has no picture',
  'blobs.owner_id': 'moved',
  'experiences.user_id': 'moved',
  'resumes.user_id': 'moved; the kept profile keeps its base resume',
  'person_skill_years.user_id':
    'measured again for both by the triggers, as their experiences and credentials move',
  'research_saved_searches.owner_id': 'moved when shared by link; a private search stays with the duplicate',
  'person_terms.id': "kept with the duplicate: a copy of its own row's terms, kept by the users triggers",
  'assignments.user_id':
    'moved: the staffing is the person’s; an overlap with the kept profile’s own shows as a fully booked week for the CSO to settle',
  'person_week_availability.user_id': 'measured again for both by the trigger, as their assignments move',
  'api_tokens.owner_id':
    'kept with the duplicate: its personal tokens acted as that account and are revoked with it (closeAccount)',
  'api_tokens.created_by': 'moved',
  'scim_users.user_id':
    'kept with the duplicate: the identity provider’s record of that account; it finds the kept profile by its userName',
  'scim_users.manager_id': 'moved',
  'cv_templates.created_by': 'moved',
  'cv_template_versions.uploaded_by': 'moved',
  'bids.created_by': 'moved: the bids the duplicate answered are the kept profile’s',
} as const;

/** Profile fields a merge fills on the kept profile when it has none and the duplicate has one. */
const FILLABLE = [
  'pronouns',
  'job_title',
  'grade',
  'position',
  'business_unit',
  'business_line',
  'hub',
  'market',
  'years_of_experience',
  'linkedin',
  'mobile',
] as const satisfies readonly (keyof UserRow)[];
const FILLABLE_LISTS = [
  'languages',
  'diplomas',
  'certificates',
  'technical_skills',
  'sectorial_skills',
  'mentoring_skills',
  'learning_skills',
  'job_profiles',
] as const satisfies readonly (keyof UserRow)[];

/** The empty fields of `kept` that `duplicate` has: the fill a merge writes, field by field. */
export function profileFill(kept: UserRow, duplicate: UserRow): Partial<UserRow> {
  const fill: Record<string, unknown> = {};
  for (const field of FILLABLE) {
    if ((kept[field] === null || kept[field] === '') && duplicate[field] !== null)
      fill[field] = duplicate[field];
  }
  for (const field of FILLABLE_LISTS) {
    if (kept[field].length === 0 && duplicate[field].length > 0) fill[field] = duplicate[field];
  }
  return fill as Partial<UserRow>;
}

/** A foreign key to `users`, or one of the id arrays that name people without a foreign key. */
type Reference =
  | keyof typeof MERGED_REFERENCES
  | 'credentials.contributor_ids'
  | 'solutions.owner_ids'
  | 'bids.proposed_ids';

/**
 * One statement of a merge; `moves` names the reference whose rows it carries over to the kept
 * profile (counted for the audit), none for the statements that only settle where both were.
 */
type Step = { moves?: Reference; statement: SQL };

/**
 * What a merge carries over, table by table, in order. Raw SQL: the rewrites of uuid arrays and
 * of the contributors' JSON have no query-builder form. What is private to the duplicate (its
 * feedback reports, its reports of posts, its notifications, its private saved searches) is
 * absent on purpose: it stays with the deactivated record, out of the kept profile's reach.
 */
function steps(from: string, to: string): Step[] {
  /** The plain move of a reference: its rows naming the duplicate name the kept profile. */
  const move = (reference: Reference): Step => {
    const [table = '', column = ''] = reference.split('.');
    const [t, c] = [sql.identifier(table), sql.identifier(column)];
    return {
      moves: reference,
      statement: sql`update ${t} set ${c} = ${to} where ${c} = ${from}`,
    };
  };
  return [
    // Credentials: sales owner, manager, contributors (each person once, at their first place).
    move('credentials.sales_owner_id'),
    move('credentials.credential_manager_id'),
    move('credential_attachments.uploaded_by'),
    move('group_files.uploaded_by'),
    {
      moves: 'credentials.contributor_ids',
      statement: sql`update credentials set
          contributors = (
            select coalesce(jsonb_agg(c order by n), '[]'::jsonb) from (
              select distinct on (c->>'user_id') c, n
              from jsonb_array_elements(
                (select jsonb_agg(case when e->>'user_id' = ${from}::text
                                       then jsonb_set(e, '{user_id}', to_jsonb(${to}::text)) else e end order by i)
                 from jsonb_array_elements(contributors) with ordinality y(e, i))
              ) with ordinality x(c, n)
              order by c->>'user_id', n
            ) d),
          contributor_ids = array(select distinct unnest(array_replace(contributor_ids, ${from}::uuid, ${to}::uuid)))
        where ${from}::uuid = any(contributor_ids)`,
    },
    {
      moves: 'solutions.owner_ids',
      statement: sql`update solutions set owner_ids = array(select distinct unnest(array_replace(owner_ids, ${from}::uuid, ${to}::uuid)))
        where ${from}::uuid = any(owner_ids)`,
    },
    // Groups: where both are, the stronger place (leader, steerco, member; active before follower).
    {
      statement: sql`update group_memberships k set
          role = case when least(array_position(array['leader','steerco','member'], k.role),
                                 array_position(array['leader','steerco','member'], d.role))
                           = array_position(array['leader','steerco','member'], k.role) then k.role else d.role end,
          status = case when k.status = 'active' or d.status = 'active' then 'active' else 'follower' end
        from group_memberships d
        where k.group_id = d.group_id and k.user_id = ${to} and d.user_id = ${from}`,
    },
    {
      statement: sql`update group_memberships k set status = 'active' where k.user_id = ${to} and k.role <> 'member'`,
    },
    {
      statement: sql`delete from group_memberships d using group_memberships k
        where d.group_id = k.group_id and d.user_id = ${from} and k.user_id = ${to}`,
    },
    move('group_memberships.user_id'),
    // Mentorship: one registration per person and session, the kept profile's when both registered.
    {
      statement: sql`delete from mentorship_participants d using mentorship_participants k
        where d.session_id = k.session_id and d.user_id = ${from} and k.user_id = ${to}`,
    },
    move('mentorship_participants.user_id'),
    move('mentorship_sessions.created_by'),
    // Resumes and experiences; a person has one base resume, the kept profile's.
    {
      statement: sql`update resumes set is_base = false
        where user_id = ${from} and is_base and exists (select 1 from resumes where user_id = ${to} and is_base)`,
    },
    { moves: 'resumes.user_id', statement: sql`update resumes set user_id = ${to} where user_id = ${from}` },
    move('experiences.user_id'),
    move('assignments.user_id'),
    // Newcomer record: its id is the person's, so it moves only where the kept profile has none.
    {
      moves: 'newcomers.id',
      statement: sql`update newcomers set id = ${to} where id = ${from} and not exists (select 1 from newcomers where id = ${to})`,
    },
    move('newcomers.added_by'),
    move('restricted_accesses.created_by'),
    // The feedback inbox's handling moves; the reports the duplicate sent stay with it.
    move('reports.assignee_id'),
    move('reports.replied_by'),
    {
      moves: 'news.created_by',
      statement: sql`update news set created_by = ${to} where created_by = ${from}`,
    },
    // The wall: a post liked by both keeps the kept profile's like.
    move('wall_posts.author_id'),
    move('wall_posts.hidden_by'),
    move('wall_pictures.uploader_id'),
    {
      statement: sql`delete from wall_likes d using wall_likes k
        where d.post_id = k.post_id and d.user_id = ${from} and k.user_id = ${to}`,
    },
    move('wall_likes.user_id'),
    move('wall_comments.author_id'),
    move('notifications.actor_id'),
    move('smart_campaigns.created_by'),
    move('api_tokens.created_by'),
    move('scim_users.manager_id'),
    move('cv_templates.created_by'),
    move('cv_template_versions.uploaded_by'),
    move('bids.created_by'),
    // A bid's places name the person in its team (JSON) and in `proposed_ids`, without a foreign key.
    {
      moves: 'bids.proposed_ids',
      statement: sql`update bids set
          team = (select jsonb_agg(case when e->>'person_id' = ${from}::text
                                        then jsonb_set(e, '{person_id}', to_jsonb(${to}::text)) else e end order by i)
                  from jsonb_array_elements(team) with ordinality y(e, i)),
          proposed_ids = array(select distinct unnest(array_replace(proposed_ids, ${from}::uuid, ${to}::uuid)))
        where ${from}::uuid = any(proposed_ids)`,
    },
    {
      moves: 'campaign_recipients.user_id',
      statement: sql`update campaign_recipients set user_id = ${to} where user_id = ${from}
        and campaign_id not in (select campaign_id from campaign_recipients where user_id = ${to})`,
    },
    move('campaign_sends.user_id'),
    {
      moves: 'user_pictures.user_id',
      statement: sql`update user_pictures set user_id = ${to} where user_id = ${from}
        and not exists (select 1 from user_pictures where user_id = ${to})`,
    },
    { moves: 'blobs.owner_id', statement: sql`update blobs set owner_id = ${to} where owner_id = ${from}` },
    {
      moves: 'research_saved_searches.owner_id',
      statement: sql`update research_saved_searches set owner_id = ${to}
        where owner_id = ${from} and visibility <> 'private'`,
    },
  ];
}

/** How many rows of each reference a merge carried over; a reference with none is left out. */
export type MovedCounts = Partial<Record<string, number>>;

/**
 * Moves what refers to `from` onto `to`, in the caller's transaction, and tells how many rows of
 * each reference moved (for the audit log: what a merge gave the kept profile).
 */
export async function moveReferences(tx: Tx, from: string, to: string): Promise<MovedCounts> {
  const moved: MovedCounts = {};
  for (const { moves, statement } of steps(from, to)) {
    if (!moves) {
      await tx.execute(statement);
      continue;
    }
    const [row] = await queryRows<{ n: number }>(
      tx,
      sql`with moved as (${statement} returning 1) select count(*)::int as n from moved`,
    );
    if (row && row.n > 0) moved[moves] = (moved[moves] ?? 0) + row.n;
  }
  return moved;
}
