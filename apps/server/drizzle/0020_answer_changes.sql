-- docs/performance.md#the-hot-endpoints (ADR 0015, fourth round): the change notes of
-- migration 0019 now serve every answer a server process keeps (`lib/kept-answers.ts`): the
-- mentees table, one mentee's page and the mentee home's summary. Renamed to fit, and noted
-- by more tables:
-- - bookings note both people (the mentor's table and page, the mentee's summary);
-- - expert requests (the mentee) and circle posts (the author): the summary's badge dates;
-- - mentor profiles and plans note '*' (everyone): the mentor cards, the featured mentor and
--   the prices of the summary are shown to every mentee; these writes are rare.
ALTER TABLE "mentee_table_changes" RENAME TO "answer_changes";--> statement-breakpoint
ALTER TABLE "answer_changes" RENAME CONSTRAINT "mentee_table_changes_pk" TO "answer_changes_pk";--> statement-breakpoint
ALTER INDEX "mentee_table_changes_xid_idx" RENAME TO "answer_changes_xid_idx";--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['bookings', 'activities', 'goals', 'mentee_profiles'] LOOP
    EXECUTE format('DROP TRIGGER mentee_table_insert ON %I', t);
    EXECUTE format('DROP TRIGGER mentee_table_update ON %I', t);
    EXECUTE format('DROP TRIGGER mentee_table_delete ON %I', t);
  END LOOP;
  FOREACH t IN ARRAY ARRAY['bookings', 'activities', 'goals', 'mentee_profiles', 'users'] LOOP
    EXECUTE format('DROP TRIGGER mentee_table_truncated ON %I', t);
  END LOOP;
END
$$;--> statement-breakpoint
DROP TRIGGER "mentee_table_renamed" ON "users";--> statement-breakpoint
DROP FUNCTION "mentee_table_changed"();--> statement-breakpoint
DROP FUNCTION "mentee_table_noted"();--> statement-breakpoint
-- Statement triggers with transition tables: a bulk write adds one insert, not one per row.
-- TG_ARGV: the columns naming the people concerned (a booking's mentor and mentee; the mentee
-- or author otherwise). One static statement per column, so PL/pgSQL plans each once per
-- table and connection.
CREATE OR REPLACE FUNCTION "answer_changed"() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  person text;
BEGIN
  FOREACH person IN ARRAY TG_ARGV LOOP
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      INSERT INTO answer_changes (person_id)
      SELECT DISTINCT p FROM (SELECT to_jsonb(r) ->> person FROM new_rows r) x(p)
       WHERE p IS NOT NULL
      ON CONFLICT DO NOTHING;
    END IF;
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      INSERT INTO answer_changes (person_id)
      SELECT DISTINCT p FROM (SELECT to_jsonb(r) ->> person FROM old_rows r) x(p)
       WHERE p IS NOT NULL
      ON CONFLICT DO NOTHING;
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A name change (a row trigger with a WHEN: most updates of users touch other columns) notes
-- the person; a truncation names no rows, and a write of what every mentee is shown (mentor
-- profiles and plans) concerns everyone: '*'.
CREATE OR REPLACE FUNCTION "answer_noted"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    INSERT INTO answer_changes (person_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO answer_changes (person_id) VALUES ('*') ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES ('bookings', ARRAY['mentor_id', 'mentee_id']),
                                 ('activities', ARRAY['mentee_id']),
                                 ('goals', ARRAY['mentee_id']),
                                 ('mentee_profiles', ARRAY['user_id']),
                                 ('expert_requests', ARRAY['mentee_id']),
                                 ('circle_posts', ARRAY['author_id'])) v(tab, people)
  LOOP
    EXECUTE format('CREATE TRIGGER answer_insert AFTER INSERT ON %I
      REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION answer_changed(%s)', t.tab,
      (SELECT string_agg(quote_literal(c), ', ') FROM unnest(t.people) c));
    EXECUTE format('CREATE TRIGGER answer_update AFTER UPDATE ON %I
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION answer_changed(%s)', t.tab,
      (SELECT string_agg(quote_literal(c), ', ') FROM unnest(t.people) c));
    EXECUTE format('CREATE TRIGGER answer_delete AFTER DELETE ON %I
      REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION answer_changed(%s)', t.tab,
      (SELECT string_agg(quote_literal(c), ', ') FROM unnest(t.people) c));
  END LOOP;
  FOR t IN SELECT * FROM unnest(ARRAY['bookings', 'activities', 'goals', 'mentee_profiles',
                                      'expert_requests', 'circle_posts', 'users']) v(tab)
  LOOP
    EXECUTE format('CREATE TRIGGER answer_truncated AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION answer_noted()', t.tab);
  END LOOP;
  FOR t IN SELECT * FROM unnest(ARRAY['mentor_profiles', 'mentor_plans']) v(tab)
  LOOP
    EXECUTE format('CREATE TRIGGER answer_for_everyone
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION answer_noted()', t.tab);
  END LOOP;
END
$$;--> statement-breakpoint
CREATE TRIGGER "answer_renamed" AFTER UPDATE OF "name" ON "users"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
  EXECUTE FUNCTION "answer_noted"();
