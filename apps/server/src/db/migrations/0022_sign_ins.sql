CREATE TABLE "sign_ins" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- hand-written:
-- 'resume download' (a CV sent to a client) for a database seeded before it existed, as
-- default-grants.ts gives a fresh one: CSO, HR and admin. A fresh database has no grant yet here.
INSERT INTO casbin_rules (ptype, v0, v1, v2)
SELECT 'p', role, 'resume', 'download'
FROM (VALUES ('admin'), ('HR'), ('CSO')) AS granted(role)
WHERE EXISTS (SELECT 1 FROM casbin_rules WHERE ptype = 'p')
ON CONFLICT DO NOTHING;
