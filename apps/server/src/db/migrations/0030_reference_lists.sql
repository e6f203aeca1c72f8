-- The firm's reference lists are tags (issue 33): markets (a type since the start, but never
-- filled: 0006 covered four types), clients, business units, business lines and hubs. Tags
-- management then counts, renames and merges them like skills (modules/people/tag-places.ts).
--
-- 1. A profile's market, business unit, business line and hub join its skills: a value a statement
-- newly gives someone becomes a tag of its type, whoever writes (the API, an import, the seed).
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
      UNION ALL SELECT 'market', n.market
      UNION ALL SELECT 'business_unit', n.business_unit
      UNION ALL SELECT 'business_line', n.business_line
      UNION ALL SELECT 'hub', n.hub
    ) AS added(type, name)
    WHERE btrim(added.name) <> ''
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
      UNION ALL SELECT 'market', n.market WHERE n.market IS DISTINCT FROM o.market
      UNION ALL SELECT 'business_unit', n.business_unit WHERE n.business_unit IS DISTINCT FROM o.business_unit
      UNION ALL SELECT 'business_line', n.business_line WHERE n.business_line IS DISTINCT FROM o.business_line
      UNION ALL SELECT 'hub', n.hub WHERE n.hub IS DISTINCT FROM o.hub
    ) AS added(type, name)
    WHERE btrim(added.name) <> ''
    ORDER BY added.type, lower(added.name), added.name COLLATE "C"
    ON CONFLICT (type, lower(name)) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- 2. The other records naming a reference value do the same, with one function for all: its
-- arguments are triples (tag type, column, 'one' or 'list'). Only values a statement adds count,
-- as for profiles. Who may add a value not yet listed is the server's check
-- (modules/people/reference-values.ts); this keeps the list whole whoever writes.
CREATE OR REPLACE FUNCTION reference_tags_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  i integer := 0;
  tag_type text;
  names_new text;
  names_old text;
