CREATE TABLE "bids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"tender_text" text NOT NULL,
	"roles" jsonb NOT NULL,
	"team" jsonb NOT NULL,
	"proposed_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"language" text NOT NULL,
	"anonymised" boolean DEFAULT false NOT NULL,
	"versions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bids_created_by_idx" ON "bids" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "bids_proposed_idx" ON "bids" USING gin ("proposed_ids");