-- A two-valued column is no index's job (a facet on it reads half the table anyway), and every
-- rate measured again rewrote it: without it, measuring everyone writes one index less per person.
DROP INDEX "users_completion_state_idx";--> statement-breakpoint
-- Everyone measured again at once, after a profile changed, as one set: each person joined to the
-- profiles of their population, the most specific kept (as completion_of chooses it: criteria
-- set, then the oldest), their rate and missing fields computed from that profile's field list.
-- It answers exactly what completion_of answers for each person (completion-profiles.test.ts),
-- without calling it 100,000 times; it writes only the people whose measure moved.
CREATE OR REPLACE FUNCTION completion_measure_everyone() RETURNS integer LANGUAGE sql AS $$
  WITH profile AS (
    SELECT p.id, p.employment_type, p.grade, p.business_unit, p.job_profile, p.target, p.created_at,
      (p.employment_type IS NOT NULL)::int + (p.grade IS NOT NULL)::int
        + (p.business_unit IS NOT NULL)::int + (p.job_profile IS NOT NULL)::int AS specificity,
      array_agg(f ->> 'field' ORDER BY n) AS names,
      array_agg((f ->> 'weight')::int ORDER BY n) AS weights,
      sum((f ->> 'weight')::int) AS total
    FROM completion_profiles p, jsonb_array_elements(p.fields) WITH ORDINALITY AS e(f, n)
    GROUP BY p.id
  ), chosen AS (
    SELECT DISTINCT ON (u.id) u.id, pr.id AS profile_id, pr.names, pr.weights, pr.total, pr.target,
      completion_filled(u) AS filled
    FROM users u JOIN profile pr
      ON (pr.employment_type IS NULL OR pr.employment_type = u.employment_type)
     AND (pr.grade IS NULL OR pr.grade = u.grade)
     AND (pr.business_unit IS NULL OR pr.business_unit = u.business_unit)
     AND (pr.job_profile IS NULL OR pr.job_profile = ANY (u.job_profiles))
    ORDER BY u.id, pr.specificity DESC, pr.created_at, pr.id
  ), rated AS (
    SELECT c.id, c.profile_id, c.target,
      round(100.0 * (SELECT coalesce(sum(w), 0) FROM unnest(c.names, c.weights) AS t(name, w)
        WHERE name = ANY (c.filled)) / c.total)::smallint AS rate,
      ARRAY(SELECT name FROM unnest(c.names) WITH ORDINALITY AS t(name, n)
        WHERE name <> ALL (c.filled) ORDER BY n) AS missing
    FROM chosen c
  ), measured AS (
    SELECT id, profile_id, rate, missing,
      CASE WHEN rate >= target THEN 'complete' ELSE 'incomplete' END AS state
    FROM rated
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
$$;
