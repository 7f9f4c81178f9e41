ALTER TYPE "public"."site_variant" ADD VALUE 'product';--> statement-breakpoint
CREATE TABLE "department_driver_notes" (
	"department_code" text PRIMARY KEY NOT NULL,
	"door_code" text DEFAULT '' NOT NULL,
	"drop_location" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "new_site_groups" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "new_site_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"department_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shopping_list_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shopping_list_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"list_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"unit" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"origin" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_list_lines_amount_chk" CHECK ("shopping_list_lines"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "shopping_lists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shopping_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"department_code" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "new_site_group" text;--> statement-breakpoint
ALTER TABLE "department_driver_notes" ADD CONSTRAINT "department_driver_notes_department_code_departments_code_fk" FOREIGN KEY ("department_code") REFERENCES "public"."departments"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_driver_notes" ADD CONSTRAINT "department_driver_notes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_site_tokens" ADD CONSTRAINT "new_site_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_site_tokens" ADD CONSTRAINT "new_site_tokens_department_code_departments_code_fk" FOREIGN KEY ("department_code") REFERENCES "public"."departments"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_lines" ADD CONSTRAINT "shopping_list_lines_list_id_shopping_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."shopping_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_lines" ADD CONSTRAINT "shopping_list_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_department_code_departments_code_fk" FOREIGN KEY ("department_code") REFERENCES "public"."departments"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "new_site_tokens_expires_idx" ON "new_site_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shopping_list_lines_item_uq" ON "shopping_list_lines" USING btree ("list_id","product_id","unit");--> statement-breakpoint
CREATE UNIQUE INDEX "shopping_lists_current_uq" ON "shopping_lists" USING btree ("user_id","department_code") WHERE "shopping_lists"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "shopping_lists_owner_idx" ON "shopping_lists" USING btree ("user_id","department_code","created_at");--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_new_site_group_new_site_groups_code_fk" FOREIGN KEY ("new_site_group") REFERENCES "public"."new_site_groups"("code") ON DELETE no action ON UPDATE no action;