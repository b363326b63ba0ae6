CREATE TABLE "calendar_feeds" (
	"user_id" varchar(36) PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_key" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "weekly_plan_mails" (
	"user_id" varchar(36) NOT NULL,
	"week_start" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_plan_mails_user_id_week_start_pk" PRIMARY KEY("user_id","week_start")
);
--> statement-breakpoint
CREATE TABLE "mail_unsubscribe_tokens" (
	"user_id" varchar(36) PRIMARY KEY NOT NULL,
	"token" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_unsubscribe_tokens_token_key" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" varchar(36) NOT NULL,
	"kind" varchar(32) NOT NULL,
	"in_app" boolean DEFAULT true NOT NULL,
	"mail" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mentor_id" varchar(36) NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" varchar(64) NOT NULL,
	"source" varchar(16) NOT NULL,
	"referrer_host" varchar(253),
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" varchar(64);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" varchar(8) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_in_member_lists" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "mentee_profiles" ADD COLUMN "headline" varchar(120);--> statement-breakpoint
ALTER TABLE "mentee_profiles" ADD COLUMN "company" varchar(120);--> statement-breakpoint
ALTER TABLE "mentee_profiles" ADD COLUMN "employment_status" varchar(16);--> statement-breakpoint
ALTER TABLE "mentee_profiles" ADD COLUMN "industry" varchar(16);--> statement-breakpoint
ALTER TABLE "mentee_profiles" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "mentee_profiles" ADD COLUMN "profile_links" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mentee_profiles" ADD COLUMN "photo_path" varchar(255);--> statement-breakpoint
ALTER TABLE "mentor_plans" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "employment_status" varchar(16);--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "industry" varchar(16);--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "profile_links" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "accepting_new_mentees" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "max_active_mentees" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "goal_id" varchar(36);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "source" varchar(16);--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_plan_mails" ADD CONSTRAINT "weekly_plan_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_unsubscribe_tokens" ADD CONSTRAINT "mail_unsubscribe_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_visits" ADD CONSTRAINT "profile_visits_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profile_visits_once_a_day_key" ON "profile_visits" USING btree ("mentor_id","day","visitor_hash");--> statement-breakpoint
CREATE INDEX "profile_visits_mentor_day_idx" ON "profile_visits" USING btree ("mentor_id","day","source");