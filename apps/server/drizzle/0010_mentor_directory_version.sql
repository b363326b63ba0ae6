CREATE TABLE "mentor_directory_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"changed_in" bigint,
	CONSTRAINT "mentor_directory_version_one_row" CHECK ("mentor_directory_version"."id")
);
--> statement-breakpoint
INSERT INTO "mentor_directory_version" ("id", "version") VALUES (true, 1);--> statement-breakpoint
-- Raise the directory's version in every transaction that writes mentor_profiles (insert,
-- update, delete, truncate; also the cheapest-plan trigger's updates and cascaded deletes),
-- inside that transaction, so a snapshot sees the rows and the version of the same moment.
-- Only a transaction's first such statement writes the row (later ones find it already
-- raised by their transaction), so a bulk write costs one row version, not one per statement.
CREATE OR REPLACE FUNCTION "mentor_directory_changed"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE mentor_directory_version
  SET version = version + 1, changed_in = pg_current_xact_id()::text::bigint
  WHERE changed_in IS DISTINCT FROM pg_current_xact_id()::text::bigint;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "mentor_directory_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mentor_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "mentor_directory_changed"();
