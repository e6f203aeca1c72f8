CREATE TABLE "file_deletions" (
	"blob_id" uuid PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blobs" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "blobs" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "blobs" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "blobs" ADD CONSTRAINT "blobs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blobs_owner_idx" ON "blobs" USING btree ("owner_id");--> statement-breakpoint
-- Bytes still in the database (files stored before the file store) are moved out at start; this
-- index finds the ones left after a crash at once.
CREATE INDEX "blobs_legacy_bytes_idx" ON "blobs" USING btree ("id") WHERE "bytes" IS NOT NULL;--> statement-breakpoint
-- Deleting a blob row, by any path (a route, a cascade, the generic delete), queues its file for
-- removal in the same transaction: a rolled-back delete keeps the file, a committed one loses it.
CREATE OR REPLACE FUNCTION blobs_queue_file_deletion() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO file_deletions (blob_id) VALUES (OLD.id)
  ON CONFLICT (blob_id) DO UPDATE SET due_at = now();
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER blobs_queue_file_deletion AFTER DELETE ON blobs
FOR EACH ROW EXECUTE FUNCTION blobs_queue_file_deletion();
