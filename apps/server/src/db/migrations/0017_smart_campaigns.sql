CREATE TABLE "campaign_recipients" (
	"campaign_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"sends" integer DEFAULT 0 NOT NULL,
	"first_sent_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "campaign_recipients_campaign_id_user_id_pk" PRIMARY KEY("campaign_id","user_id"),
	CONSTRAINT "campaign_recipients_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "campaign_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smart_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"target" jsonb NOT NULL,
	"messages" jsonb NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"reminder_every_days" smallint NOT NULL,
	"reminders_max" smallint NOT NULL,
	"escalate" boolean NOT NULL,
	"reminders_sent" smallint DEFAULT 0 NOT NULL,
	"last_round_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_campaign_id_smart_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."smart_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_sends" ADD CONSTRAINT "campaign_sends_campaign_id_smart_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."smart_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_sends" ADD CONSTRAINT "campaign_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_campaigns" ADD CONSTRAINT "smart_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_recipients_user_idx" ON "campaign_recipients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "campaign_sends_campaign_idx" ON "campaign_sends" USING btree ("campaign_id","sent_at");--> statement-breakpoint
CREATE INDEX "campaign_sends_user_idx" ON "campaign_sends" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "smart_campaigns_running_idx" ON "smart_campaigns" USING btree ("start_at") WHERE "smart_campaigns"."status" = 'running';--> statement-breakpoint
CREATE INDEX "smart_campaigns_status_idx" ON "smart_campaigns" USING btree ("status");--> statement-breakpoint
CREATE INDEX "smart_campaigns_created_by_idx" ON "smart_campaigns" USING btree ("created_by");--> statement-breakpoint
-- Newcomers already announced keep the language HR chose for their mails.
UPDATE users u SET language = n.language FROM newcomers n WHERE n.id = u.id;
