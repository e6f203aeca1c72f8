CREATE TABLE "toolbox_vocabulary_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "toolbox_vocabulary_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE OR REPLACE FUNCTION toolbox_vocabulary_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE toolbox_vocabulary_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER toolbox_vocabulary_tags AFTER INSERT OR DELETE OR UPDATE OF name, type ON tags
  FOR EACH STATEMENT EXECUTE FUNCTION toolbox_vocabulary_changed();--> statement-breakpoint
CREATE TRIGGER toolbox_vocabulary_tag_aliases AFTER INSERT OR DELETE OR UPDATE ON tag_aliases
  FOR EACH STATEMENT EXECUTE FUNCTION toolbox_vocabulary_changed();--> statement-breakpoint
CREATE TRIGGER toolbox_vocabulary_experiences AFTER INSERT OR DELETE OR UPDATE OF client ON experiences
  FOR EACH STATEMENT EXECUTE FUNCTION toolbox_vocabulary_changed();--> statement-breakpoint
CREATE TRIGGER toolbox_vocabulary_credentials AFTER INSERT OR DELETE OR UPDATE OF client ON credentials
  FOR EACH STATEMENT EXECUTE FUNCTION toolbox_vocabulary_changed();--> statement-breakpoint
CREATE TRIGGER toolbox_vocabulary_markets AFTER INSERT OR DELETE OR UPDATE OF market ON users
  FOR EACH STATEMENT EXECUTE FUNCTION toolbox_vocabulary_changed();
