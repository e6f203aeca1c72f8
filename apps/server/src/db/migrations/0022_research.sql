CREATE TABLE "tag_aliases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tag_id" uuid NOT NULL,
	"type" text NOT NULL,
	"alias" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_skill_years" (
	"user_id" uuid NOT NULL,
	"skill" text NOT NULL,
	"months" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"query" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "skills" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "credentials" ADD COLUMN "skills" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tag_aliases" ADD CONSTRAINT "tag_aliases_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_skill_years" ADD CONSTRAINT "person_skill_years_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_saved_searches" ADD CONSTRAINT "research_saved_searches_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tag_aliases_type_alias_idx" ON "tag_aliases" USING btree ("type",lower("alias"));--> statement-breakpoint
CREATE INDEX "tag_aliases_tag_idx" ON "tag_aliases" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "person_skill_years_user_skill_idx" ON "person_skill_years" USING btree ("user_id",lower("skill"));--> statement-breakpoint
CREATE INDEX "person_skill_years_skill_idx" ON "person_skill_years" USING btree (lower("skill"),"months");--> statement-breakpoint
CREATE INDEX "research_saved_searches_owner_idx" ON "research_saved_searches" USING btree ("owner_id","created_at");--> statement-breakpoint
-- hand-written:
-- A person's years per skill, measured again for the people given: the periods of their
-- experiences and of the credentials they contributed to (a credential without a start date
-- counts none), per skill whatever its case, merged where they overlap or touch (gaps and
-- islands: a period starting after every earlier one ended starts an island), an ongoing period
-- up to today. Months are days / 30.4375, rounded.
CREATE OR REPLACE FUNCTION person_skill_years_refresh(people uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM person_skill_years WHERE user_id = ANY (people);
  INSERT INTO person_skill_years (user_id, skill, months)
  WITH period AS (
    SELECT e.user_id, s.skill, e.start_date AS starts, coalesce(e.end_date, current_date) AS ends
    FROM experiences e, unnest(e.skills) AS s(skill)
    WHERE e.user_id = ANY (people)
    UNION ALL
    SELECT p.user_id, s.skill, c.start_date, coalesce(c.end_date, current_date)
    FROM credentials c, unnest(c.contributor_ids) AS p(user_id), unnest(c.skills) AS s(skill)
    WHERE c.contributor_ids && people AND p.user_id = ANY (people) AND c.start_date IS NOT NULL
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
  SELECT s.user_id, min(s.skill), round(sum(s.days) / 30.4375)::int
  FROM span s JOIN users u ON u.id = s.user_id
  GROUP BY s.user_id, s.folded
$$;--> statement-breakpoint
-- Kept on write, in the write's transaction, once per statement: the people whose experiences
-- changed skills, dates or owner are measured again.
CREATE OR REPLACE FUNCTION experiences_skill_years() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM person_skill_years_refresh(ARRAY(SELECT DISTINCT user_id FROM new_rows WHERE skills <> '{}'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM person_skill_years_refresh(ARRAY(SELECT DISTINCT user_id FROM old_rows WHERE skills <> '{}'));
  ELSE
    PERFORM person_skill_years_refresh(ARRAY(
      SELECT n.user_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.user_id, n.skills, n.start_date, n.end_date) IS DISTINCT FROM (o.user_id, o.skills, o.start_date, o.end_date)
      UNION SELECT o.user_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.user_id, n.skills, n.start_date, n.end_date) IS DISTINCT FROM (o.user_id, o.skills, o.start_date, o.end_date)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER experiences_skill_years_insert AFTER INSERT ON experiences
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION experiences_skill_years();--> statement-breakpoint
CREATE TRIGGER experiences_skill_years_update AFTER UPDATE ON experiences
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION experiences_skill_years();--> statement-breakpoint
CREATE TRIGGER experiences_skill_years_delete AFTER DELETE ON experiences
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION experiences_skill_years();--> statement-breakpoint
-- The same for credentials: their contributors before and after the change.
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
      WHERE (n.contributor_ids, n.skills, n.start_date, n.end_date) IS DISTINCT FROM (o.contributor_ids, o.skills, o.start_date, o.end_date)
        AND (n.skills <> '{}' OR o.skills <> '{}')));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER credentials_skill_years_insert AFTER INSERT ON credentials
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION credentials_skill_years();--> statement-breakpoint
CREATE TRIGGER credentials_skill_years_update AFTER UPDATE ON credentials
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION credentials_skill_years();--> statement-breakpoint
CREATE TRIGGER credentials_skill_years_delete AFTER DELETE ON credentials
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION credentials_skill_years();--> statement-breakpoint
-- An alias takes its tag's type, and is never the name of a tag of that type.
CREATE OR REPLACE FUNCTION tag_aliases_not_a_tag() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.type := (SELECT type FROM tags WHERE id = NEW.tag_id);
  IF EXISTS (SELECT 1 FROM tags WHERE type = NEW.type AND lower(name) = lower(NEW.alias)) THEN
    RAISE EXCEPTION 'the alias % is a tag name', NEW.alias USING ERRCODE = 'unique_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER tag_aliases_not_a_tag BEFORE INSERT OR UPDATE ON tag_aliases
  FOR EACH ROW EXECUTE FUNCTION tag_aliases_not_a_tag();--> statement-breakpoint
-- A profile listing an alias (typed rather than picked) adds no tag of that name: the alias
-- already leads searches to its tag. Tags management refuses it with a message (tags.objects.ts).
CREATE OR REPLACE FUNCTION tags_not_an_alias() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM tag_aliases WHERE type = NEW.type AND lower(alias) = lower(NEW.name)) THEN
    RETURN NULL;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER tags_not_an_alias BEFORE INSERT ON tags
  FOR EACH ROW EXECUTE FUNCTION tags_not_an_alias();
