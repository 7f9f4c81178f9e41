CREATE TABLE "checkout_campaign_feedback" (
	"campaign_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint,
	"comment" text DEFAULT '' NOT NULL,
	"postponed_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_campaign_feedback_campaign_id_user_id_pk" PRIMARY KEY("campaign_id","user_id"),
	CONSTRAINT "checkout_campaign_feedback_rating_chk" CHECK ("checkout_campaign_feedback"."rating" is null or "checkout_campaign_feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "checkout_campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checkout_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"product_id" text NOT NULL,
	"unit" text NOT NULL,
	"price_ore" integer NOT NULL,
	"stock" numeric(10, 2) NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"price_group" text,
	"trigger_product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_campaigns_price_chk" CHECK ("checkout_campaigns"."price_ore" >= 0),
	CONSTRAINT "checkout_campaigns_stock_chk" CHECK ("checkout_campaigns"."stock" >= 0),
	CONSTRAINT "checkout_campaigns_period_chk" CHECK ("checkout_campaigns"."ends_on" >= "checkout_campaigns"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "focus_brands" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_url" text NOT NULL,
	"thumb_url" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_push_products" (
	"push_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "offer_push_products_push_id_product_id_pk" PRIMARY KEY("push_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "offer_pushes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_pushes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"starts_on" date,
	"ends_on" date
);
--> statement-breakpoint
CREATE TABLE "product_campaign_products" (
	"campaign_id" integer NOT NULL,
	"product_id" text NOT NULL,
	CONSTRAINT "product_campaign_products_campaign_id_product_id_pk" PRIMARY KEY("campaign_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"badge" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"price_group" text,
	"department_code" text,
	CONSTRAINT "product_campaigns_period_chk" CHECK ("product_campaigns"."ends_on" >= "product_campaigns"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "web_sample_claims" (
	"sample_id" integer NOT NULL,
	"department_code" text NOT NULL,
	"order_id" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "web_sample_claims_sample_id_department_code_pk" PRIMARY KEY("sample_id","department_code")
);
--> statement-breakpoint
CREATE TABLE "web_samples" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "web_samples_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" text NOT NULL,
	"unit" text NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"price_group" text,
	CONSTRAINT "web_samples_period_chk" CHECK ("web_samples"."ends_on" >= "web_samples"."starts_on")
);
--> statement-breakpoint
DROP INDEX "basket_lines_item_uq";--> statement-breakpoint
ALTER TABLE "basket_lines" ADD COLUMN "offer_kind" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "basket_lines" ADD COLUMN "offer_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "basket_lines" ADD COLUMN "fixed_price_ore" integer;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "public_offer_prices" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "offer_kind" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "offer_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "focus_brand" text;--> statement-breakpoint
ALTER TABLE "checkout_campaign_feedback" ADD CONSTRAINT "checkout_campaign_feedback_campaign_id_checkout_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."checkout_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_campaign_feedback" ADD CONSTRAINT "checkout_campaign_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_campaigns" ADD CONSTRAINT "checkout_campaigns_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_push_products" ADD CONSTRAINT "offer_push_products_push_id_offer_pushes_id_fk" FOREIGN KEY ("push_id") REFERENCES "public"."offer_pushes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_push_products" ADD CONSTRAINT "offer_push_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_campaign_products" ADD CONSTRAINT "product_campaign_products_campaign_id_product_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."product_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_campaign_products" ADD CONSTRAINT "product_campaign_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_campaigns" ADD CONSTRAINT "product_campaigns_department_code_departments_code_fk" FOREIGN KEY ("department_code") REFERENCES "public"."departments"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_sample_claims" ADD CONSTRAINT "web_sample_claims_sample_id_web_samples_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."web_samples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_sample_claims" ADD CONSTRAINT "web_sample_claims_department_code_departments_code_fk" FOREIGN KEY ("department_code") REFERENCES "public"."departments"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_sample_claims" ADD CONSTRAINT "web_sample_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_sample_claims" ADD CONSTRAINT "web_sample_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_samples" ADD CONSTRAINT "web_samples_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_campaign_products_product_idx" ON "product_campaign_products" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_focus_brand_focus_brands_slug_fk" FOREIGN KEY ("focus_brand") REFERENCES "public"."focus_brands"("slug") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_focus_brand_idx" ON "products" USING btree ("focus_brand");--> statement-breakpoint
CREATE UNIQUE INDEX "basket_lines_item_uq" ON "basket_lines" USING btree ("basket_id","product_id","unit","expiry_product","offer_kind","offer_id");