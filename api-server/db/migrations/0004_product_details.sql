CREATE TABLE "assortment_requests" (
	"department_code" text NOT NULL,
	"product_id" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assortment_requests_department_code_product_id_pk" PRIMARY KEY("department_code","product_id")
);
--> statement-breakpoint
CREATE TABLE "food_allergens" (
	"product_id" text NOT NULL,
	"allergen" text NOT NULL,
	"presence" text NOT NULL,
	CONSTRAINT "food_allergens_product_id_allergen_pk" PRIMARY KEY("product_id","allergen"),
	CONSTRAINT "food_allergens_code_chk" CHECK ("food_allergens"."allergen" in ('gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs')),
	CONSTRAINT "food_allergens_presence_chk" CHECK ("food_allergens"."presence" in ('contains', 'mayContain'))
);
--> statement-breakpoint
CREATE TABLE "food_nutrition" (
	"product_id" text PRIMARY KEY NOT NULL,
	"basis" text DEFAULT 'g' NOT NULL,
	"energy_kj" integer NOT NULL,
	"energy_kcal" integer NOT NULL,
	"fat" numeric(5, 1) NOT NULL,
	"saturated_fat" numeric(5, 1) NOT NULL,
	"carbohydrate" numeric(5, 1) NOT NULL,
	"sugars" numeric(5, 1) NOT NULL,
	"fibre" numeric(5, 1),
	"protein" numeric(5, 1) NOT NULL,
	"salt" numeric(5, 2) NOT NULL,
	CONSTRAINT "food_nutrition_basis_chk" CHECK ("food_nutrition"."basis" in ('g', 'ml')),
	CONSTRAINT "food_nutrition_values_chk" CHECK ("food_nutrition"."energy_kj" >= 0 and "food_nutrition"."energy_kcal" >= 0 and "food_nutrition"."fat" >= 0 and "food_nutrition"."carbohydrate" >= 0 and "food_nutrition"."protein" >= 0 and "food_nutrition"."salt" >= 0 and coalesce("food_nutrition"."fibre", 0) >= 0),
	CONSTRAINT "food_nutrition_parts_chk" CHECK ("food_nutrition"."saturated_fat" between 0 and "food_nutrition"."fat" and "food_nutrition"."sugars" between 0 and "food_nutrition"."carbohydrate")
);
--> statement-breakpoint
CREATE TABLE "food_unit_info" (
	"product_id" text NOT NULL,
	"unit_code" text NOT NULL,
	"gtin" text,
	"net_weight_g" integer,
	"gross_weight_g" integer,
	"length_mm" integer,
	"width_mm" integer,
	"height_mm" integer,
	CONSTRAINT "food_unit_info_product_id_unit_code_pk" PRIMARY KEY("product_id","unit_code"),
	CONSTRAINT "food_unit_info_weights_chk" CHECK (coalesce("food_unit_info"."net_weight_g", 0) >= 0 and ("food_unit_info"."gross_weight_g" is null or "food_unit_info"."net_weight_g" is null or "food_unit_info"."gross_weight_g" >= "food_unit_info"."net_weight_g")),
	CONSTRAINT "food_unit_info_dims_chk" CHECK (coalesce("food_unit_info"."length_mm", 1) > 0 and coalesce("food_unit_info"."width_mm", 1) > 0 and coalesce("food_unit_info"."height_mm", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "product_relations" (
	"product_id" text NOT NULL,
	"related_product_id" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_relations_product_id_related_product_id_pk" PRIMARY KEY("product_id","related_product_id"),
	CONSTRAINT "product_relations_self_chk" CHECK ("product_relations"."product_id" <> "product_relations"."related_product_id")
);
--> statement-breakpoint
CREATE TABLE "recipe_products" (
	"recipe_id" integer NOT NULL,
	"product_id" text NOT NULL,
	CONSTRAINT "recipe_products_recipe_id_product_id_pk" PRIMARY KEY("recipe_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url_name" text NOT NULL,
	"updated" date NOT NULL,
	CONSTRAINT "recipes_url_name_chk" CHECK ("recipes"."url_name" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
ALTER TABLE "food_info" ALTER COLUMN "ingredients" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "food_info" ALTER COLUMN "ingredients" SET DATA TYPE jsonb USING (CASE WHEN "ingredients" = '' THEN '[]'::jsonb ELSE jsonb_build_array(jsonb_build_object('text', "ingredients")) END);--> statement-breakpoint
ALTER TABLE "food_info" ALTER COLUMN "ingredients" SET DEFAULT '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "food_info" ADD COLUMN "storage_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "food_info" ADD COLUMN "shelf_life_opened_days" integer;--> statement-breakpoint
ALTER TABLE "food_info" ADD COLUMN "origin_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "food_info" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "supplier_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deadlines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "assortment_requests" ADD CONSTRAINT "assortment_requests_department_code_departments_code_fk" FOREIGN KEY ("department_code") REFERENCES "public"."departments"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assortment_requests" ADD CONSTRAINT "assortment_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assortment_requests" ADD CONSTRAINT "assortment_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_allergens" ADD CONSTRAINT "food_allergens_product_id_food_info_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."food_info"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_nutrition" ADD CONSTRAINT "food_nutrition_product_id_food_info_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."food_info"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_unit_info" ADD CONSTRAINT "food_unit_info_unit_fk" FOREIGN KEY ("product_id","unit_code") REFERENCES "public"."product_units"("product_id","code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relations" ADD CONSTRAINT "product_relations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relations" ADD CONSTRAINT "product_relations_related_product_id_products_id_fk" FOREIGN KEY ("related_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_products" ADD CONSTRAINT "recipe_products_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_products" ADD CONSTRAINT "recipe_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_products_product_idx" ON "recipe_products" USING btree ("product_id");--> statement-breakpoint
UPDATE "food_info" SET "storage_text" = "storage", "origin_text" = "origin";--> statement-breakpoint
INSERT INTO "food_nutrition" ("product_id", "basis", "energy_kj", "energy_kcal", "fat", "saturated_fat", "carbohydrate", "sugars", "protein", "salt")
  SELECT "product_id", 'g', ("nutrition"->>'energyKj')::integer, ("nutrition"->>'energyKcal')::integer, ("nutrition"->>'fat')::numeric,
    least(("nutrition"->>'saturatedFat')::numeric, ("nutrition"->>'fat')::numeric), ("nutrition"->>'carbohydrate')::numeric,
    least(("nutrition"->>'sugars')::numeric, ("nutrition"->>'carbohydrate')::numeric), ("nutrition"->>'protein')::numeric, ("nutrition"->>'salt')::numeric
  FROM "food_info" WHERE "nutrition" IS NOT NULL;--> statement-breakpoint
INSERT INTO "food_allergens" ("product_id", "allergen", "presence")
  SELECT DISTINCT f."product_id", m.code, 'contains' FROM "food_info" f
  CROSS JOIN LATERAL jsonb_array_elements_text(f."allergens") AS a(word)
  JOIN (VALUES ('gluten', 'gluten'), ('krebsdyr', 'crustaceans'), ('æg', 'eggs'), ('fisk', 'fish'), ('jordnødder', 'peanuts'),
    ('soja', 'soybeans'), ('mælk', 'milk'), ('nødder', 'nuts'), ('selleri', 'celery'), ('sennep', 'mustard'), ('sesam', 'sesame'),
    ('sulfitter', 'sulphites'), ('lupin', 'lupin'), ('bløddyr', 'molluscs')) AS m(word, code) ON m.word = a.word;--> statement-breakpoint
ALTER TABLE "food_info" DROP COLUMN "allergens";--> statement-breakpoint
ALTER TABLE "food_info" DROP COLUMN "nutrition";--> statement-breakpoint
ALTER TABLE "food_info" DROP COLUMN "storage";--> statement-breakpoint
ALTER TABLE "food_info" DROP COLUMN "origin";--> statement-breakpoint
ALTER TABLE "food_info" DROP COLUMN "claims";--> statement-breakpoint
ALTER TABLE "food_info" ADD CONSTRAINT "food_info_shelf_life_chk" CHECK ("food_info"."shelf_life_days" is null or "food_info"."shelf_life_days" > 0);--> statement-breakpoint
ALTER TABLE "food_info" ADD CONSTRAINT "food_info_version_chk" CHECK ("food_info"."version" > 0);