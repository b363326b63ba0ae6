CREATE TABLE "mentee_profiles" (
	"user_id" varchar(36) PRIMARY KEY NOT NULL,
	"first_name" varchar(80) NOT NULL,
	"last_name" varchar(80) NOT NULL,
	"contact_email" varchar(254),
	"location" varchar(120),
	"institution" varchar(160),
	"bio_role" varchar(16),
	"domain" varchar(16),
	"about" text NOT NULL,
	"experience" varchar(32) NOT NULL,
	"timeline" varchar(16) NOT NULL,
	"number_of_sessions" integer NOT NULL,
	"frequency" integer NOT NULL,
	"period" varchar(8) NOT NULL,
	"skills" text[] NOT NULL,
	"traits" text[] NOT NULL,
	"goal" varchar(32) NOT NULL,
	"goal_other" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentee_profiles_sessions" CHECK ("mentee_profiles"."number_of_sessions" between 1 and 10),
	CONSTRAINT "mentee_profiles_frequency" CHECK ("mentee_profiles"."frequency" between 1 and 10),
	CONSTRAINT "mentee_profiles_skills" CHECK (cardinality("mentee_profiles"."skills") <= 5)
);
--> statement-breakpoint
CREATE TABLE "mentor_plans" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"mentor_id" varchar(36) NOT NULL,
	"position" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"sessions" integer NOT NULL,
	"deliverables" text,
	CONSTRAINT "mentor_plans_price" CHECK ("mentor_plans"."price_minor" >= 0),
	CONSTRAINT "mentor_plans_sessions" CHECK ("mentor_plans"."sessions" >= 1)
);
--> statement-breakpoint
CREATE TABLE "mentor_profiles" (
	"user_id" varchar(36) PRIMARY KEY NOT NULL,
	"first_name" varchar(80) NOT NULL,
	"last_name" varchar(80) NOT NULL,
	"contact_email" varchar(254),
	"location" varchar(120),
	"institution" varchar(160),
	"bio_role" varchar(16),
	"domain" varchar(16),
	"about" text NOT NULL,
	"niche" varchar(16) NOT NULL,
	"skills_text" text NOT NULL,
	"expert_opt_in" boolean DEFAULT false NOT NULL,
	"certification" varchar(16) NOT NULL,
	"certification_other" varchar(200),
	"clients_count" integer NOT NULL,
	"goal" varchar(32) NOT NULL,
	"goal_other" varchar(200),
	"status" varchar(8) DEFAULT 'pending' NOT NULL,
	"decline_reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" varchar(36),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_profiles_status" CHECK ("mentor_profiles"."status" in ('pending', 'approved', 'declined')),
	CONSTRAINT "mentor_profiles_clients" CHECK ("mentor_profiles"."clients_count" >= 1)
);
--> statement-breakpoint
CREATE TABLE "onboarding" (
	"user_id" varchar(36) PRIMARY KEY NOT NULL,
	"user_type" varchar(8),
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "onboarding_user_type" CHECK ("onboarding"."user_type" in ('coach', 'mentee')),
	CONSTRAINT "onboarding_completed_has_role" CHECK ("onboarding"."completed_at" is null or "onboarding"."user_type" is not null)
);
--> statement-breakpoint
ALTER TABLE "mentee_profiles" ADD CONSTRAINT "mentee_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_plans" ADD CONSTRAINT "mentor_plans_mentor_id_mentor_profiles_user_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentor_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD CONSTRAINT "mentor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD CONSTRAINT "mentor_profiles_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding" ADD CONSTRAINT "onboarding_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mentor_plans_mentor_position_key" ON "mentor_plans" USING btree ("mentor_id","position");--> statement-breakpoint
CREATE INDEX "mentor_profiles_status_idx" ON "mentor_profiles" USING btree ("status","submitted_at");