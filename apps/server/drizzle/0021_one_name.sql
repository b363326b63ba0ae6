-- ADR 0016: a person's name has one place, the account's `users.name`. The profiles' first
-- and last names (copies of the onboarding bio, the mentor's refreshed by a second write after
-- each rename and cut to 80 characters each) go. The directory's search document read them
-- as a generated column, which cannot read another table: it becomes a column kept by
-- triggers from `users.name` and the profile's own columns. First the expression goes, so
-- that the name columns can be dropped at the end.
ALTER TABLE "mentor_profiles" ALTER COLUMN "search_vector" DROP EXPRESSION;--> statement-breakpoint
-- The same document as migration 0005's expression, with the account's name for weight A.
CREATE OR REPLACE FUNCTION "mentor_search_document"(name text, headline text, company text, skills text[], skills_text text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple', coalesce(name, '')), 'A')
      || setweight(to_tsvector('english', coalesce(headline, '') || ' ' || coalesce(company, '')), 'B')
      || setweight(to_tsvector('simple', coalesce(headline, '') || ' ' || coalesce(company, '')), 'B')
      || setweight(to_tsvector('english', mentor_tags_text(skills)), 'C')
      || setweight(to_tsvector('simple', mentor_tags_text(skills)), 'C')
      || setweight(to_tsvector('english', coalesce(skills_text, '')), 'D')
$$;--> statement-breakpoint
-- A profile written (insert, or a change of what the document reads): its document anew.
CREATE OR REPLACE FUNCTION "mentor_profiles_search_vector"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := mentor_search_document(
    (SELECT u.name FROM users u WHERE u.id = NEW.user_id),
    NEW.headline, NEW.company, NEW.skills, NEW.skills_text);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "mentor_profiles_search_vector"
  BEFORE INSERT OR UPDATE OF "headline", "company", "skills", "skills_text" ON "mentor_profiles"
  FOR EACH ROW EXECUTE FUNCTION "mentor_profiles_search_vector"();--> statement-breakpoint
-- A rename (Settings → General, onboarding's Confirm): the mentor's document in the same
-- transaction, which also raises the directory version (trigger `mentor_directory_changed`).
-- Only when the person has a mentor profile, so a mentee's rename leaves the version alone.
CREATE OR REPLACE FUNCTION "users_name_search_vector"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM mentor_profiles WHERE user_id = NEW.id) THEN
    UPDATE mentor_profiles mp
    SET search_vector = mentor_search_document(NEW.name, mp.headline, mp.company, mp.skills, mp.skills_text)
    WHERE mp.user_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_name_search_vector"
  AFTER UPDATE OF "name" ON "users"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
  EXECUTE FUNCTION "users_name_search_vector"();--> statement-breakpoint
UPDATE "mentor_profiles" mp
SET "search_vector" = mentor_search_document(u."name", mp."headline", mp."company", mp."skills", mp."skills_text")
FROM "users" u
WHERE u."id" = mp."user_id";--> statement-breakpoint
ALTER TABLE "mentee_profiles" DROP COLUMN "first_name";--> statement-breakpoint
ALTER TABLE "mentee_profiles" DROP COLUMN "last_name";--> statement-breakpoint
ALTER TABLE "mentor_profiles" DROP COLUMN "first_name";--> statement-breakpoint
ALTER TABLE "mentor_profiles" DROP COLUMN "last_name";
