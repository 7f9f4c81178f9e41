CREATE TABLE "recurring_notification_emails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recurring_notification_emails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"department_code" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_notification_emails_lower_chk" CHECK ("recurring_notification_emails"."email" = lower("recurring_notification_emails"."email"))
);
--> statement-breakpoint
CREATE TABLE "recurring_order_line_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recurring_order_line_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" text NOT NULL,
	"unit" text NOT NULL,
	"amount" numeric(10, 2),
	"action" text NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_order_line_history_action_chk" CHECK ("recurring_order_line_history"."action" in ('added', 'changed', 'removed'))
);
--> statement-breakpoint
CREATE TABLE "recurring_order_lines" (
	"order_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" text NOT NULL,
	"unit" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"edited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_order_lines_order_id_line_no_pk" PRIMARY KEY("order_id","line_no"),
	CONSTRAINT "recurring_order_lines_amount_chk" CHECK ("recurring_order_lines"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "recurring_order_pauses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recurring_order_pauses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	CONSTRAINT "recurring_order_pauses_dates_chk" CHECK ("recurring_order_pauses"."to_date" >= "recurring_order_pauses"."from_date")
);
--> statement-breakpoint
CREATE TABLE "recurring_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recurring_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guid" text NOT NULL,
	"department_code" text NOT NULL,
	"customer_no" text NOT NULL,
	"order_name" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"frequency_type" smallint DEFAULT 0 NOT NULL,
	"week_days" integer[] NOT NULL,
	"recurring_week" smallint DEFAULT 1 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"frozen_until" date,
	"frozen_days" date[] DEFAULT '{}'::date[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by_user_id" integer,
	"edited_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_orders_name_chk" CHECK (length(trim("recurring_orders"."order_name")) > 0),
	CONSTRAINT "recurring_orders_frequency_chk" CHECK ("recurring_orders"."frequency_type" in (0, 1)),
	CONSTRAINT "recurring_orders_week_chk" CHECK ("recurring_orders"."recurring_week" between 1 and 4),
	CONSTRAINT "recurring_orders_dates_chk" CHECK ("recurring_orders"."end_date" is null or "recurring_orders"."end_date" > "recurring_orders"."start_date")
);
--> statement-breakpoint
ALTER TABLE "recurring_notification_emails" ADD CONSTRAINT "recurring_notification_emails_department_code_departments_code_fk" FOREIGN KEY ("department_code") REFERENCES "public"."departments"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_order_line_history" ADD CONSTRAINT "recurring_order_line_history_order_id_recurring_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."recurring_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_order_line_history" ADD CONSTRAINT "recurring_order_line_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_order_lines" ADD CONSTRAINT "recurring_order_lines_order_id_recurring_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."recurring_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_order_lines" ADD CONSTRAINT "recurring_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_order_pauses" ADD CONSTRAINT "recurring_order_pauses_order_id_recurring_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."recurring_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_orders" ADD CONSTRAINT "recurring_orders_department_code_departments_code_fk" FOREIGN KEY ("department_code") REFERENCES "public"."departments"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_orders" ADD CONSTRAINT "recurring_orders_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_orders" ADD CONSTRAINT "recurring_orders_edited_by_user_id_users_id_fk" FOREIGN KEY ("edited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_notification_emails_uq" ON "recurring_notification_emails" USING btree ("department_code","email");--> statement-breakpoint
CREATE INDEX "recurring_order_line_history_order_idx" ON "recurring_order_line_history" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_order_lines_item_uq" ON "recurring_order_lines" USING btree ("order_id","product_id","unit");--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_order_pauses_interval_uq" ON "recurring_order_pauses" USING btree ("order_id","from_date","to_date");--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_orders_guid_uq" ON "recurring_orders" USING btree ("guid");--> statement-breakpoint
CREATE INDEX "recurring_orders_department_idx" ON "recurring_orders" USING btree ("department_code");