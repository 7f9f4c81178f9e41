ALTER TABLE "punch_out_sessions" ADD COLUMN "oci_ok_code" text;--> statement-breakpoint
ALTER TABLE "punch_out_sessions" ADD COLUMN "oci_caller" text;