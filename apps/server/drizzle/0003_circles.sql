CREATE TABLE "circle_likes" (
	"circle_id" varchar(36) NOT NULL,
	"user_id" varchar(36) NOT NULL,
	"liked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "circle_likes_circle_id_user_id_pk" PRIMARY KEY("circle_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "circle_memberships" (
	"circle_id" varchar(36) NOT NULL,
	"user_id" varchar(36) NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "circle_memberships_circle_id_user_id_pk" PRIMARY KEY("circle_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "circles" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"slug" varchar(64) NOT NULL,
	"title" varchar(120) NOT NULL,
	"category" varchar(32) NOT NULL,
	"description" text NOT NULL,
	"image_path" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"demo_member_count" integer DEFAULT 0 NOT NULL,
	"demo_like_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "circles_category" CHECK ("circles"."category" in ('finance', 'education', 'innovation', 'startup', 'university_admission', 'design_creative', 'tech', 'creators', 'bitcoin_web3', 'marketing')),
	CONSTRAINT "circles_demo_counts" CHECK ("circles"."demo_member_count" >= 0 and "circles"."demo_like_count" >= 0 and ("circles"."is_demo" or ("circles"."demo_member_count" = 0 and "circles"."demo_like_count" = 0)))
);
--> statement-breakpoint
ALTER TABLE "circle_likes" ADD CONSTRAINT "circle_likes_circle_id_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_likes" ADD CONSTRAINT "circle_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_memberships" ADD CONSTRAINT "circle_memberships_circle_id_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_memberships" ADD CONSTRAINT "circle_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "circle_likes_user_idx" ON "circle_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "circle_likes_circle_liked_idx" ON "circle_likes" USING btree ("circle_id","liked_at");--> statement-breakpoint
CREATE INDEX "circle_memberships_user_idx" ON "circle_memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "circle_memberships_circle_joined_idx" ON "circle_memberships" USING btree ("circle_id","joined_at");--> statement-breakpoint
CREATE UNIQUE INDEX "circles_slug_key" ON "circles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "circles_category_idx" ON "circles" USING btree ("category");