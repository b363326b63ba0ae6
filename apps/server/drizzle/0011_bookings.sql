CREATE TABLE "availability" (
	"mentor_id" varchar(36) PRIMARY KEY NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"weekly_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"date_overrides" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"session_minutes" integer DEFAULT 60 NOT NULL,
	"minimum_notice_minutes" integer DEFAULT 1440 NOT NULL,
	"buffer_before_minutes" integer DEFAULT 0 NOT NULL,
	"buffer_after_minutes" integer DEFAULT 15 NOT NULL,
	"booking_window_days" integer DEFAULT 60 NOT NULL,
	"max_per_day" integer,
	"change_notice_minutes" integer DEFAULT 1440 NOT NULL,
	"requires_confirmation" boolean DEFAULT false NOT NULL,
	"meeting_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_session_minutes" CHECK ("availability"."session_minutes" between 15 and 240),
	CONSTRAINT "availability_buffers" CHECK ("availability"."buffer_before_minutes" >= 0 and "availability"."buffer_after_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" varchar(36) NOT NULL,
	"actor_id" varchar(36),
	"kind" varchar(24) NOT NULL,
	"reason" text,
	"previous_starts_at" timestamp with time zone,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"mentor_id" varchar(36) NOT NULL,
	"mentee_id" varchar(36) NOT NULL,
	"status" varchar(16) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_from" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"plan_id" varchar(36),
	"plan_name" varchar(80),
	"plan_sessions" integer,
	"price_minor" integer DEFAULT 0 NOT NULL,
	"currency" char(3) DEFAULT 'USD' NOT NULL,
	"agenda" text DEFAULT '' NOT NULL,
	"meeting_url" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"late_cancellation" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_times" CHECK ("bookings"."ends_at" > "bookings"."starts_at"),
	CONSTRAINT "bookings_blocked" CHECK ("bookings"."blocked_from" <= "bookings"."starts_at" and "bookings"."blocked_until" >= "bookings"."ends_at"),
	CONSTRAINT "bookings_status" CHECK ("bookings"."status" in ('pending', 'confirmed', 'cancelled', 'declined', 'expired')),
	CONSTRAINT "bookings_price" CHECK ("bookings"."price_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "availability" ADD CONSTRAINT "availability_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_mentee_id_users_id_fk" FOREIGN KEY ("mentee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_plan_id_mentor_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."mentor_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_changes_booking_idx" ON "booking_changes" USING btree ("booking_id","at");--> statement-breakpoint
CREATE INDEX "bookings_mentor_starts_idx" ON "bookings" USING btree ("mentor_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_mentee_starts_idx" ON "bookings" USING btree ("mentee_id","starts_at");--> statement-breakpoint
-- No double booking, ever: PostgreSQL refuses overlapping active bookings itself,
-- so the rule holds across concurrent requests and server processes. Drizzle cannot declare
-- EXCLUDE constraints (drizzle-orm #2813), hence this hand-written part. Violations are
-- SQLSTATE 23P01, answered 409 booking_slot_unavailable.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_mentor_no_overlap" EXCLUDE USING gist ("mentor_id" WITH =, tstzrange("blocked_from", "blocked_until", '[)') WITH &&) WHERE ("status" IN ('pending', 'confirmed'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_mentee_no_overlap" EXCLUDE USING gist ("mentee_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("status" IN ('pending', 'confirmed'));
