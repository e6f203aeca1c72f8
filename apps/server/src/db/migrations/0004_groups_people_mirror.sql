-- Mirrors group_memberships into groups.leader_ids (in order, main leader first) and
-- groups.people_ids, the arrays the search filters id_lea and member use. Statement-level, so a
-- write of a whole membership list refreshes each group once; cascaded deletes (a person or a
-- group removed) go through it too.
CREATE OR REPLACE FUNCTION groups_people_refresh(group_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE groups g SET
    leader_ids = ARRAY(
      SELECT m.user_id FROM group_memberships m
      WHERE m.group_id = g.id AND m.role = 'leader' ORDER BY m.position, m.created_at),
    people_ids = ARRAY(
      SELECT m.user_id FROM group_memberships m WHERE m.group_id = g.id ORDER BY m.user_id)
  WHERE g.id = ANY(group_ids)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION group_memberships_mirror() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM groups_people_refresh(ARRAY(SELECT DISTINCT group_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM groups_people_refresh(ARRAY(SELECT DISTINCT group_id FROM old_rows));
  ELSE
    PERFORM groups_people_refresh(ARRAY(
      SELECT group_id FROM new_rows UNION SELECT group_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER group_memberships_mirror_insert AFTER INSERT ON group_memberships
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION group_memberships_mirror();--> statement-breakpoint
CREATE TRIGGER group_memberships_mirror_update AFTER UPDATE ON group_memberships
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION group_memberships_mirror();--> statement-breakpoint
CREATE TRIGGER group_memberships_mirror_delete AFTER DELETE ON group_memberships
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION group_memberships_mirror();
