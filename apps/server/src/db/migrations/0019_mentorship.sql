CREATE TABLE "mentorship_matches" (
	"mentee_id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"mentor_id" uuid,
	"fit" smallint DEFAULT 0 NOT NULL,
	"explanation" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentorship_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"business_unit" text,
	"motivation" text DEFAULT '' NOT NULL,
	"goals" text DEFAULT '' NOT NULL,
	"mentee_count" smallint,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"skill_levels" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"favourites" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"request_status" text,
	"request_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentorship_participants_person_unique" UNIQUE("session_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "mentorship_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"year" integer NOT NULL,
	"mentor_registration_start" date NOT NULL,
	"mentor_registration_end" date NOT NULL,
	"mentee_registration_start" date NOT NULL,
	"mentee_registration_end" date NOT NULL,
	"selection_start" date NOT NULL,
	"selection_end" date NOT NULL,
	"matching_start" date NOT NULL,
	"matching_end" date NOT NULL,
	"matched_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mentorship_matches" ADD CONSTRAINT "mentorship_matches_mentee_id_mentorship_participants_id_fk" FOREIGN KEY ("mentee_id") REFERENCES "public"."mentorship_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_matches" ADD CONSTRAINT "mentorship_matches_session_id_mentorship_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."mentorship_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_matches" ADD CONSTRAINT "mentorship_matches_mentor_id_mentorship_participants_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentorship_participants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_participants" ADD CONSTRAINT "mentorship_participants_session_id_mentorship_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."mentorship_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_participants" ADD CONSTRAINT "mentorship_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_sessions" ADD CONSTRAINT "mentorship_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentorship_matches_session_idx" ON "mentorship_matches" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "mentorship_matches_mentor_idx" ON "mentorship_matches" USING btree ("mentor_id");--> statement-breakpoint
CREATE INDEX "mentorship_participants_session_idx" ON "mentorship_participants" USING btree ("session_id","role");--> statement-breakpoint
CREATE INDEX "mentorship_participants_user_idx" ON "mentorship_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mentorship_participants_skills_idx" ON "mentorship_participants" USING gin ("skills");--> statement-breakpoint
CREATE INDEX "mentorship_sessions_year_idx" ON "mentorship_sessions" USING btree ("year");