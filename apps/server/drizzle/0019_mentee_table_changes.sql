-- Issue 18 "The hot paths, from profiles" (ADR 0015): a server process keeps the mentor's
-- mentees table answers and gives one again only while no write that could change it has
-- committed since it was computed. Every transaction that writes a row the table reads notes
-- here whose row it was, with its own transaction id: the mentor of a booking; the person of
-- a name, mentee profile, goal or activity. A kept answer remembers the snapshot it was read
-- in; it is stale as soon as a note visible now but not in that snapshot names its mentor, or
-- a person who has a booking with its mentor (looked up when checking, so a booking committed
-- meanwhile counts). Insert-only, keyed by (person, transaction): writers never wait for each
-- other here (no counter row to lock), and the check reads only the notes of transactions the
-- snapshot did not see (`mentee_table_changes_xid_idx`).
CREATE TABLE "mentee_table_changes" (
	"person_id" varchar(36) NOT NULL,
	"xid" xid8 DEFAULT pg_current_xact_id() NOT NULL,
	CONSTRAINT "mentee_table_changes_pk" PRIMARY KEY ("person_id", "xid")
);
--> statement-breakpoint
CREATE INDEX "mentee_table_changes_xid_idx" ON "mentee_table_changes" USING btree ("xid");--> statement-breakpoint
-- Statement triggers with transition tables: a bulk write adds one insert, not one per row.
-- TG_ARGV[0]: the column naming the person (the mentor of a booking, the mentee otherwise).
-- Static statements, so PL/pgSQL plans each once per table and connection.
CREATE OR REPLACE FUNCTION "mentee_table_changed"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_ARGV[0] = 'mentor_id' THEN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO mentee_table_changes (person_id)
      SELECT DISTINCT mentor_id FROM new_rows WHERE mentor_id IS NOT NULL
      ON CONFLICT DO NOTHING;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO mentee_table_changes (person_id)
      SELECT DISTINCT mentor_id FROM old_rows WHERE mentor_id IS NOT NULL
      ON CONFLICT DO NOTHING;
    ELSE
      INSERT INTO mentee_table_changes (person_id)
      SELECT mentor_id FROM old_rows WHERE mentor_id IS NOT NULL
      UNION SELECT mentor_id FROM new_rows WHERE mentor_id IS NOT NULL ON CONFLICT DO NOTHING;
    END IF;
  ELSIF TG_ARGV[0] = 'mentee_id' THEN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO mentee_table_changes (person_id)
      SELECT DISTINCT mentee_id FROM new_rows WHERE mentee_id IS NOT NULL
      ON CONFLICT DO NOTHING;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO mentee_table_changes (person_id)
      SELECT DISTINCT mentee_id FROM old_rows WHERE mentee_id IS NOT NULL
      ON CONFLICT DO NOTHING;
    ELSE
      INSERT INTO mentee_table_changes (person_id)
      SELECT mentee_id FROM old_rows WHERE mentee_id IS NOT NULL
      UNION SELECT mentee_id FROM new_rows WHERE mentee_id IS NOT NULL ON CONFLICT DO NOTHING;
    END IF;
  ELSIF TG_ARGV[0] = 'user_id' THEN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO mentee_table_changes (person_id)
      SELECT DISTINCT user_id FROM new_rows WHERE user_id IS NOT NULL
      ON CONFLICT DO NOTHING;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO mentee_table_changes (person_id)
      SELECT DISTINCT user_id FROM old_rows WHERE user_id IS NOT NULL
      ON CONFLICT DO NOTHING;
    ELSE
      INSERT INTO mentee_table_changes (person_id)
      SELECT user_id FROM old_rows WHERE user_id IS NOT NULL
      UNION SELECT user_id FROM new_rows WHERE user_id IS NOT NULL ON CONFLICT DO NOTHING;
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A name change (rare; most updates of users touch other columns): a row trigger with a WHEN.
CREATE OR REPLACE FUNCTION "mentee_table_renamed"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mentee_table_changes (person_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- TRUNCATE names no rows: '*' stands for everyone.
CREATE OR REPLACE FUNCTION "mentee_table_truncated"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mentee_table_changes (person_id) VALUES ('*') ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "mentee_table_insert" AFTER INSERT ON "bookings"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "mentee_table_changed"('mentor_id');--> statement-breakpoint
CREATE TRIGGER "mentee_table_update" AFTER UPDATE ON "bookings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "mentee_table_changed"('mentor_id');--> statement-breakpoint
CREATE TRIGGER "mentee_table_delete" AFTER DELETE ON "bookings"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "mentee_table_changed"('mentor_id');--> statement-breakpoint
CREATE TRIGGER "mentee_table_insert" AFTER INSERT ON "activities"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "mentee_table_changed"('mentee_id');--> statement-breakpoint
CREATE TRIGGER "mentee_table_update" AFTER UPDATE ON "activities"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "mentee_table_changed"('mentee_id');--> statement-breakpoint
CREATE TRIGGER "mentee_table_delete" AFTER DELETE ON "activities"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "mentee_table_changed"('mentee_id');--> statement-breakpoint
CREATE TRIGGER "mentee_table_insert" AFTER INSERT ON "goals"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "mentee_table_changed"('mentee_id');--> statement-breakpoint
CREATE TRIGGER "mentee_table_update" AFTER UPDATE ON "goals"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "mentee_table_changed"('mentee_id');--> statement-breakpoint
CREATE TRIGGER "mentee_table_delete" AFTER DELETE ON "goals"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "mentee_table_changed"('mentee_id');--> statement-breakpoint
CREATE TRIGGER "mentee_table_insert" AFTER INSERT ON "mentee_profiles"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "mentee_table_changed"('user_id');--> statement-breakpoint
CREATE TRIGGER "mentee_table_update" AFTER UPDATE ON "mentee_profiles"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "mentee_table_changed"('user_id');--> statement-breakpoint
CREATE TRIGGER "mentee_table_delete" AFTER DELETE ON "mentee_profiles"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "mentee_table_changed"('user_id');--> statement-breakpoint
CREATE TRIGGER "mentee_table_renamed" AFTER UPDATE OF "name" ON "users"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
  EXECUTE FUNCTION "mentee_table_renamed"();--> statement-breakpoint
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
