CREATE TYPE "public"."site_variant" AS ENUM('ab', 'bc', 'inco', 'ff');--> statement-breakpoint
CREATE TABLE "assortment" (
	"department_code" text NOT NULL,
	"product_id" text NOT NULL,
	"customer_product_number" text,
	CONSTRAINT "assortment_department_code_product_id_pk" PRIMARY KEY("department_code","product_id")
);
--> statement-breakpoint
CREATE TABLE "basket_lines" (
	"basket_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" text NOT NULL,
	"unit" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"expiry_product" boolean DEFAULT false NOT NULL,
	"origin" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "basket_lines_basket_id_line_no_pk" PRIMARY KEY("basket_id","line_no"),
	CONSTRAINT "basket_lines_amount_chk" CHECK ("basket_lines"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "baskets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "baskets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"delivery_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"site_variant" "site_variant" NOT NULL,
	"price_group" text NOT NULL,
	"shop_type" smallint DEFAULT 0 NOT NULL,
	"delivery_weekdays" integer[] DEFAULT '{1,2,3,4,5}'::integer[] NOT NULL,
	"customer_no" text NOT NULL,
	CONSTRAINT "departments_shop_type_chk" CHECK ("departments"."shop_type" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "event_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"message" text NOT NULL,
	"stacktrace" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"browser" text DEFAULT '' NOT NULL,
	"init_timestamp" text DEFAULT '' NOT NULL,
	"data" text DEFAULT '' NOT NULL,
	"errorstatus" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expiry_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expiry_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" text NOT NULL,
	"expires_on" date NOT NULL,
	"price_ore" integer NOT NULL,
	"stock" numeric(10, 2) NOT NULL,
	"unit" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_info" (
	"product_id" text PRIMARY KEY NOT NULL,
	"allergens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nutrition" jsonb,
	"ingredients" text DEFAULT '' NOT NULL,
	"storage" text DEFAULT '' NOT NULL,
	"shelf_life_days" integer,
	"origin" text DEFAULT '' NOT NULL,
	"claims" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posting_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"product_id" text NOT NULL,
	"price_group" text NOT NULL,
	"price_ore" integer NOT NULL,
	"ref_price_ore" integer,
	"offer_price_ore" integer,
	CONSTRAINT "prices_product_id_price_group_pk" PRIMARY KEY("product_id","price_group"),
	CONSTRAINT "prices_price_chk" CHECK ("prices"."price_ore" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_units" (
	"product_id" text NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"factor" numeric(12, 3) NOT NULL,
	"weighed" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_units_product_id_code_pk" PRIMARY KEY("product_id","code"),
	CONSTRAINT "product_units_factor_chk" CHECK ("product_units"."factor" > 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"supplier_product_id" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"extended_description" text,
	"posting_group_id" text NOT NULL,
	"country_code" text DEFAULT '' NOT NULL,
	"country_name" text DEFAULT '' NOT NULL,
	"co2e" numeric(10, 3),
	"deposit_ore" integer DEFAULT 0 NOT NULL,
	"discontinued_on" date,
	"discontinued_text" text DEFAULT '' NOT NULL,
	"discontinued_by_hq" boolean DEFAULT false NOT NULL,
	"offer_until" date,
	"flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"storage_temperature" smallint DEFAULT 4 NOT NULL,
	"organic_code" smallint DEFAULT 5 NOT NULL,
	"food_info_required" boolean DEFAULT false NOT NULL,
	"image_url" text,
	"ref_unit" text,
	"broach_limit" numeric(10, 2),
	"alternative_product_id" text,
	"search_text" text NOT NULL,
	"name_fold" text NOT NULL,
	"sort_key" text NOT NULL,
	CONSTRAINT "products_storage_temperature_chk" CHECK ("products"."storage_temperature" between 0 and 5),
	CONSTRAINT "products_organic_code_chk" CHECK ("products"."organic_code" in (1, 2, 5)),
	CONSTRAINT "products_deposit_chk" CHECK ("products"."deposit_ore" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"department_code" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_punch_out" boolean DEFAULT false NOT NULL,
	"cart_type" smallint DEFAULT 0 NOT NULL,
	"show_prices" boolean DEFAULT true NOT NULL,
	"allow_ordering" boolean DEFAULT true NOT NULL,
	"hide_co2" boolean DEFAULT false NOT NULL,
	"show_expiry" boolean DEFAULT true NOT NULL,
	"show_procure" boolean DEFAULT true NOT NULL,
	"procure_always_on" boolean DEFAULT false NOT NULL,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"last_failed_login_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lower_chk" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_cart_type_chk" CHECK ("users"."cart_type" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "assortment" ADD CONSTRAINT "assortment_department_code_departments_code_fk" FOREIGN KEY ("department_code") REFERENCES "public"."departments"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assortment" ADD CONSTRAINT "assortment_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_lines" ADD CONSTRAINT "basket_lines_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_lines" ADD CONSTRAINT "basket_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_log" ADD CONSTRAINT "event_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expiry_offers" ADD CONSTRAINT "expiry_offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_info" ADD CONSTRAINT "food_info_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_units" ADD CONSTRAINT "product_units_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_posting_group_id_posting_groups_id_fk" FOREIGN KEY ("posting_group_id") REFERENCES "public"."posting_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_department_code_departments_code_fk" FOREIGN KEY ("department_code") REFERENCES "public"."departments"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assortment_product_idx" ON "assortment" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "assortment_customer_no_idx" ON "assortment" USING btree ("department_code","customer_product_number");--> statement-breakpoint
CREATE UNIQUE INDEX "basket_lines_item_uq" ON "basket_lines" USING btree ("basket_id","product_id","unit","expiry_product");--> statement-breakpoint
CREATE UNIQUE INDEX "baskets_user_date_uq" ON "baskets" USING btree ("user_id","delivery_date");--> statement-breakpoint
CREATE INDEX "event_log_created_idx" ON "event_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "expiry_offers_product_idx" ON "expiry_offers" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_group_idx" ON "products" USING btree ("posting_group_id");--> statement-breakpoint
CREATE INDEX "products_search_text_idx" ON "products" USING btree ("search_text" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_name_fold_idx" ON "products" USING btree ("name_fold" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_sort_key_idx" ON "products" USING btree ("sort_key" collate "C");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_department_idx" ON "users" USING btree ("department_code");