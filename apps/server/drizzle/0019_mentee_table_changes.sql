-- docs/performance.md#the-hot-endpoints (ADR 0015): a server process keeps the mentor's
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
DECLARE
  person text := TG_ARGV[0];
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO mentee_table_changes (person_id)
    SELECT DISTINCT p FROM (SELECT to_jsonb(r) ->> person FROM new_rows r) x(p)
     WHERE p IS NOT NULL
    ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO mentee_table_changes (person_id)
    SELECT DISTINCT p FROM (SELECT to_jsonb(r) ->> person FROM old_rows r) x(p)
     WHERE p IS NOT NULL
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A name change (rare; most updates of users touch other columns): a row trigger with a WHEN.
-- TRUNCATE names no rows: '*' stands for everyone.
CREATE OR REPLACE FUNCTION "mentee_table_noted"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO mentee_table_changes (person_id) VALUES ('*') ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO mentee_table_changes (person_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Per table and event (a trigger with transition tables has one event); every table also
-- notes '*' on TRUNCATE.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES ('bookings', 'mentor_id'), ('activities', 'mentee_id'),
                                 ('goals', 'mentee_id'), ('mentee_profiles', 'user_id')) v(tab, person)
  LOOP
    EXECUTE format('CREATE TRIGGER mentee_table_insert AFTER INSERT ON %I
      REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION mentee_table_changed(%L)', t.tab, t.person);
    EXECUTE format('CREATE TRIGGER mentee_table_update AFTER UPDATE ON %I
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION mentee_table_changed(%L)', t.tab, t.person);
    EXECUTE format('CREATE TRIGGER mentee_table_delete AFTER DELETE ON %I
      REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION mentee_table_changed(%L)', t.tab, t.person);
  END LOOP;
  FOR t IN SELECT * FROM unnest(ARRAY['bookings', 'activities', 'goals', 'mentee_profiles',
                                      'users']) v(tab)
  LOOP
    EXECUTE format('CREATE TRIGGER mentee_table_truncated AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION mentee_table_noted()', t.tab);
  END LOOP;
END
$$;--> statement-breakpoint
CREATE TRIGGER "mentee_table_renamed" AFTER UPDATE OF "name" ON "users"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
  EXECUTE FUNCTION "mentee_table_noted"();
