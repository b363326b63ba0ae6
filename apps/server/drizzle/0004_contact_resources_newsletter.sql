CREATE TABLE "blog_posts" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"slug" varchar(120) NOT NULL,
	"title" varchar(200) NOT NULL,
	"author" varchar(120) NOT NULL,
	"category" varchar(60) NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"excerpt" text NOT NULL,
	"body" text NOT NULL,
	"cover_image" varchar(300),
	"trending_score" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_trending_score" CHECK ("blog_posts"."trending_score" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"first_name" varchar(80) NOT NULL,
	"last_name" varchar(80) NOT NULL,
	"email" varchar(254) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_message_length" CHECK (char_length("contact_messages"."message") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"confirm_token_hash" varchar(64),
	"confirm_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscribers_email_lowercase" CHECK ("newsletter_subscribers"."email" = lower(btrim("newsletter_subscribers"."email"))),
	CONSTRAINT "newsletter_subscribers_status" CHECK ("newsletter_subscribers"."status" in ('pending', 'confirmed', 'unsubscribed'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_unsubscribe_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"subscriber_id" varchar(36) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_unsubscribe_tokens" ADD CONSTRAINT "newsletter_unsubscribe_tokens_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_key" ON "blog_posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_key" ON "newsletter_subscribers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_confirm_token_key" ON "newsletter_subscribers" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "newsletter_unsubscribe_tokens_subscriber_idx" ON "newsletter_unsubscribe_tokens" USING btree ("subscriber_id");