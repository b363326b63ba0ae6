ALTER TABLE "mentor_profiles" ADD COLUMN "lowest_price_minor" integer;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "lowest_price_currency" char(3);--> statement-breakpoint
-- Keep mentor_profiles.lowest_price_* equal to the cheapest plan (ties: the first entered),
-- whichever code writes mentor_plans; the directory filters and sorts by it.
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
      WHERE p.mentor_id = target
      ORDER BY p.price_minor, p.position
      LIMIT 1)
    WHERE mp.user_id = target;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "mentor_plans_lowest_price"
  AFTER INSERT OR UPDATE OR DELETE ON "mentor_plans"
  FOR EACH ROW EXECUTE FUNCTION "mentor_plans_lowest_price"();--> statement-breakpoint
UPDATE "mentor_profiles" mp
SET ("lowest_price_minor", "lowest_price_currency") = (
  SELECT p.price_minor, p.currency FROM mentor_plans p
  WHERE p.mentor_id = mp.user_id
  ORDER BY p.price_minor, p.position
  LIMIT 1);
