CREATE INDEX "activities_assigned_idx" ON "activities" USING btree ("created_by","kind") WHERE "activities"."kind" in ('assignment', 'test');--> statement-breakpoint
-- The directory's lowest price counts current plans only: an archived plan (kept
-- for the mentees who opened it) no longer sets it.
CREATE OR REPLACE FUNCTION "mentor_plans_lowest_price"() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  target varchar(36);
BEGIN
  FOR target IN
    SELECT DISTINCT m FROM (
      SELECT NEW.mentor_id AS m WHERE TG_OP <> 'DELETE'
      UNION ALL
      SELECT OLD.mentor_id WHERE TG_OP <> 'INSERT'
    ) changed
  LOOP
    UPDATE mentor_profiles mp
    SET (lowest_price_minor, lowest_price_currency) = (
      SELECT p.price_minor, p.currency FROM mentor_plans p
      WHERE p.mentor_id = target AND p.archived_at IS NULL
      ORDER BY p.price_minor, p.position
      LIMIT 1)
    WHERE mp.user_id = target;
  END LOOP;
  RETURN NULL;
END
$$;
