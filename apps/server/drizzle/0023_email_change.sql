ALTER TABLE "account_tokens" DROP CONSTRAINT "account_tokens_kind";--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "payload" varchar(254);--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_kind" CHECK ("account_tokens"."kind" in ('verification', 'recovery', 'email_change', 'email_undo'));