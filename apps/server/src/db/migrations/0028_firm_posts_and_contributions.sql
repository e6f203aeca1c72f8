ALTER TABLE "wall_posts" ADD COLUMN "firm_person_id" uuid;--> statement-breakpoint
ALTER TABLE "wall_posts" ADD COLUMN "firm_credential_id" uuid;--> statement-breakpoint
ALTER TABLE "wall_posts" ADD COLUMN "firm_group_id" uuid;--> statement-breakpoint
ALTER TABLE "wall_posts" ADD COLUMN "firm_solution_id" uuid;--> statement-breakpoint
ALTER TABLE "wall_posts" ADD CONSTRAINT "wall_posts_firm_person_id_users_id_fk" FOREIGN KEY ("firm_person_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_posts" ADD CONSTRAINT "wall_posts_firm_credential_id_credentials_id_fk" FOREIGN KEY ("firm_credential_id") REFERENCES "public"."credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_posts" ADD CONSTRAINT "wall_posts_firm_group_id_groups_id_fk" FOREIGN KEY ("firm_group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_posts" ADD CONSTRAINT "wall_posts_firm_solution_id_solutions_id_fk" FOREIGN KEY ("firm_solution_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wall_posts_firm_person_idx" ON "wall_posts" USING btree ("firm_person_id");--> statement-breakpoint
CREATE INDEX "wall_posts_firm_credential_idx" ON "wall_posts" USING btree ("firm_credential_id");--> statement-breakpoint
CREATE INDEX "wall_posts_firm_group_idx" ON "wall_posts" USING btree ("firm_group_id");--> statement-breakpoint
CREATE INDEX "wall_posts_firm_solution_idx" ON "wall_posts" USING btree ("firm_solution_id");--> statement-breakpoint
-- hand-written:
-- A firm's post goes with its record (wall.tables.ts): those whose record is already gone go now,
-- the others are linked to theirs (the record's id is the end of `firm_key`).
DELETE FROM wall_posts w WHERE w.firm_kind IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM users u WHERE w.firm_kind = 'newcomer_arrived' AND u.id::text = split_part(w.firm_key, ':', 2)
  UNION ALL SELECT 1 FROM credentials c WHERE w.firm_kind = 'credential_won' AND c.id::text = split_part(w.firm_key, ':', 2)
  UNION ALL SELECT 1 FROM groups g WHERE w.firm_kind = 'guild_created' AND g.id::text = split_part(w.firm_key, ':', 2)
  UNION ALL SELECT 1 FROM solutions s WHERE w.firm_kind = 'solution_top' AND s.id::text = split_part(w.firm_key, ':', 2));--> statement-breakpoint
UPDATE wall_posts SET
  firm_person_id = CASE WHEN firm_kind = 'newcomer_arrived' THEN split_part(firm_key, ':', 2)::uuid END,
  firm_credential_id = CASE WHEN firm_kind = 'credential_won' THEN split_part(firm_key, ':', 2)::uuid END,
  firm_group_id = CASE WHEN firm_kind = 'guild_created' THEN split_part(firm_key, ':', 2)::uuid END,
  firm_solution_id = CASE WHEN firm_kind = 'solution_top' THEN split_part(firm_key, ':', 2)::uuid END
WHERE firm_kind IS NOT NULL;--> statement-breakpoint
-- Contributions named so far stand as confirmed (credential-writes.ts: from now on, one named by
-- someone else waits for them or the credential's manager).
UPDATE credentials SET contributors = (
  SELECT jsonb_agg(e || '{"confirmed": true}'::jsonb ORDER BY i) FROM jsonb_array_elements(contributors) WITH ORDINALITY x(e, i))
WHERE contributors <> '[]'::jsonb;--> statement-breakpoint
-- Years per skill count only confirmed contributions (as 0027_staffing_narrow_reads.sql otherwise).
CREATE OR REPLACE FUNCTION person_skill_years_refresh(people uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM person_skill_years WHERE user_id = ANY (people);
  INSERT INTO person_skill_years (user_id, skill, months, business_unit)
  WITH period AS (
    SELECT e.user_id, s.skill, e.start_date AS starts, coalesce(e.end_date, current_date) AS ends
    FROM experiences e, unnest(e.skills) AS s(skill)
    WHERE e.user_id = ANY (people)
    UNION ALL
    SELECT (p.part->>'user_id')::uuid, s.skill, c.start_date, coalesce(c.end_date, current_date)
    FROM credentials c, jsonb_array_elements(c.contributors) AS p(part), unnest(c.skills) AS s(skill)
    WHERE c.contributor_ids && people AND (p.part->>'user_id')::uuid = ANY (people)
      AND (p.part->>'confirmed')::boolean AND c.start_date IS NOT NULL
  ), reached AS (
    SELECT user_id, skill, lower(skill) AS folded, starts, ends,
      max(ends) OVER (PARTITION BY user_id, lower(skill) ORDER BY starts, ends
        ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS reached
    FROM period WHERE ends >= starts
  ), island AS (
    SELECT *, sum(CASE WHEN reached IS NULL OR starts > reached THEN 1 ELSE 0 END)
      OVER (PARTITION BY user_id, folded ORDER BY starts, ends ROWS UNBOUNDED PRECEDING) AS n
    FROM reached
  ), span AS (
    SELECT user_id, folded, min(skill) AS skill, max(ends) - min(starts) AS days
    FROM island GROUP BY user_id, folded, n
  )
  SELECT s.user_id, min(s.skill), round(sum(s.days) / 30.4375)::int, u.business_unit
  FROM span s JOIN users u ON u.id = s.user_id
  GROUP BY s.user_id, s.folded, u.business_unit
$$;--> statement-breakpoint
-- A confirmation changes `contributors` alone: the people of a credential are measured again then too.
CREATE OR REPLACE FUNCTION credentials_skill_years() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM person_skill_years_refresh(ARRAY(
      SELECT DISTINCT unnest(contributor_ids) FROM new_rows WHERE skills <> '{}' AND start_date IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM person_skill_years_refresh(ARRAY(
      SELECT DISTINCT unnest(contributor_ids) FROM old_rows WHERE skills <> '{}' AND start_date IS NOT NULL));
  ELSE
    PERFORM person_skill_years_refresh(ARRAY(
      SELECT unnest(n.contributor_ids || o.contributor_ids) FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.contributors, n.skills, n.start_date, n.end_date) IS DISTINCT FROM (o.contributors, o.skills, o.start_date, o.end_date)
        AND (n.skills <> '{}' OR o.skills <> '{}')));
  END IF;
  RETURN NULL;
END $$;
