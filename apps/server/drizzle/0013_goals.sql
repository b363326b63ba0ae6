CREATE TABLE "activities" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"mentee_id" varchar(36) NOT NULL,
	"created_by" varchar(36) NOT NULL,
	"goal_id" varchar(36),
	"booking_id" varchar(36),
	"name" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" varchar(16) DEFAULT 'other' NOT NULL,
	"due_date" date,
	"status" varchar(12) DEFAULT 'not_started' NOT NULL,
	"source" varchar(20) DEFAULT 'mentee' NOT NULL,
	"kind" varchar(12) DEFAULT 'activity' NOT NULL,
	"score" integer,
	"completed_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_status" CHECK ("activities"."status" in ('not_started', 'in_progress', 'complete')),
	CONSTRAINT "activities_source" CHECK ("activities"."source" in ('mentee', 'mentor_assignment', 'session')),
	CONSTRAINT "activities_kind" CHECK ("activities"."kind" in ('activity', 'assignment', 'test')),
	CONSTRAINT "activities_score" CHECK ("activities"."score" is null or ("activities"."score" between 0 and 100 and "activities"."kind" = 'test'))
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"mentee_id" varchar(36) NOT NULL,
	"title" varchar(120) NOT NULL,
	"why" text DEFAULT '' NOT NULL,
	"target_date" date,
	"category" varchar(16) DEFAULT 'other' NOT NULL,
	"status" varchar(12) DEFAULT 'active' NOT NULL,
	"manual_progress" integer,
	"shared" boolean DEFAULT true NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goals_status" CHECK ("goals"."status" in ('active', 'achieved', 'dropped')),
	CONSTRAINT "goals_manual_progress" CHECK ("goals"."manual_progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_mentee_id_users_id_fk" FOREIGN KEY ("mentee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_mentee_id_users_id_fk" FOREIGN KEY ("mentee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_mentee_due_idx" ON "activities" USING btree ("mentee_id","due_date");--> statement-breakpoint
CREATE INDEX "activities_goal_idx" ON "activities" USING btree ("goal_id");--> statement-breakpoint
CREATE INDEX "activities_booking_idx" ON "activities" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "goals_mentee_idx" ON "goals" USING btree ("mentee_id","status");