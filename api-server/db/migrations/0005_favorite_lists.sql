ALTER TABLE "favorite_lists" ADD COLUMN "last_pin_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "favorite_lists" ADD COLUMN "sorting" smallint DEFAULT 0 NOT NULL;