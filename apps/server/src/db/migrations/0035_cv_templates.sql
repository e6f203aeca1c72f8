CREATE TABLE "cv_template_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"blob_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"placeholders" text[] DEFAULT '{}'::text[] NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cv_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"purpose" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"published_version_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cv_template_versions" ADD CONSTRAINT "cv_template_versions_template_id_cv_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."cv_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_template_versions" ADD CONSTRAINT "cv_template_versions_blob_id_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_template_versions" ADD CONSTRAINT "cv_template_versions_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_templates" ADD CONSTRAINT "cv_templates_published_version_id_cv_template_versions_id_fk" FOREIGN KEY ("published_version_id") REFERENCES "public"."cv_template_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_templates" ADD CONSTRAINT "cv_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cv_template_versions_number_idx" ON "cv_template_versions" USING btree ("template_id","number");--> statement-breakpoint
CREATE INDEX "cv_template_versions_blob_idx" ON "cv_template_versions" USING btree ("blob_id");--> statement-breakpoint
CREATE INDEX "cv_template_versions_uploaded_by_idx" ON "cv_template_versions" USING btree ("uploaded_by");--> statement-breakpoint
CREATE UNIQUE INDEX "cv_templates_default_language_idx" ON "cv_templates" USING btree ("language") WHERE "cv_templates"."is_default";--> statement-breakpoint
CREATE INDEX "cv_templates_published_version_idx" ON "cv_templates" USING btree ("published_version_id");--> statement-breakpoint
CREATE INDEX "cv_templates_created_by_idx" ON "cv_templates" USING btree ("created_by");--> statement-breakpoint
-- Administrators manage the firm's CV templates (default-grants.ts gives a fresh database the same
-- through PERMISSION_CATALOGUE, seeded after migrating, when no grant exists yet).
INSERT INTO casbin_rules (ptype, v0, v1, v2)
SELECT 'p', 'admin', 'cv_templates', action
FROM (VALUES ('read'), ('create'), ('update'), ('delete')) AS granted(action)
WHERE EXISTS (SELECT 1 FROM casbin_rules WHERE ptype = 'p')
ON CONFLICT DO NOTHING;
