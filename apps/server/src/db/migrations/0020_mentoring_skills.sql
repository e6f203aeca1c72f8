ALTER TABLE "users" ADD COLUMN "mentoring_skills" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "learning_skills" text[] DEFAULT '{}'::text[] NOT NULL;