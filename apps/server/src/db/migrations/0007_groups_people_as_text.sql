ALTER TABLE "groups" ALTER COLUMN "leader_ids" SET DATA TYPE text[] USING "leader_ids"::text[];--> statement-breakpoint
ALTER TABLE "groups" ALTER COLUMN "leader_ids" SET DEFAULT '{}'::text[];--> statement-breakpoint
ALTER TABLE "groups" ALTER COLUMN "people_ids" SET DATA TYPE text[] USING "people_ids"::text[];--> statement-breakpoint
ALTER TABLE "groups" ALTER COLUMN "people_ids" SET DEFAULT '{}'::text[];--> statement-breakpoint
-- The mirror arrays hold ids as text, so that a search filter value which is no id matches nothing
-- instead of failing the query.
CREATE OR REPLACE FUNCTION groups_people_refresh(group_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE groups g SET
    leader_ids = ARRAY(
      SELECT m.user_id::text FROM group_memberships m
      WHERE m.group_id = g.id AND m.role = 'leader' ORDER BY m.position, m.created_at),
    people_ids = ARRAY(
      SELECT m.user_id::text FROM group_memberships m WHERE m.group_id = g.id ORDER BY m.user_id)
  WHERE g.id = ANY(group_ids)
$$;
