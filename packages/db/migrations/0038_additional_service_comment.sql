-- The customer's comment with a choice of additional services (spec section 5, issue 27). Choices
-- made before it was asked for keep none: staff see "No comment." for them.
ALTER TABLE "package_additional_services" ADD COLUMN "customer_comment" text;
