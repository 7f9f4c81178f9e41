CREATE TABLE "recurring_order_runs" (
	"order_id" integer NOT NULL,
	"order_day" date NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"placed_lines" integer DEFAULT 0 NOT NULL,
	"skipped_lines" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "recurring_order_runs_order_id_order_day_pk" PRIMARY KEY("order_id","order_day")
);
--> statement-breakpoint
ALTER TABLE "recurring_order_line_history" DROP CONSTRAINT "recurring_order_line_history_action_chk";--> statement-breakpoint
ALTER TABLE "recurring_order_line_history" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "recurring_order_runs" ADD CONSTRAINT "recurring_order_runs_order_id_recurring_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."recurring_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_order_runs" ADD CONSTRAINT "recurring_order_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_order_line_history" ADD CONSTRAINT "recurring_order_line_history_action_chk" CHECK ("recurring_order_line_history"."action" in ('added', 'changed', 'removed', 'placed', 'substituted', 'skipped'));