CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"link" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "wall_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "wall_likes" (
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wall_likes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "wall_pictures" (
	"blob_id" uuid PRIMARY KEY NOT NULL,
	"post_id" uuid,
	"uploader_id" uuid NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wall_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid,
	"text" text NOT NULL,
	"mention_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"firm_kind" text,
	"firm_key" text,
	"firm_name" text,
	"firm_link" text,
	"like_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp (3) with time zone,
	"hidden_at" timestamp (3) with time zone,
	"hidden_by" uuid,
	"hidden_reason" text,
	CONSTRAINT "wall_posts_firm_key_unique" UNIQUE("firm_key")
);
--> statement-breakpoint
CREATE TABLE "wall_reports" (
	"post_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wall_reports_post_id_reporter_id_pk" PRIMARY KEY("post_id","reporter_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_comments" ADD CONSTRAINT "wall_comments_post_id_wall_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."wall_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_comments" ADD CONSTRAINT "wall_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_likes" ADD CONSTRAINT "wall_likes_post_id_wall_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."wall_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_likes" ADD CONSTRAINT "wall_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_pictures" ADD CONSTRAINT "wall_pictures_blob_id_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."blobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_pictures" ADD CONSTRAINT "wall_pictures_post_id_wall_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."wall_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_pictures" ADD CONSTRAINT "wall_pictures_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_posts" ADD CONSTRAINT "wall_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_posts" ADD CONSTRAINT "wall_posts_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_reports" ADD CONSTRAINT "wall_reports_post_id_wall_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."wall_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_reports" ADD CONSTRAINT "wall_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_recipient_created_idx" ON "notifications" USING btree ("recipient_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("recipient_id") WHERE read_at IS NULL;--> statement-breakpoint
CREATE INDEX "notifications_actor_idx" ON "notifications" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "wall_comments_post_idx" ON "wall_comments" USING btree ("post_id","created_at","id");--> statement-breakpoint
CREATE INDEX "wall_comments_author_idx" ON "wall_comments" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "wall_likes_user_idx" ON "wall_likes" USING btree ("user_id","post_id");--> statement-breakpoint
CREATE INDEX "wall_pictures_post_idx" ON "wall_pictures" USING btree ("post_id","position");--> statement-breakpoint
CREATE INDEX "wall_pictures_uploader_idx" ON "wall_pictures" USING btree ("uploader_id");--> statement-breakpoint
CREATE INDEX "wall_posts_feed_idx" ON "wall_posts" USING btree ("created_at","id") WHERE hidden_at IS NULL;--> statement-breakpoint
CREATE INDEX "wall_posts_all_idx" ON "wall_posts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "wall_posts_reported_idx" ON "wall_posts" USING btree ("created_at","id") WHERE report_count > 0;--> statement-breakpoint
CREATE INDEX "wall_posts_author_idx" ON "wall_posts" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "wall_posts_hidden_by_idx" ON "wall_posts" USING btree ("hidden_by");--> statement-breakpoint
CREATE INDEX "wall_reports_reporter_idx" ON "wall_reports" USING btree ("reporter_id");
--> statement-breakpoint
-- hand-written:
-- A database seeded before the wall existed gets what default-grants.ts gives a fresh one: every
-- employee reads the wall and posts on it ('wall read', 'wall create'); admin moderates (all of 'wall').
-- A fresh database has no grant yet here, and is seeded from default-grants.ts after migrating.
INSERT INTO casbin_rules (ptype, v0, v1, v2)
SELECT 'p', role, 'wall', action
FROM (VALUES ('admin', 'read'), ('admin', 'create'), ('admin', 'update'), ('admin', 'delete'),
             ('guest', 'read'), ('guest', 'create')) AS granted(role, action)
WHERE EXISTS (SELECT 1 FROM casbin_rules WHERE ptype = 'p')
ON CONFLICT DO NOTHING;
