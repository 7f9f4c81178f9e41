-- Issue 15 point 1 (docs/decisions/033-preview-from-the-lines.md): the add's preview reads what it counts
-- of each line's product from the line itself, written by the add, instead of looking every line up in
-- the catalogue on every add. Such columns are valid only while line_preview_version has not moved since
-- they were written: every statement that changes what the preview counts raises it, through the
-- statement triggers below, so no writer (seed, import, a future admin route) can forget. The columns
-- are added without a default: existing lines are looked up as before until their basket's next add.
CREATE TABLE "line_preview_version" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "line_preview_version_one_chk" CHECK ("line_preview_version"."one")
);
--> statement-breakpoint
ALTER TABLE "basket_lines" ADD COLUMN "preview_version" bigint;--> statement-breakpoint
ALTER TABLE "basket_lines" ADD COLUMN "preview_product" text;--> statement-breakpoint
ALTER TABLE "basket_lines" ADD COLUMN "preview_unit" text;--> statement-breakpoint
ALTER TABLE "basket_lines" ADD COLUMN "preview_known" boolean;--> statement-breakpoint
ALTER TABLE "basket_lines" ADD COLUMN "preview_deadlines" jsonb;--> statement-breakpoint
ALTER TABLE "basket_lines" ADD COLUMN "preview_co2_per_unit" numeric;--> statement-breakpoint
ALTER TABLE "basket_lines" ADD COLUMN "preview_eco" boolean;--> statement-breakpoint
ALTER TABLE "basket_lines" ADD COLUMN "preview_agreement" boolean;--> statement-breakpoint
INSERT INTO "line_preview_version" ("one", "version") VALUES (true, 1);--> statement-breakpoint
CREATE FUNCTION "line_preview_version_raise"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "line_preview_version" SET "version" = "version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A product's id, deadlines, CO2e, organic code and flags (what the preview counts); not its name,
-- prices or dates, which seeds and the date move change.
CREATE TRIGGER "products_raise_line_preview_version" AFTER UPDATE OF "id", "deadlines", "co2e", "organic_code", "flags" OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "line_preview_version_raise"();--> statement-breakpoint
CREATE TRIGGER "assortment_raise_line_preview_version" AFTER INSERT OR UPDATE OF "department_code", "product_id" OR DELETE OR TRUNCATE ON "assortment" FOR EACH STATEMENT EXECUTE FUNCTION "line_preview_version_raise"();--> statement-breakpoint
CREATE TRIGGER "product_units_raise_line_preview_version" AFTER INSERT OR UPDATE OF "product_id", "code", "factor" OR DELETE OR TRUNCATE ON "product_units" FOR EACH STATEMENT EXECUTE FUNCTION "line_preview_version_raise"();
