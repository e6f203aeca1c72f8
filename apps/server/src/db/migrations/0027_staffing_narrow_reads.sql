CREATE TABLE "person_terms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"technical_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"sectorial_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"market" text,
	"language_codes" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
DROP INDEX "person_skill_years_skill_idx";--> statement-breakpoint
ALTER TABLE "person_skill_years" ADD COLUMN "business_unit" text;--> statement-breakpoint
ALTER TABLE "person_terms" ADD CONSTRAINT "person_terms_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "person_skill_years_skill_idx" ON "person_skill_years" USING btree (lower("skill"),"business_unit","months","user_id");
--> statement-breakpoint
-- hand-written:
-- Each person's terms as staffing weighs them, copied from `users` in the write's own statement:
-- the rows a statement inserts, at once; a row whose copied columns an update changes, alone (an
-- update of other columns, such as the completion measured for everyone, copies nothing and
-- keeps no transition table). A deleted person's row goes by the cascade.
CREATE OR REPLACE FUNCTION person_terms_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO person_terms (id, status, first_name, last_name, technical_skills, sectorial_skills, market, language_codes)
  SELECT id, status, first_name, last_name, technical_skills, sectorial_skills, market, language_codes FROM new_rows;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER person_terms_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION person_terms_insert();--> statement-breakpoint
CREATE OR REPLACE FUNCTION person_terms_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO person_terms (id, status, first_name, last_name, technical_skills, sectorial_skills, market, language_codes)
  VALUES (NEW.id, NEW.status, NEW.first_name, NEW.last_name, NEW.technical_skills, NEW.sectorial_skills, NEW.market, NEW.language_codes)
  ON CONFLICT (id) DO UPDATE SET status = excluded.status, first_name = excluded.first_name,
    last_name = excluded.last_name, technical_skills = excluded.technical_skills,
    sectorial_skills = excluded.sectorial_skills, market = excluded.market, language_codes = excluded.language_codes;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER person_terms_update AFTER UPDATE ON users FOR EACH ROW
  WHEN ((OLD.status, OLD.first_name, OLD.last_name, OLD.technical_skills, OLD.sectorial_skills, OLD.market, OLD.language_codes)
    IS DISTINCT FROM (NEW.status, NEW.first_name, NEW.last_name, NEW.technical_skills, NEW.sectorial_skills, NEW.market, NEW.language_codes))
  EXECUTE FUNCTION person_terms_update();--> statement-breakpoint
-- The people already there.
INSERT INTO person_terms (id, status, first_name, last_name, technical_skills, sectorial_skills, market, language_codes)
SELECT id, status, first_name, last_name, technical_skills, sectorial_skills, market, language_codes FROM users;--> statement-breakpoint
-- Years per skill carry their person's business unit (research.tables.ts): measured with it
-- (as 0025_research.sql, the business unit added), and changed with the person's.
CREATE OR REPLACE FUNCTION person_skill_years_refresh(people uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM person_skill_years WHERE user_id = ANY (people);
  INSERT INTO person_skill_years (user_id, skill, months, business_unit)
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
  SELECT s.user_id, min(s.skill), round(sum(s.days) / 30.4375)::int, u.business_unit
  FROM span s JOIN users u ON u.id = s.user_id
  GROUP BY s.user_id, s.folded, u.business_unit
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION person_skill_years_business_unit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE person_skill_years SET business_unit = NEW.business_unit WHERE user_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER person_skill_years_business_unit AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.business_unit IS DISTINCT FROM NEW.business_unit)
  EXECUTE FUNCTION person_skill_years_business_unit();--> statement-breakpoint
UPDATE person_skill_years y SET business_unit = u.business_unit FROM users u WHERE u.id = y.user_id AND u.business_unit IS NOT NULL;
