import { integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';

/**
 * casbin policy rows: `p, role, object, action` grants and `g, user_id, role` memberships.
 */
export const casbinRules = pgTable(
  'casbin_rules',
  {
    id: serial('id').primaryKey(),
    ptype: text('ptype', { enum: ['p', 'g'] }).notNull(),
    v0: text('v0').notNull(),
    v1: text('v1').notNull(),
    v2: text('v2').notNull().default(''),
  },
  (t) => [unique('casbin_rules_rule_unique').on(t.ptype, t.v0, t.v1, t.v2)],
);

/** Bumped at each policy change so every server instance knows to reload its enforcer. */
export const policyState = pgTable('policy_state', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
});
