-- The tag list grows with what profiles use: a value a statement adds to someone's skills,
-- certificates or job profiles becomes a tag of its type, in the same transaction, whoever writes
-- (the API, the demo seed, an import). Only added values count, so a tag an administrator
-- deleted comes back only when someone adds it again. One statement-level trigger per write, so
-- a bulk insert pays once, not once per person.
CREATE OR REPLACE FUNCTION users_tags_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO tags (type, name)
    SELECT DISTINCT ON (added.type, lower(added.name)) added.type, added.name
    FROM new_rows n, LATERAL (
      SELECT 'technical', unnest(n.technical_skills)
      UNION ALL SELECT 'sectorial', unnest(n.sectorial_skills)
      UNION ALL SELECT 'certificate', unnest(n.certificates)
      UNION ALL SELECT 'job_profile', unnest(n.job_profiles)
    ) AS added(type, name)
    ORDER BY added.type, lower(added.name), added.name COLLATE "C"
    ON CONFLICT (type, lower(name)) DO NOTHING;
  ELSE
    INSERT INTO tags (type, name)
    SELECT DISTINCT ON (added.type, lower(added.name)) added.type, added.name
    FROM new_rows n JOIN old_rows o ON o.id = n.id, LATERAL (
      SELECT 'technical', s FROM unnest(n.technical_skills) s WHERE s <> ALL (o.technical_skills)
      UNION ALL SELECT 'sectorial', s FROM unnest(n.sectorial_skills) s WHERE s <> ALL (o.sectorial_skills)
      UNION ALL SELECT 'certificate', s FROM unnest(n.certificates) s WHERE s <> ALL (o.certificates)
      UNION ALL SELECT 'job_profile', s FROM unnest(n.job_profiles) s WHERE s <> ALL (o.job_profiles)
    ) AS added(type, name)
    ORDER BY added.type, lower(added.name), added.name COLLATE "C"
    ON CONFLICT (type, lower(name)) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_tags_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_tags_sync();--> statement-breakpoint
CREATE TRIGGER users_tags_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_tags_sync();--> statement-breakpoint
-- The first tag list: everything existing profiles already use. Idempotent, and the same list
-- for the same profiles whatever the order they were written in.
INSERT INTO tags (type, name)
SELECT DISTINCT ON (used.type, lower(used.name)) used.type, used.name
FROM users u, LATERAL (
  SELECT 'technical', unnest(u.technical_skills)
  UNION ALL SELECT 'sectorial', unnest(u.sectorial_skills)
  UNION ALL SELECT 'certificate', unnest(u.certificates)
  UNION ALL SELECT 'job_profile', unnest(u.job_profiles)
) AS used(type, name)
ORDER BY used.type, lower(used.name), used.name COLLATE "C"
ON CONFLICT (type, lower(name)) DO NOTHING;--> statement-breakpoint
-- A deleted assignment leaves the resumes that picked it.
CREATE OR REPLACE FUNCTION experiences_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE resumes SET experience_ids = array_remove(experience_ids, OLD.id)
  WHERE user_id = OLD.user_id AND OLD.id = ANY (experience_ids);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER experiences_forget AFTER DELETE ON experiences
  FOR EACH ROW EXECUTE FUNCTION experiences_forget();
