ALTER TABLE "group_memberships" ADD COLUMN "confirmed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "group_memberships" ADD COLUMN "placed_by" uuid;