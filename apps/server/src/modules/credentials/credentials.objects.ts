import { postForFirm } from '../wall/firm-posts.ts';
import { type Credential as CredentialRecord, credentialsObject } from '@atrium/contract';
import { asc, desc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { implementObject } from '../../platform/c13s/define-object.ts';
import { foldedTextSearch } from '../../platform/c13s/folded-text-search.ts';
import { loadPersonRefs } from '../../platform/users/person-refs.ts';
import { loadSolutionRefs } from '../solutions/solution-refs.ts';
import { deleteRule, updateRule } from './credentials.access.ts';
import { credentialPatchToSet, credentialToInsert } from './credential-writes.ts';
import { removeAllAttachments } from './credentials.service.ts';
import {
  credentialAttachments,
  credentialSearchText,
  credentials,
  type CredentialRow,
} from './credentials.tables.ts';
import { credentialsExport } from './credentials.export.ts';
import { askToConfirm } from './ask-to-confirm.ts';

/** Rows → records: the people, solutions and files of the whole page in one query each. */
async function presentCredentials(rows: CredentialRow[], { db }: { db: Db }): Promise<CredentialRecord[]> {
  const ids = rows.map((row) => row.id);
  const people = await loadPersonRefs(
    db,
    rows.flatMap((row) => [
      ...[row.sales_owner_id, row.credential_manager_id].filter((id): id is string => id !== null),
      ...row.contributor_ids,
    ]),
  );
  const solutions = await loadSolutionRefs(
    db,
    rows.flatMap((row) => row.solution_ids),
  );
  const files =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(credentialAttachments)
          .where(inArray(credentialAttachments.credential_id, ids))
          .orderBy(asc(credentialAttachments.created_at), asc(credentialAttachments.id));
  const person = (id: string | null) => (id ? (people.get(id) ?? null) : null);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    project_code: row.project_code,
    client: row.client,
    company: row.company,
    sales_owner: person(row.sales_owner_id),
    credential_manager: person(row.credential_manager_id),
    start_date: row.start_date,
    end_date: row.end_date,
    description: row.description,
    challenge: row.challenge,
    solution: row.solution,
    results: row.results,
    solutions: row.solution_ids.flatMap((id) => solutions.get(id) ?? []),
    skills: row.skills,
    // Someone removed from the directory drops out rather than showing as a blank.
    contributors: row.contributors.flatMap(({ user_id, description, confirmed }) => {
      const user = people.get(user_id);
      return user ? [{ user, description, confirmed }] : [];
    }),
    top: row.top,
    attachments: files
      .filter((file) => file.credential_id === row.id)
      .map((file) => ({
        id: file.id,
        file_name: file.file_name,
        media_type: file.media_type,
        size: file.size,
        created_at: file.created_at.toISOString(),
      })),
    updated_at: row.updated_at.toISOString(),
  }));
}

/**
 * `cv_library/projects`: credentials, the firm's client project references. Everyone signed in
 * reads them; 'credentials create' records one (guests hold it); the sales owner, the credential
 * manager and holders of 'credentials update' edit it; 'credentials top' sets the top flag; its
 * own people and holders of 'credentials delete' delete it, its files with it. The files
 * themselves are routes of their own (credentials.routes.ts).
 */
export const credentialsImplementation = implementObject(credentialsObject, {
  table: credentials,
  // `contributor_ids` mirrors `contributors`, `year` is generated from `start_date`.
  audit: { omit: ['contributor_ids', 'year'] },
  present: presentCredentials,
  export: credentialsExport,
  access: { update: updateRule, delete: deleteRule },
  search: {
    text: foldedTextSearch(credentialSearchText(credentials)),
    filters: {
      client: { column: credentials.client, kind: 'scalar' },
      solution: { column: credentials.solution_ids, kind: 'array' },
      sales_owner: { column: credentials.sales_owner_id, kind: 'scalar' },
      year: { column: credentials.year, kind: 'scalar' },
      top: { column: credentials.top, kind: 'scalar' },
      contributor: { column: credentials.contributor_ids, kind: 'array' },
    },
    sorts: {
      start_date: credentials.start_date,
      end_date: credentials.end_date,
      name: credentials.name,
      client: credentials.client,
      project_code: credentials.project_code,
    },
    // Latest projects first; undated ones after every dated one.
    defaultOrder: [
      sql`${credentials.start_date} desc nulls last`,
      desc(credentials.created_at),
      asc(credentials.id),
    ],
  },
  create: { toRow: credentialToInsert },
  update: { toRow: credentialPatchToSet },
  // The files are blobs, which no foreign key removes: they go in the delete's transaction.
  beforeDelete: (row, { tx }) => removeAllAttachments(tx, row.id),
  afterWrite: async (row, { tx, operation, before, user, can }) => {
    await askToConfirm(tx, row, before?.contributors ?? [], user.id);
    // A project won is the firm's news when those who speak for its credentials say so: recorded
    // by a holder of 'credentials top' (CSO, Management), or marked top (which needs it). Anyone
    // else's credential is theirs, not the firm's voice. Once per credential.
    const announced = (operation === 'create' && can('credentials', 'top')) || (row.top && !before?.top);
    if (!announced) return;
    await postForFirm(tx, {
      kind: 'credential_won',
      recordId: row.id,
      name: row.name,
      link: `/credentials/${row.id}`,
      actorId: user.id,
    });
  },
});
