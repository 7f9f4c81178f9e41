CREATE TABLE "catalogue_revisions" (
	"department_code" text PRIMARY KEY NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorite_list_items" (
	"list_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"std_unit" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"own_priority" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_list_items_list_id_product_id_pk" PRIMARY KEY("list_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "favorite_lists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "favorite_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_user_id" integer NOT NULL,
	"customer_no" text NOT NULL,
	"name" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"shared_with_chains" boolean DEFAULT false NOT NULL,
	"pin_hash" text,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_lists_name_chk" CHECK (length(trim("favorite_lists"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "featured_list_items" (
	"list_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "featured_list_items_list_id_product_id_pk" PRIMARY KEY("list_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "featured_lists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "featured_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"department_code" text,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "focus_products" (
	"price_group" text NOT NULL,
	"product_id" text NOT NULL,
	"focus_product_id" text NOT NULL,
	"unit" text NOT NULL,
	"stock" numeric(10, 2) NOT NULL,
	CONSTRAINT "focus_products_price_group_product_id_pk" PRIMARY KEY("price_group","product_id")
);
--> statement-breakpoint
CREATE TABLE "purchase_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_no" text NOT NULL,
	"product_id" text NOT NULL,
	"ordered_on" date NOT NULL,
	"unit" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	CONSTRAINT "purchase_history_amount_chk" CHECK ("purchase_history"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "favorite_list_items" ADD CONSTRAINT "favorite_list_items_list_id_favorite_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."favorite_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_list_items" ADD CONSTRAINT "favorite_list_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_lists" ADD CONSTRAINT "favorite_lists_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_list_items" ADD CONSTRAINT "featured_list_items_list_id_featured_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."featured_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_list_items" ADD CONSTRAINT "featured_list_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_lists" ADD CONSTRAINT "featured_lists_department_code_departments_code_fk" FOREIGN KEY ("department_code") REFERENCES "public"."departments"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focus_products" ADD CONSTRAINT "focus_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_history" ADD CONSTRAINT "purchase_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorite_list_items_product_idx" ON "favorite_list_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "favorite_lists_customer_idx" ON "favorite_lists" USING btree ("customer_no");--> statement-breakpoint
CREATE INDEX "favorite_lists_owner_idx" ON "favorite_lists" USING btree ("owner_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "featured_lists_slug_uq" ON "featured_lists" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "purchase_history_customer_idx" ON "purchase_history" USING btree ("customer_no","ordered_on");