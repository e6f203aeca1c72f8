-- Keeps the people search columns current: an accent- and case-folded name for trigram matching,
-- a weighted document for full-text search, and the spoken language codes as a facetable array.
CREATE OR REPLACE FUNCTION users_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_name := lower(immutable_unaccent(NEW.first_name || ' ' || NEW.last_name));
  NEW.language_codes := ARRAY(SELECT jsonb_array_elements(NEW.languages) ->> 'code');
  NEW.search_vector :=
    setweight(to_tsvector('simple', NEW.search_name), 'A') ||
    setweight(to_tsvector('simple', lower(immutable_unaccent(coalesce(NEW.job_title, '')))), 'B') ||
    setweight(to_tsvector('simple', lower(immutable_unaccent(array_to_string(
      NEW.technical_skills || NEW.sectorial_skills || NEW.certificates || NEW.job_profiles, ' ')))), 'B') ||
    setweight(to_tsvector('simple', lower(immutable_unaccent(concat_ws(' ',
      NEW.business_unit, NEW.business_line, NEW.hub, NEW.market, NEW.grade, NEW.position)))), 'C');
  NEW.updated_at := now();
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER users_search BEFORE INSERT OR UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION users_search_refresh();
