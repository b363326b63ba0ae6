-- One time zone per person. Availability's zone and Settings → General's
-- zone (users.time_zone) were two settings; users.time_zone is now the only one. A mentor's
-- availability zone wins where both were set: it is the zone their weekly hours (and so the
-- times mentees booked) are in.
UPDATE "users" SET "time_zone" = "availability"."time_zone", "updated_at" = now()
FROM "availability"
WHERE "availability"."mentor_id" = "users"."id"
  AND "users"."time_zone" IS DISTINCT FROM "availability"."time_zone";--> statement-breakpoint
ALTER TABLE "availability" DROP COLUMN "time_zone";
