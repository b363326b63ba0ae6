CREATE TABLE "circle_posts" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"circle_id" varchar(36) NOT NULL,
	"author_id" varchar(36) NOT NULL,
	"parent_id" varchar(36),
	"body" varchar(4000) NOT NULL,
	"edited_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "circle_posts_body" CHECK (char_length("circle_posts"."body") between 1 and 4000)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"user_id" varchar(36) NOT NULL,
	"kind" varchar(32) NOT NULL,
	"event" varchar(48) NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"mentee_id" varchar(36) NOT NULL,
	"mentor_id" varchar(36) NOT NULL,
	"mentee_read_seq" bigint DEFAULT 0 NOT NULL,
	"mentor_read_seq" bigint DEFAULT 0 NOT NULL,
	"mentor_muted_at" timestamp with time zone,
	"mentor_blocked_at" timestamp with time zone,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_two_people" CHECK ("conversations"."mentee_id" <> "conversations"."mentor_id")
);
--> statement-breakpoint
CREATE TABLE "message_mail_log" (
	"conversation_id" varchar(36) NOT NULL,
	"recipient_id" varchar(36) NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_mail_log_conversation_id_recipient_id_pk" PRIMARY KEY("conversation_id","recipient_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"conversation_id" varchar(36) NOT NULL,
	"sender_id" varchar(36),
	"kind" varchar(8) DEFAULT 'text' NOT NULL,
	"text" varchar(4000) DEFAULT '' NOT NULL,
	"system" jsonb,
	"client_id" varchar(64),
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_kind" CHECK ("messages"."kind" in ('text', 'system')),
	CONSTRAINT "messages_shape" CHECK (("messages"."kind" = 'text' and "messages"."sender_id" is not null and char_length("messages"."text") between 1 and 4000) or ("messages"."kind" = 'system' and "messages"."system" is not null))
);
--> statement-breakpoint
CREATE TABLE "expert_requests" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"mentee_id" varchar(36) NOT NULL,
	"topic" varchar(48) NOT NULL,
	"description" varchar(750) NOT NULL,
	"status" varchar(12) DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_by" varchar(36),
	"accepted_at" timestamp with time zone,
	"conversation_id" varchar(36),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_requests_status" CHECK ("expert_requests"."status" in ('open', 'waiting', 'accepted', 'expired', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "feature_requests" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"user_id" varchar(36) NOT NULL,
	"title" varchar(120) NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presence" (
	"socket_id" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" varchar(36) NOT NULL,
	"node_id" varchar(36) NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"viewing_conversation_id" varchar(36)
);
--> statement-breakpoint
CREATE TABLE "socket_io_attachments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now(),
	"payload" "bytea"
);
--> statement-breakpoint
ALTER TABLE "circle_posts" ADD CONSTRAINT "circle_posts_circle_id_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_posts" ADD CONSTRAINT "circle_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_posts" ADD CONSTRAINT "circle_posts_parent_id_circle_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."circle_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_mentee_id_users_id_fk" FOREIGN KEY ("mentee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_mail_log" ADD CONSTRAINT "message_mail_log_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_mail_log" ADD CONSTRAINT "message_mail_log_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_requests" ADD CONSTRAINT "expert_requests_mentee_id_users_id_fk" FOREIGN KEY ("mentee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_requests" ADD CONSTRAINT "expert_requests_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_requests" ADD CONSTRAINT "feature_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presence" ADD CONSTRAINT "presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "circle_posts_circle_created_idx" ON "circle_posts" USING btree ("circle_id","created_at");--> statement-breakpoint
CREATE INDEX "circle_posts_parent_created_idx" ON "circle_posts" USING btree ("parent_id","created_at");--> statement-breakpoint
CREATE INDEX "circle_posts_author_idx" ON "circle_posts" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_key" ON "conversations" USING btree ("mentee_id","mentor_id");--> statement-breakpoint
CREATE INDEX "conversations_mentor_idx" ON "conversations" USING btree ("mentor_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_mentee_idx" ON "conversations" USING btree ("mentee_id","last_message_at");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_seq_key" ON "messages" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "messages_conversation_seq_idx" ON "messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_sender_client_key" ON "messages" USING btree ("sender_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "expert_requests_one_open_key" ON "expert_requests" USING btree ("mentee_id") WHERE "expert_requests"."status" in ('open', 'waiting');--> statement-breakpoint
CREATE INDEX "expert_requests_status_created_idx" ON "expert_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "expert_requests_mentee_idx" ON "expert_requests" USING btree ("mentee_id","created_at");--> statement-breakpoint
CREATE INDEX "feature_requests_user_idx" ON "feature_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "presence_user_seen_idx" ON "presence" USING btree ("user_id","seen_at");--> statement-breakpoint
CREATE INDEX "presence_node_idx" ON "presence" USING btree ("node_id");