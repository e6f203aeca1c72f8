import {
  type ContributionInput,
  type CredentialInput,
  type CredentialPatch,
  type ServerMessageKey,
} from '@atrium/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import type { WriteContext } from '../../platform/c13s/define-object.ts';
import { badRequest, conflict, forbidden } from '../../platform/http-errors.ts';
import { loadPersonRefs } from '../../platform/users/person-refs.ts';
import { loadSolutionRefs } from '../solutions/solution-refs.ts';
import { isEditor } from './credentials.access.ts';
import { type ContributionRow, credentials, type CredentialRow } from './credentials.tables.ts';
import { assertListedValues } from '../people/reference-values.ts';
import { nextProjectCode } from './project-codes.ts';

type Insert = typeof credentials.$inferInsert;

/**
 * Refuses people and solutions that do not exist, naming each field, e.g.
 * `{ 'solutions.2': 'Unknown solution' }`. Read in the write's transaction.
 */
async function checkReferences(tx: Tx, input: CredentialPatch): Promise<void> {
  const contributors = input.contributors ?? [];
  const solutionIds = input.solutions ?? [];
  const people = await loadPersonRefs(tx, [
    ...[input.sales_owner, input.credential_manager].filter((id): id is string => !!id),
    ...contributors.map((c) => c.user_id),
  ]);
  const solutions = await loadSolutionRefs(tx, solutionIds);
  const errors: Record<string, ServerMessageKey> = {};
  for (const field of ['sales_owner', 'credential_manager'] as const) {
    const id = input[field];
    if (id && !people.has(id)) errors[field] = 'credentials.unknownPerson';
  }
  contributors.forEach(({ user_id }, index) => {
    if (!people.has(user_id)) errors[`contributors.${index}.user_id`] = 'credentials.unknownPerson';
  });
  solutionIds.forEach((id, index) => {
    if (!solutions.has(id)) errors[`solutions.${index}`] = 'credentials.unknownSolution';
  });
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
}

/**
 * The contributions as stored: a person's part counts in their years per skill once confirmed,
 * by themselves or by the credential's manager. Naming oneself confirms; a confirmation given
 * stays while the person stays named; anyone else named waits (contribution-confirm.ts).
 */
function withConfirmations(
  contributors: readonly ContributionInput[],
  callerId: string,
  stored: readonly ContributionRow[] = [],
): ContributionRow[] {
  const confirmed = new Set(stored.filter((c) => c.confirmed).map((c) => c.user_id));
  return contributors.map(({ user_id, description }) => ({
    user_id,
    description,
    confirmed: user_id === callerId || confirmed.has(user_id),
  }));
}

/** Contract fields → columns; only what the input carries. */
function toColumns(
  { sales_owner, credential_manager, solutions, contributors, ...rest }: CredentialPatch,
  callerId: string,
  stored?: readonly ContributionRow[],
): Partial<Insert> {
  return {
    ...rest,
    ...(sales_owner !== undefined && { sales_owner_id: sales_owner }),
    ...(credential_manager !== undefined && { credential_manager_id: credential_manager }),
    ...(solutions && { solution_ids: solutions }),
    ...(contributors && {
      contributors: withConfirmations(contributors, callerId, stored),
      contributor_ids: contributors.map((c) => c.user_id),
    }),
  };
}

/**
 * A new credential's row. Without 'credentials update' one records credentials one sells or
 * manages (the sales owner defaults to the author), so the author can edit it and add its deck.
 */
export async function credentialToInsert(input: CredentialInput, ctx: WriteContext): Promise<Insert> {
  const { user, can, tx } = ctx;
  if (input.top && !can('credentials', 'top')) throw forbidden('credentials.topNeedsPermission');
  const withOwner = { ...input, sales_owner: input.sales_owner === undefined ? user.id : input.sales_owner };
  if (
    !can('credentials', 'update') &&
    withOwner.sales_owner !== user.id &&
    withOwner.credential_manager !== user.id
  ) {
    throw forbidden('credentials.mustBeOwner');
  }
  await checkReferences(tx, withOwner);
  await assertListedValues(ctx, credentials, input);
  // Last, so the year's counter stays locked for as short a time as possible.
  const project_code = await nextProjectCode(tx);
  return { ...toColumns(withOwner, user.id), name: input.name, client: input.client, project_code };
}

/** The columns a patch changes, after the checks that need the stored credential. */
export async function credentialPatchToSet(
  patch: CredentialPatch,
  ctx: WriteContext & { existing: CredentialRow },
): Promise<Partial<Insert>> {
  const { user, can, tx, existing } = ctx;
  if (!isEditor(ctx, existing) && Object.keys(patch).some((field) => field !== 'top')) throw forbidden();
  // The edit dialog sends the whole form back: an unchanged value is not a change of it.
  if (patch.top !== undefined && patch.top !== existing.top && !can('credentials', 'top')) {
    throw forbidden('credentials.topNeedsPermission');
  }
  const code = patch.project_code;
  if (code !== undefined && code !== existing.project_code) {
    if (!can('credentials', 'update')) throw forbidden('credentials.codeNeedsPermission');
    await refuseTakenCode(tx, code, existing.id);
  }
  const start = patch.start_date === undefined ? existing.start_date : patch.start_date;
  const end = patch.end_date === undefined ? existing.end_date : patch.end_date;
  if (start && end && end < start) {
    throw badRequest('credentials.endBeforeStart', { end_date: 'credentials.endBeforeStart' });
  }
  await checkReferences(tx, patch);
  await assertListedValues(ctx, credentials, patch, existing);
  const set = toColumns(patch, user.id, existing.contributors);
  return Object.keys(set).length > 0 ? { ...set, updated_at: new Date() } : set;
}

async function refuseTakenCode(tx: Tx, code: string, ownId: string): Promise<void> {
  const [taken] = await tx
    .select({ id: credentials.id })
    .from(credentials)
    .where(and(eq(credentials.project_code, code), ne(credentials.id, ownId)))
    .limit(1);
  if (taken) throw conflict('credentials.codeTaken', { project_code: 'credentials.codeTaken' });
}
