CREATE TABLE "completion_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"employment_type" text,
	"grade" text,
	"business_unit" text,
	"job_profile" text,
	"fields" jsonb NOT NULL,
	"target" smallint DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "completion_snapshots" (
	"day" date PRIMARY KEY NOT NULL,
	"people" integer NOT NULL,
	"average_rate" real NOT NULL,
	"complete" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "employment_type" text DEFAULT 'employee' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "completion_profile_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "completion_rate" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "completion_missing" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "completion_state" text DEFAULT 'incomplete' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "completion_profiles_one_default" ON "completion_profiles" USING btree ("is_default") WHERE "completion_profiles"."is_default";--> statement-breakpoint
CREATE INDEX "users_completion_state_idx" ON "users" USING btree ("completion_state");--> statement-breakpoint
-- The default profile: every field, each counting the same, complete at 100 %.
INSERT INTO completion_profiles (name, is_default, fields, target) VALUES ('Everyone', true,
  '[{"field":"pronouns","weight":1},{"field":"job_title","weight":1},{"field":"years_of_experience","weight":1},{"field":"linkedin","weight":1},{"field":"mobile","weight":1},{"field":"languages","weight":1},{"field":"diplomas","weight":1},{"field":"certificates","weight":1},{"field":"technical_skills","weight":1},{"field":"sectorial_skills","weight":1},{"field":"job_profiles","weight":1},{"field":"has_picture","weight":1}]',
  100);--> statement-breakpoint
-- Which of the fields a completion profile may ask for (contract COMPLETION_FIELDS) a person filled.
CREATE OR REPLACE FUNCTION completion_filled(u users) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY[
    CASE WHEN coalesce(u.pronouns, '') <> '' THEN 'pronouns' END,
    CASE WHEN coalesce(u.job_title, '') <> '' THEN 'job_title' END,
    CASE WHEN u.years_of_experience IS NOT NULL THEN 'years_of_experience' END,
    CASE WHEN coalesce(u.linkedin, '') <> '' THEN 'linkedin' END,
    CASE WHEN coalesce(u.mobile, '') <> '' THEN 'mobile' END,
    CASE WHEN jsonb_array_length(u.languages) > 0 THEN 'languages' END,
    CASE WHEN jsonb_array_length(u.diplomas) > 0 THEN 'diplomas' END,
    CASE WHEN cardinality(u.certificates) > 0 THEN 'certificates' END,
    CASE WHEN cardinality(u.technical_skills) > 0 THEN 'technical_skills' END,
    CASE WHEN cardinality(u.sectorial_skills) > 0 THEN 'sectorial_skills' END,
    CASE WHEN cardinality(u.job_profiles) > 0 THEN 'job_profiles' END,
    CASE WHEN u.has_picture THEN 'has_picture' END
  ], NULL)
$$;--> statement-breakpoint
CREATE TYPE completion_measure AS (profile_id uuid, rate smallint, missing text[], state text);--> statement-breakpoint
-- A person against the most specific profile of their population (each criterion set counts one;
-- the oldest wins a tie): the weighted share of its fields they filled, what is missing in the
-- profile's order, and whether the rate reached its target.
CREATE OR REPLACE FUNCTION completion_of(u users) RETURNS completion_measure LANGUAGE sql STABLE AS $$
  WITH profile AS (
    SELECT p.id, p.fields, p.target FROM completion_profiles p
    WHERE (p.employment_type IS NULL OR p.employment_type = u.employment_type)
      AND (p.grade IS NULL OR p.grade = u.grade)
      AND (p.business_unit IS NULL OR p.business_unit = u.business_unit)
      AND (p.job_profile IS NULL OR p.job_profile = ANY (u.job_profiles))
    ORDER BY (p.employment_type IS NOT NULL)::int + (p.grade IS NOT NULL)::int
      + (p.business_unit IS NOT NULL)::int + (p.job_profile IS NOT NULL)::int DESC, p.created_at, p.id
    LIMIT 1
  ), filled AS (SELECT completion_filled(u) AS names),
  scored AS (
    SELECT profile.id, profile.target,
      round(100.0 * coalesce(sum((f ->> 'weight')::int) FILTER (WHERE f ->> 'field' = ANY (filled.names)), 0)
        / sum((f ->> 'weight')::int))::smallint AS rate,
      coalesce(array_agg(f ->> 'field' ORDER BY n) FILTER (WHERE f ->> 'field' <> ALL (filled.names)), '{}') AS missing
    FROM profile, filled, jsonb_array_elements(profile.fields) WITH ORDINALITY AS e(f, n)
    GROUP BY profile.id, profile.target
  )
  SELECT id, rate, missing, CASE WHEN rate >= target THEN 'complete' ELSE 'incomplete' END FROM scored
$$;--> statement-breakpoint
-- A person's measure follows every write of what it reads, whoever writes (the API, an import, the seed).
CREATE OR REPLACE FUNCTION users_completion_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE measure completion_measure;
BEGIN
  measure := completion_of(NEW);
  NEW.completion_profile_id := measure.profile_id;
  NEW.completion_rate := coalesce(measure.rate, 0);
  NEW.completion_missing := coalesce(measure.missing, '{}');
  NEW.completion_state := coalesce(measure.state, 'incomplete');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER users_completion BEFORE INSERT OR UPDATE OF pronouns, job_title, years_of_experience,
  linkedin, mobile, languages, diplomas, certificates, technical_skills, sectorial_skills, job_profiles,
  has_picture, employment_type, grade, business_unit ON users
  FOR EACH ROW EXECUTE FUNCTION users_completion_refresh();--> statement-breakpoint
-- Search columns follow the columns they are made of, and nothing else: measuring everyone again
-- after a profile changes must not rebuild every search vector.
DROP TRIGGER users_search ON users;--> statement-breakpoint
CREATE TRIGGER users_search BEFORE INSERT OR UPDATE OF first_name, last_name, email, pronouns, job_title,
  grade, position, business_unit, business_line, hub, market, years_of_experience, linkedin, mobile,
  languages, diplomas, certificates, technical_skills, sectorial_skills, job_profiles, has_picture,
  picture_version, theme, status, employment_type ON users
  FOR EACH ROW EXECUTE FUNCTION users_search_refresh();--> statement-breakpoint
-- Everyone measured again at once, after a profile changed: one statement, writing only the people
-- whose measure moved. Answers how many.
CREATE OR REPLACE FUNCTION completion_measure_everyone() RETURNS integer LANGUAGE sql AS $$
  WITH measured AS (
    SELECT x.id, m.profile_id, m.rate, m.missing, m.state FROM users x CROSS JOIN LATERAL completion_of(x) m
  ), changed AS (
    UPDATE users u
    SET completion_profile_id = measured.profile_id, completion_rate = measured.rate,
      completion_missing = measured.missing, completion_state = measured.state
    FROM measured
    WHERE u.id = measured.id
      AND (u.completion_profile_id, u.completion_rate, u.completion_missing, u.completion_state)
        IS DISTINCT FROM (measured.profile_id, measured.rate, measured.missing, measured.state)
    RETURNING 1
  )
  SELECT count(*)::int FROM changed
$$;--> statement-breakpoint
SELECT completion_measure_everyone();
