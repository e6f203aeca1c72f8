CREATE TABLE "news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title_en" text,
	"body_en" text,
	"title_fr" text,
	"body_fr" text,
	"business_units" text[] DEFAULT '{}'::text[] NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"publish_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"cover_blob_id" uuid,
	"cover_version" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "replied_by" uuid;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_cover_blob_id_blobs_id_fk" FOREIGN KEY ("cover_blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_home_idx" ON "news" USING btree ("pinned" DESC NULLS FIRST,"publish_at" DESC NULLS LAST,"id") WHERE "news"."archived_at" is null and "news"."publish_at" is not null;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_status_created_idx" ON "reports" USING btree ("status","created_at");
--> statement-breakpoint
-- hand-written:
-- A database seeded before news existed gets what default-grants.ts gives a fresh one: every
-- 'news' permission for admin, HR and Management, 'news read' for everyone signed in.
-- A fresh database has no grant yet here, and is seeded from default-grants.ts after migrating.
INSERT INTO casbin_rules (ptype, v0, v1, v2)
SELECT 'p', role, 'news', action
FROM (VALUES ('admin', 'read'), ('admin', 'create'), ('admin', 'update'), ('admin', 'delete'),
             ('HR', 'read'), ('HR', 'create'), ('HR', 'update'), ('HR', 'delete'),
             ('Management', 'read'), ('Management', 'create'), ('Management', 'update'),
             ('Management', 'delete'), ('guest', 'read')) AS granted(role, action)
WHERE EXISTS (SELECT 1 FROM casbin_rules WHERE ptype = 'p')
ON CONFLICT DO NOTHING;