BEGIN
  WHILE i + 2 < TG_NARGS LOOP
    tag_type := TG_ARGV[i];
    IF TG_ARGV[i + 2] = 'one' THEN
      names_new := format('ARRAY[n.%I]', TG_ARGV[i + 1]);
      names_old := format('ARRAY[o.%I]', TG_ARGV[i + 1]);
    ELSE
      names_new := format('n.%I', TG_ARGV[i + 1]);
      names_old := format('o.%I', TG_ARGV[i + 1]);
    END IF;
    IF TG_OP = 'INSERT' THEN
      EXECUTE format(
        'INSERT INTO tags (type, name)
         SELECT DISTINCT ON (lower(v.name)) %L, v.name
         FROM new_rows n, unnest(%s) AS v(name)
         WHERE btrim(v.name) <> %L
         ORDER BY lower(v.name), v.name COLLATE "C"
         ON CONFLICT (type, lower(name)) DO NOTHING', tag_type, names_new, '');
    ELSE
      EXECUTE format(
        'INSERT INTO tags (type, name)
         SELECT DISTINCT ON (lower(v.name)) %L, v.name
         FROM new_rows n JOIN old_rows o ON o.id = n.id, unnest(%s) AS v(name)
         WHERE btrim(v.name) <> %L
           AND lower(v.name) <> ALL (SELECT lower(w) FROM unnest(%s) AS w WHERE w IS NOT NULL)
         ORDER BY lower(v.name), v.name COLLATE "C"
         ON CONFLICT (type, lower(name)) DO NOTHING', tag_type, names_new, '', names_old);
    END IF;
    i := i + 3;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER credentials_reference_tags_insert AFTER INSERT ON credentials
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reference_tags_sync('client', 'client', 'one');--> statement-breakpoint
CREATE TRIGGER credentials_reference_tags_update AFTER UPDATE ON credentials
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reference_tags_sync('client', 'client', 'one');--> statement-breakpoint
CREATE TRIGGER solutions_reference_tags_insert AFTER INSERT ON solutions
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reference_tags_sync('market', 'markets', 'list');--> statement-breakpoint
CREATE TRIGGER solutions_reference_tags_update AFTER UPDATE ON solutions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reference_tags_sync('market', 'markets', 'list');--> statement-breakpoint
CREATE TRIGGER groups_reference_tags_insert AFTER INSERT ON groups
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reference_tags_sync('market', 'target_markets', 'list');--> statement-breakpoint
CREATE TRIGGER groups_reference_tags_update AFTER UPDATE ON groups
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reference_tags_sync('market', 'target_markets', 'list');--> statement-breakpoint
CREATE TRIGGER newcomers_reference_tags_insert AFTER INSERT ON newcomers
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reference_tags_sync(
    'business_line', 'business_line', 'one', 'hub', 'hub', 'one',
    'business_line', 'secondary_business_lines', 'list', 'hub', 'secondary_hubs', 'list');--> statement-breakpoint
CREATE TRIGGER newcomers_reference_tags_update AFTER UPDATE ON newcomers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reference_tags_sync(
    'business_line', 'business_line', 'one', 'hub', 'hub', 'one',
    'business_line', 'secondary_business_lines', 'list', 'hub', 'secondary_hubs', 'list');--> statement-breakpoint
-- 3. The first lists: every value in use, in any place tag-places.ts names. Idempotent, case-
-- insensitive like the tags' unique index, and the same spelling whatever the order of writing.
INSERT INTO tags (type, name)
SELECT DISTINCT ON (used.type, lower(used.name)) used.type, used.name
FROM (
  SELECT 'market' AS type, market AS name FROM users
  UNION ALL SELECT 'business_unit', business_unit FROM users
  UNION ALL SELECT 'business_line', business_line FROM users
  UNION ALL SELECT 'hub', hub FROM users
  UNION ALL SELECT 'market', unnest(markets) FROM solutions
  UNION ALL SELECT 'market', unnest(target_markets) FROM groups
  UNION ALL SELECT 'client', client FROM credentials
  UNION ALL SELECT 'business_line', business_line FROM newcomers
  UNION ALL SELECT 'hub', hub FROM newcomers
  UNION ALL SELECT 'business_line', unnest(secondary_business_lines) FROM newcomers
  UNION ALL SELECT 'hub', unnest(secondary_hubs) FROM newcomers
  UNION ALL SELECT 'business_unit', business_unit FROM completion_profiles
  UNION ALL SELECT 'business_unit', business_unit FROM mentorship_participants
  UNION ALL SELECT 'business_unit', unnest(business_units) FROM news
  UNION ALL SELECT 'business_unit', jsonb_array_elements_text(target -> 'business_units') FROM smart_campaigns
  UNION ALL SELECT 'hub', jsonb_array_elements_text(target -> 'hubs') FROM smart_campaigns
) AS used
WHERE btrim(used.name) <> ''
ORDER BY used.type, lower(used.name), used.name COLLATE "C"
ON CONFLICT (type, lower(name)) DO NOTHING;--> statement-breakpoint
-- 4. Who adds a value not yet listed (default-grants.ts says the same for a fresh database, which
-- has no grant here yet and is seeded after migrating): HR the organisation's lists (business
-- units, lines, hubs), the CSO the clients (beside the markets it held), admin every type. The CSO
-- also renames and merges them in Tags management ('tags update', 'tags delete', kept by the
-- server to the types it holds 'tag {type}' for).
INSERT INTO casbin_rules (ptype, v0, v1, v2)
SELECT 'p', role, object, action
FROM (VALUES ('admin', 'tag', 'client'), ('admin', 'tag', 'business_unit'),
             ('admin', 'tag', 'business_line'), ('admin', 'tag', 'hub'),
             ('HR', 'tag', 'business_unit'), ('HR', 'tag', 'business_line'), ('HR', 'tag', 'hub'),
             ('CSO', 'tag', 'client'), ('CSO', 'tags', 'update'), ('CSO', 'tags', 'delete'))
  AS granted(role, object, action)
WHERE EXISTS (SELECT 1 FROM casbin_rules WHERE ptype = 'p')
ON CONFLICT DO NOTHING;
