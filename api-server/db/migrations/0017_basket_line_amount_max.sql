-- Issue 15 point 1 (docs/decisions/032 "One batch"): a basket line holds at most MAX_LINE_AMOUNT (9999),
-- as every path already checks, so the usual add can send its transaction at once and learn of a refusal
-- from the database. NOT VALID: no existing row is scanned (nor can one stop a start); new and changed
-- rows are checked all the same.
ALTER TABLE "basket_lines" ADD CONSTRAINT "basket_lines_amount_max_chk" CHECK ("basket_lines"."amount" <= 9999) NOT VALID;
