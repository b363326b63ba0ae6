CREATE TABLE "oauth_flows" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"secret_hash" varchar(64) NOT NULL,
	"provider" varchar(16) NOT NULL,
	"state" varchar(128) NOT NULL,
	"nonce" varchar(128),
	"code_verifier" varchar(128),
	"next_path" varchar(2048),
	"origin" varchar(8) NOT NULL,
	"link_user_id" varchar(36),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"user_id" varchar(36) NOT NULL,
	"provider" varchar(16) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"email" varchar(254),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_identities_provider" CHECK ("user_identities"."provider" in ('google', 'linkedin'))
);
--> statement-breakpoint
ALTER TABLE "oauth_flows" ADD CONSTRAINT "oauth_flows_link_user_id_users_id_fk" FOREIGN KEY ("link_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_flows_secret_hash_key" ON "oauth_flows" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "oauth_flows_expires_at_idx" ON "oauth_flows" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_provider_subject_key" ON "user_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_user_provider_key" ON "user_identities" USING btree ("user_id","provider");