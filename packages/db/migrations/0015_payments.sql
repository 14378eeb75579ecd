CREATE TYPE "public"."card_brand" AS ENUM('visa', 'mastercard', 'amex', 'discover', 'other');--> statement-breakpoint
CREATE TYPE "public"."payment_failure_reason" AS ENUM('declined', 'insufficient_funds', 'authentication_failed', 'invalid_card', 'superseded', 'not_payable');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'succeeded', 'failed');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'payment_received';--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_scope_key_pk" PRIMARY KEY("user_id","scope","key")
);
--> statement-breakpoint
CREATE TABLE "payment_items" (
	"payment_id" uuid NOT NULL,
	"ship_request_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"discounts_minor" bigint DEFAULT 0 NOT NULL,
	"coupon_code" text,
	"credit_minor" bigint DEFAULT 0 NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	CONSTRAINT "payment_items_payment_id_ship_request_id_pk" PRIMARY KEY("payment_id","ship_request_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"order_code" text NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"discounts_minor" bigint DEFAULT 0 NOT NULL,
	"gateway" text NOT NULL,
	"gateway_reference" text,
	"saved_card_id" uuid,
	"save_card" boolean DEFAULT false NOT NULL,
	"transaction_id" text,
	"charged_to" text,
	"failure_reason" "payment_failure_reason",
	"refund_id" text,
	"idempotency_key" text NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_orderCode_unique" UNIQUE("order_code"),
	CONSTRAINT "payments_gateway_reference_key" UNIQUE("gateway","gateway_reference"),
	CONSTRAINT "payment_amount_positive" CHECK ("payments"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"behaviour" text NOT NULL,
	"brand" "card_brand" NOT NULL,
	"last4" char(4) NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_card_tokens_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"token" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"outcome" text NOT NULL,
	"session_id" uuid,
	"transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_charges_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"reference" text NOT NULL,
	"return_url" text NOT NULL,
	"notify_url" text NOT NULL,
	"save_card" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"failure_reason" "payment_failure_reason",
	"card_token_id" uuid,
	"transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"gateway" text NOT NULL,
	"gateway_token" text NOT NULL,
	"brand" "card_brand" NOT NULL,
	"last4" char(4) NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"label" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_cards_user_token_key" UNIQUE("user_id","gateway","gateway_token")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_saved_card_id_saved_cards_id_fk" FOREIGN KEY ("saved_card_id") REFERENCES "public"."saved_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_items_one_open_per_ship_request" ON "payment_items" USING btree ("ship_request_id") WHERE "payment_items"."is_open";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_items_one_paid_per_ship_request" ON "payment_items" USING btree ("ship_request_id") WHERE "payment_items"."is_paid";--> statement-breakpoint
CREATE INDEX "payments_user_id_created_at_index" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_one_default_per_user" ON "saved_cards" USING btree ("user_id") WHERE "saved_cards"."is_default";