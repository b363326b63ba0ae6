-- Skill tags as words for the search document: an immutable wrapper, because PostgreSQL marks
-- array_to_string as only stable (generated columns need immutable expressions). For text[]
-- the result depends on nothing but the argument.
CREATE OR REPLACE FUNCTION "mentor_tags_text"(tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN coalesce(replace(array_to_string(tags, ' '), '_', ' '), '');--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"role" varchar(120) NOT NULL,
	"rating" integer NOT NULL,
	"text" text NOT NULL,
	"position" integer NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_rating" CHECK ("testimonials"."rating" between 1 and 5),
	CONSTRAINT "testimonials_text_length" CHECK (char_length("testimonials"."text") between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "headline" varchar(120);--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "company" varchar(120);--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "years_experience" integer;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "skills" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "topics" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "photo_path" varchar(255);--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "rating_avg" numeric(2, 1);--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(first_name, '') || ' ' || coalesce(last_name, '')), 'A') || setweight(to_tsvector('english', coalesce(headline, '') || ' ' || coalesce(company, '')), 'B') || setweight(to_tsvector('simple', coalesce(headline, '') || ' ' || coalesce(company, '')), 'B') || setweight(to_tsvector('english', mentor_tags_text(skills)), 'C') || setweight(to_tsvector('simple', mentor_tags_text(skills)), 'C') || setweight(to_tsvector('english', coalesce(skills_text, '')), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "testimonials_position_idx" ON "testimonials" USING btree ("position");--> statement-breakpoint
CREATE INDEX "mentor_profiles_search_idx" ON "mentor_profiles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "mentor_profiles_skills_idx" ON "mentor_profiles" USING gin ("skills");--> statement-breakpoint
CREATE INDEX "mentor_profiles_languages_idx" ON "mentor_profiles" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "mentor_profiles_topics_idx" ON "mentor_profiles" USING gin ("topics");--> statement-breakpoint
CREATE INDEX "mentor_profiles_featured_idx" ON "mentor_profiles" USING btree ("featured") WHERE "mentor_profiles"."featured" and "mentor_profiles"."status" = 'approved';--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD CONSTRAINT "mentor_profiles_skills" CHECK ("mentor_profiles"."skills" <@ array['ux_design', 'finance', 'data_science', 'sales', 'design', 'coding', 'marketing', 'management', 'strategy']::text[]);--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD CONSTRAINT "mentor_profiles_topics" CHECK ("mentor_profiles"."topics" <@ array['career_growth', 'technical_skills', 'leadership']::text[]);--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD CONSTRAINT "mentor_profiles_languages" CHECK ("mentor_profiles"."languages" <@ array['en', 'hi', 'es', 'fr', 'de', 'pt', 'zh', 'ar']::text[]);--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD CONSTRAINT "mentor_profiles_years" CHECK ("mentor_profiles"."years_experience" between 0 and 80);--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD CONSTRAINT "mentor_profiles_rating" CHECK ("mentor_profiles"."rating_avg" between 0 and 5);--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD CONSTRAINT "mentor_profiles_review_count" CHECK ("mentor_profiles"."review_count" >= 0);