ALTER TABLE "login_failures" ADD COLUMN "lockouts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "notified_at" timestamp with time zone;