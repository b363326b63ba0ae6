-- Issue 18 "The hot paths, from profiles" (ADR 0015): a server process keeps the mentor's
-- mentees table answers and gives one again only while no write that could change it has
-- committed since it was computed. Every transaction that writes a row the table reads (a
-- booking of the mentor; a mentee's name, mentee profile, goal or activity) notes the mentors
-- concerned here, with its own transaction id. A kept answer remembers the snapshot it was
-- read in; it is stale as soon as a row noted for its mentor is visible now but was not in
-- that snapshot. Insert-only and keyed by (mentor, transaction): writers never wait for each
-- other here (no counter row to lock), and the check is one index probe of the recent rows.
CREATE TABLE "mentee_table_changes" (
	"mentor_id" varchar(36) NOT NULL,
	"xid" xid8 DEFAULT pg_current_xact_id() NOT NULL,
	CONSTRAINT "mentee_table_changes_pk" PRIMARY KEY ("mentor_id", "xid")
);
--> statement-breakpoint
-- TG_ARGV[0]: the column naming the person; TG_ARGV[1]: 'mentor' (bookings: that person is
-- the mentor) or 'mentee' (note every mentor the person has a booking with, in any state).
CREATE OR REPLACE FUNCTION "mentee_table_changed"() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  people varchar[] := ARRAY[to_jsonb(OLD) ->> TG_ARGV[0], to_jsonb(NEW) ->> TG_ARGV[0]];
BEGIN
  IF TG_ARGV[1] = 'mentor' THEN
    INSERT INTO mentee_table_changes (mentor_id)
    SELECT DISTINCT p FROM unnest(people) p WHERE p IS NOT NULL
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO mentee_table_changes (mentor_id)
    SELECT DISTINCT b.mentor_id FROM bookings b WHERE b.mentee_id = ANY (people)
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- TRUNCATE names no rows: '*' stands for every mentor.
CREATE OR REPLACE FUNCTION "mentee_table_truncated"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mentee_table_changes (mentor_id) VALUES ('*') ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "mentee_table_changed" AFTER INSERT OR UPDATE OR DELETE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "mentee_table_changed"('mentor_id', 'mentor');--> statement-breakpoint
CREATE TRIGGER "mentee_table_changed" AFTER INSERT OR UPDATE OR DELETE ON "activities"
  FOR EACH ROW EXECUTE FUNCTION "mentee_table_changed"('mentee_id', 'mentee');--> statement-breakpoint
CREATE TRIGGER "mentee_table_changed" AFTER INSERT OR UPDATE OR DELETE ON "goals"
  FOR EACH ROW EXECUTE FUNCTION "mentee_table_changed"('mentee_id', 'mentee');--> statement-breakpoint
CREATE TRIGGER "mentee_table_changed" AFTER INSERT OR UPDATE OR DELETE ON "mentee_profiles"
  FOR EACH ROW EXECUTE FUNCTION "mentee_table_changed"('user_id', 'mentee');--> statement-breakpoint
CREATE TRIGGER "mentee_table_changed" AFTER UPDATE OF "name" ON "users"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
  EXECUTE FUNCTION "mentee_table_changed"('id', 'mentee');--> statement-breakpoint
CREATE TRIGGER "mentee_table_truncated" AFTER TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "mentee_table_truncated"();--> statement-breakpoint
CREATE TRIGGER "mentee_table_truncated" AFTER TRUNCATE ON "activities"
  FOR EACH STATEMENT EXECUTE FUNCTION "mentee_table_truncated"();--> statement-breakpoint
CREATE TRIGGER "mentee_table_truncated" AFTER TRUNCATE ON "goals"
  FOR EACH STATEMENT EXECUTE FUNCTION "mentee_table_truncated"();--> statement-breakpoint
CREATE TRIGGER "mentee_table_truncated" AFTER TRUNCATE ON "mentee_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "mentee_table_truncated"();--> statement-breakpoint
CREATE TRIGGER "mentee_table_truncated" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "mentee_table_truncated"();
