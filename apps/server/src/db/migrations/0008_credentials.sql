CREATE TABLE "solutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"summary" text NOT NULL,
	"description" text,
	"owner_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"scope" text,
	"markets" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"drive_url" text,
	"deck_url" text,
	"pitch_mail_url" text,
	"top" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credential_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"credential_id" uuid NOT NULL,
	"blob_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"media_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credential_code_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"project_code" text NOT NULL,
	"client" text NOT NULL,
	"company" text,
	"sales_owner_id" uuid,
	"credential_manager_id" uuid,
	"start_date" date,
	"end_date" date,
	"year" integer GENERATED ALWAYS AS (extract(year from start_date)::int) STORED,
	"description" text,
	"challenge" text,
	"solution" text,
	"results" text,
	"solution_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"contributors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contributor_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"top" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credentials_project_code_unique" UNIQUE("project_code")
);
--> statement-breakpoint
ALTER TABLE "credential_attachments" ADD CONSTRAINT "credential_attachments_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_attachments" ADD CONSTRAINT "credential_attachments_blob_id_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_attachments" ADD CONSTRAINT "credential_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_sales_owner_id_users_id_fk" FOREIGN KEY ("sales_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_credential_manager_id_users_id_fk" FOREIGN KEY ("credential_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "solutions_owner_ids_idx" ON "solutions" USING gin ("owner_ids");--> statement-breakpoint
CREATE INDEX "solutions_markets_idx" ON "solutions" USING gin ("markets");--> statement-breakpoint
CREATE INDEX "solutions_tags_idx" ON "solutions" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "solutions_top_idx" ON "solutions" USING btree ("top");--> statement-breakpoint
CREATE INDEX "solutions_name_idx" ON "solutions" USING btree ("name");--> statement-breakpoint
CREATE INDEX "solutions_search_trgm_idx" ON "solutions" USING gin (lower(immutable_unaccent("name" || ' ' || "summary" || ' ' || coalesce("scope", '') || ' ' || coalesce("description", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "credential_attachments_credential_idx" ON "credential_attachments" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "credential_attachments_blob_idx" ON "credential_attachments" USING btree ("blob_id");--> statement-breakpoint
CREATE INDEX "credential_attachments_uploaded_by_idx" ON "credential_attachments" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "credentials_sales_owner_idx" ON "credentials" USING btree ("sales_owner_id");--> statement-breakpoint
CREATE INDEX "credentials_credential_manager_idx" ON "credentials" USING btree ("credential_manager_id");--> statement-breakpoint
CREATE INDEX "credentials_client_idx" ON "credentials" USING btree ("client");--> statement-breakpoint
CREATE INDEX "credentials_year_idx" ON "credentials" USING btree ("year");--> statement-breakpoint
CREATE INDEX "credentials_start_date_idx" ON "credentials" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "credentials_solution_ids_idx" ON "credentials" USING gin ("solution_ids");--> statement-breakpoint
CREATE INDEX "credentials_contributor_ids_idx" ON "credentials" USING gin ("contributor_ids");--> statement-breakpoint
CREATE INDEX "credentials_search_trgm_idx" ON "credentials" USING gin (lower(immutable_unaccent("name" || ' ' || "client" || ' ' || "project_code" || ' ' || coalesce("company", '') || ' ' || coalesce("description", ''))) gin_trgm_ops);