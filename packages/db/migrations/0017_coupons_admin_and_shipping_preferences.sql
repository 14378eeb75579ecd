CREATE TABLE "coupon_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"ship_request_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"discount_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"once_per_customer" boolean NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupon_uses_couponId_shipRequestId_unique" UNIQUE("coupon_id","ship_request_id")
);
--> statement-breakpoint
CREATE TABLE "user_shipping_preferences" (
	"user_id" uuid NOT NULL,
	"option_code" "shipping_option_code" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_shipping_preferences_user_id_option_code_pk" PRIMARY KEY("user_id","option_code")
);
--> statement-breakpoint
ALTER TABLE "coupons" DROP CONSTRAINT "coupon_percent_or_amount";--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "minimum_minor" bigint;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "once_per_customer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_discounts" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_ship_request_id_ship_requests_id_fk" FOREIGN KEY ("ship_request_id") REFERENCES "public"."ship_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_shipping_preferences" ADD CONSTRAINT "user_shipping_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_shipping_preferences" ADD CONSTRAINT "user_shipping_preferences_option_code_shipping_options_code_fk" FOREIGN KEY ("option_code") REFERENCES "public"."shipping_options"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_uses_once_per_customer" ON "coupon_uses" USING btree ("coupon_id","user_id") WHERE "coupon_uses"."once_per_customer";--> statement-breakpoint
CREATE INDEX "coupon_uses_coupon_id_used_at_index" ON "coupon_uses" USING btree ("coupon_id","used_at");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupon_minimum_has_currency" CHECK ("coupons"."minimum_minor" is null or ("coupons"."minimum_minor" > 0 and "coupons"."currency" is not null));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupon_valid_window" CHECK ("coupons"."valid_until" is null or "coupons"."valid_until" > "coupons"."valid_from");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupon_usage_limit" CHECK ("coupons"."usage_limit" is null or "coupons"."usage_limit" >= 1);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupon_percent_or_amount" CHECK (("coupons"."percent_basis_points" between 1 and 10000 and "coupons"."amount_minor" is null) or ("coupons"."percent_basis_points" is null and "coupons"."amount_minor" > 0 and "coupons"."currency" is not null));