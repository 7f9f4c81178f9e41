-- Issue 19 point 3 (login2): a basket belongs to the department it orders for. Existing baskets belong
-- to their user's own department, the only one a session could have before login2.
DROP INDEX "baskets_user_date_uq";--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "department_code" text;--> statement-breakpoint
UPDATE "baskets" SET "department_code" = "users"."department_code" FROM "users" WHERE "users"."id" = "baskets"."user_id";--> statement-breakpoint
ALTER TABLE "baskets" ALTER COLUMN "department_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_department_code_departments_code_fk" FOREIGN KEY ("department_code") REFERENCES "public"."departments"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "baskets_user_department_date_uq" ON "baskets" USING btree ("user_id","department_code","delivery_date");
