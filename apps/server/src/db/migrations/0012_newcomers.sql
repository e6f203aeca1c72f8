CREATE TABLE "newcomers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"personal_email" text NOT NULL,
	"arrival_date" date NOT NULL,
	"arrival_month" text NOT NULL,
	"departure_date" date,
	"business_line" text NOT NULL,
	"hub" text NOT NULL,
	"secondary_business_lines" text[] DEFAULT '{}'::text[] NOT NULL,
	"secondary_hubs" text[] DEFAULT '{}'::text[] NOT NULL,
	"licence" text NOT NULL,
	"status" text DEFAULT 'to_prepare' NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "newcomers" ADD CONSTRAINT "newcomers_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newcomers" ADD CONSTRAINT "newcomers_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newcomers_status_idx" ON "newcomers" USING btree ("status","arrival_date");--> statement-breakpoint
CREATE INDEX "newcomers_business_line_idx" ON "newcomers" USING btree ("business_line");