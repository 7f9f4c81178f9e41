CREATE TYPE "public"."punch_out_operation" AS ENUM('create', 'edit', 'inspect');--> statement-breakpoint
CREATE TYPE "public"."punch_out_protocol" AS ENUM('oci', 'cxml');--> statement-breakpoint
CREATE TABLE "punch_out_buyers" (
	"identity" text PRIMARY KEY NOT NULL,
	"secret_hash" text NOT NULL,
	"user_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "punch_out_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "punch_out_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"protocol" "punch_out_protocol" NOT NULL,
	"operation" "punch_out_operation" DEFAULT 'create' NOT NULL,
	"return_url" text NOT NULL,
	"target" text,
	"buyer_cookie" text,
	"delivery_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_as" text,
	"transfer" jsonb,
	"transfer_total_ore" integer,
	CONSTRAINT "punch_out_sessions_ended_as_chk" CHECK ("punch_out_sessions"."ended_as" is null or "punch_out_sessions"."ended_as" in ('transferred', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "punch_out_start_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"operation" "punch_out_operation" NOT NULL,
	"return_url" text NOT NULL,
	"buyer_cookie" text NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "punch_out_id" integer;--> statement-breakpoint
ALTER TABLE "punch_out_buyers" ADD CONSTRAINT "punch_out_buyers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_out_sessions" ADD CONSTRAINT "punch_out_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_out_start_tokens" ADD CONSTRAINT "punch_out_start_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "punch_out_sessions_user_idx" ON "punch_out_sessions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_punch_out_id_punch_out_sessions_id_fk" FOREIGN KEY ("punch_out_id") REFERENCES "public"."punch_out_sessions"("id") ON DELETE cascade ON UPDATE no action;