import { postForFirm } from '../wall/firm-posts.ts';
import { groupsObject } from '@atrium/contract';
import { arrayContains, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import {
  implementObject,
  scalarFilter as scalar,
  arrayFilter as array,
} from '../../platform/c13s/define-object.ts';
import { badRequest } from '../../platform/http-errors.ts';
import {
  enforceGroupRules,
  placerOf,
  replaceMemberships,
  storedMemberships,
  type Memberships,
} from './group-memberships.ts';
import { groupTextSearch } from './group-text-search.ts';
import { removeAllGroupFiles } from './group-files.ts';
import { presentGroups } from './groups.present.ts';
import { groups } from './groups.tables.ts';
import { assertListedValues } from '../people/reference-values.ts';
import { groupsExport } from './groups.export.ts';

/**
 * Memberships of the write in progress, by transaction. The engine hands `afterWrite` the row,
 * not the input, and a new group's memberships can only be written once its row exists.
 */
const pendingMemberships = new WeakMap<Tx, Memberships>();

/**
 * `cv_library/teams`: every generic team (team, squad, chapter, guild). Everyone signed in reads;
 * creating and deleting need 'teams create' / 'teams delete'; a group's own leaders and holders of
 * 'teams update' edit it. Filters: `id_lea` matches any leader of a group (so it finds every group
 * a person leads, as the leader menu needs), `member` anyone with a place in it.
 */
export const groupsImplementation = implementObject(groupsObject, {
  table: groups,
  // Who is in the group lives in `group_memberships`; the row's id lists only mirror it.
  audit: { omit: ['leader_ids', 'people_ids'], related: storedMemberships },
  present: presentGroups,
  export: groupsExport,
  access: {
    update: ({ user, can }) => can('teams', 'update') || arrayContains(groups.leader_ids, [user.id]),
  },
  search: {
    text: groupTextSearch,
    // `type` first: it is the filter the bad-input suite sends hostile text to.
    filters: {
      id: scalar(groups.id),
      type: scalar(groups.type),
      id_lea: array(groups.leader_ids),
      member: array(groups.people_ids),
      solutions: array(groups.solutions),
      target_markets: array(groups.target_markets),
    },
    sorts: {
      name: groups.name,
      type: groups.type,
      created_at: groups.created_at,
      updated_at: groups.updated_at,
    },
    defaultOrder: [asc(groups.name), asc(groups.id)],
  },
  create: {
    toRow: async (input, { tx, can }) => {
      const { leaders = [], steerco = [], members = [], ...columns } = input;
      await assertListedValues({ tx, can }, groups, columns);
      const memberships = { leaders, steerco, members };
      await enforceGroupRules(tx, { ...input, ...memberships });
      pendingMemberships.set(tx, memberships);
      return columns;
    },
  },
  update: {
    toRow: async (patch, { tx, can, existing }) => {
      if (Object.keys(patch).length === 0) throw badRequest('nothingToUpdate');
      const { leaders, steerco, members, ...columns } = patch;
      await assertListedValues({ tx, can }, groups, columns, existing);
      if (leaders || steerco || members) {
        // One writer at a time per group, so two edits cannot each pass the rules and together break them.
        await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, existing.id)).for('update');
        const stored = await storedMemberships(tx, existing.id);
        const memberships = {
          leaders: leaders ?? stored.leaders,
          steerco: steerco ?? stored.steerco,
          members: members ?? stored.members,
        };
        await enforceGroupRules(tx, { ...patch, ...memberships });
        pendingMemberships.set(tx, memberships);
      } else {
        await enforceGroupRules(tx, { ...patch, leaders: [], steerco: [], members: [] });
      }
      return { ...columns, updated_at: new Date() };
    },
  },
  // The files are blobs, which no foreign key removes: they go in the delete's transaction.
  beforeDelete: (row, { tx }) => removeAllGroupFiles(tx, row.id),
  afterWrite: async (row, ctx) => {
    const { tx, operation, user } = ctx;
    // Creating a group needs 'teams create': a new guild is the firm's news.
    if (operation === 'create' && row.type === 'guild') {
      await postForFirm(tx, {
        kind: 'guild_created',
        recordId: row.id,
        name: row.name,
        link: `/guild/${row.id}`,
        actorId: user.id,
      });
    }
    const memberships = pendingMemberships.get(tx);
    if (!memberships) return;
    pendingMemberships.delete(tx);
    await replaceMemberships(tx, row.id, memberships, placerOf(ctx));
  },
});
