CREATE TABLE "group_memberships" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_memberships_group_id_user_id_pk" PRIMARY KEY("group_id","user_id"),
	CONSTRAINT "group_memberships_status_of_role" CHECK ("group_memberships"."role" = 'member' or "group_memberships"."status" = 'active')
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"code_name" text,
	"description" text,
	"solutions" text[] DEFAULT '{}'::text[] NOT NULL,
	"deliverables" text[] DEFAULT '{}'::text[] NOT NULL,
	"sales_pitch" text,
	"expected_results" text,
	"added_value" text,
	"man_days" integer,
	"estimated_cost" integer,
	"target_markets" text[] DEFAULT '{}'::text[] NOT NULL,
	"assets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"leader_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"people_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_man_days_range" CHECK ("groups"."man_days" between 0 and 50),
	CONSTRAINT "groups_estimated_cost_positive" CHECK ("groups"."estimated_cost" >= 0)
);
--> statement-breakpoint
ALTER TABLE "group_memberships" ADD CONSTRAINT "group_memberships_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_memberships" ADD CONSTRAINT "group_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_memberships_user_idx" ON "group_memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "groups_type_name_idx" ON "groups" USING btree ("type","name");--> statement-breakpoint
CREATE INDEX "groups_name_idx" ON "groups" USING btree ("name");--> statement-breakpoint
CREATE INDEX "groups_leader_ids_idx" ON "groups" USING gin ("leader_ids");--> statement-breakpoint
CREATE INDEX "groups_people_ids_idx" ON "groups" USING gin ("people_ids");--> statement-breakpoint
CREATE INDEX "groups_solutions_idx" ON "groups" USING gin ("solutions");--> statement-breakpoint
CREATE INDEX "groups_target_markets_idx" ON "groups" USING gin ("target_markets");