CREATE TABLE "department_kitchen_settings" (
	"department_code" text PRIMARY KEY NOT NULL,
	"excluded_allergens" text[] DEFAULT '{}'::text[] NOT NULL,
	"co2_target_per_line" numeric(8, 2),
	"organic_target_pct" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "department_kitchen_settings_co2_chk" CHECK ("department_kitchen_settings"."co2_target_per_line" is null or "department_kitchen_settings"."co2_target_per_line" > 0),
	CONSTRAINT "department_kitchen_settings_organic_chk" CHECK ("department_kitchen_settings"."organic_target_pct" is null or "department_kitchen_settings"."organic_target_pct" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "department_kitchen_settings" ADD CONSTRAINT "department_kitchen_settings_department_code_departments_code_fk" FOREIGN KEY ("department_code") REFERENCES "public"."departments"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_kitchen_settings" ADD CONSTRAINT "department_kitchen_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;