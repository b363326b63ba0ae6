CREATE TABLE "user_blocks" (
	"blocker_id" varchar(36) NOT NULL,
	"blocked_id" varchar(36) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "user_blocks_not_self" CHECK ("user_blocks"."blocker_id" <> "user_blocks"."blocked_id")
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_blocks_blocked_idx" ON "user_blocks" USING btree ("blocked_id");--> statement-breakpoint
-- A mentor's block of a mentee (conversations.mentor_blocked_at) becomes a block in user_blocks.
INSERT INTO "user_blocks" ("blocker_id", "blocked_id", "created_at")
  SELECT "mentor_id", "mentee_id", "mentor_blocked_at" FROM "conversations"
  WHERE "mentor_blocked_at" IS NOT NULL
  ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "conversations" DROP COLUMN "mentor_blocked_at";--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply" CHECK (("reviews"."reply" is null) = ("reviews"."replied_at" is null) and char_length("reviews"."reply") <= 1000);