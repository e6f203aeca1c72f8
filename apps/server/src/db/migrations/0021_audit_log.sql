CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"actor" uuid,
	"object" text NOT NULL,
	"record_id" uuid,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_record_at_idx" ON "audit_log" USING btree ("record_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_at_idx" ON "audit_log" USING btree ("actor","at");--> statement-breakpoint
-- History is written once: the database itself refuses to change or remove an audit row, so no
-- route, bug or hand-written statement of the application can rewrite it. Only the owner, by
-- dropping the trigger first, could; that is a deliberate act outside the application.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER audit_log_no_update_or_delete BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
-- A database seeded before the log existed gets what default-grants.ts gives a fresh one: every
-- permission for admin (the new 'audit' object included), 'audit read' for HR and Management.
-- A fresh database has no grant yet here, and is seeded from default-grants.ts after migrating.
INSERT INTO casbin_rules (ptype, v0, v1, v2)
SELECT 'p', role, 'audit', action
FROM (VALUES ('admin', 'read'), ('admin', 'create'), ('admin', 'update'), ('admin', 'delete'),
             ('HR', 'read'), ('Management', 'read')) AS granted(role, action)
WHERE EXISTS (SELECT 1 FROM casbin_rules WHERE ptype = 'p')
ON CONFLICT DO NOTHING;
