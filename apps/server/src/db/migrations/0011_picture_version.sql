-- Each person's picture version, for thumbnail URLs that can be cached for a year; backfilled from the stored pictures.
ALTER TABLE "users" ADD COLUMN "picture_version" text;--> statement-breakpoint
UPDATE "users" SET "picture_version" = substr("blobs"."sha256", 1, 16) FROM "user_pictures" JOIN "blobs" ON "blobs"."id" = "user_pictures"."blob_id" WHERE "user_pictures"."user_id" = "users"."id";
