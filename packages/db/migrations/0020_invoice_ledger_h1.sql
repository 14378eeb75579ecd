CREATE TYPE "public"."invoice_kind" AS ENUM('shipping', 'shipping_additional', 'service', 'return', 'manual', 'credit_note');--> statement-breakpoint
CREATE TYPE "public"."invoice_line_code" AS ENUM('GOODS', 'FREIGHT', 'INS', 'LPH', 'DSB', 'FRG', 'EPK', 'ORB', 'STORAGE', 'DUTY', 'CUSTOMS_ADMIN_FEE', 'VAT', 'MEMBERSHIP_DISCOUNT', 'COUPON', 'WEIGHT_DIFFERENCE', 'SERVICE', 'RETURN', 'MANUAL', 'CREDIT');--> statement-breakpoint
CREATE TYPE "public"."invoice_line_kind" AS ENUM('goods', 'charge', 'discount');--> statement-breakpoint
CREATE TYPE "public"."invoice_pay_method" AS ENUM('card', 'account_credit', 'covered', 'refund');--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" "invoice_line_kind" NOT NULL,
	"code" "invoice_line_code" NOT NULL,
	"description" text,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"hs_code" text,
	"quantity" numeric(12, 3) NOT NULL,
	"unit_price_minor" bigint DEFAULT 0 NOT NULL,
	"total_price_minor" bigint DEFAULT 0 NOT NULL,
	"duty_minor" bigint DEFAULT 0 NOT NULL,
	"duty_percent" text,
	"vat_minor" bigint DEFAULT 0 NOT NULL,
	"vat_percent" text,
	"excise_minor" bigint DEFAULT 0 NOT NULL,
	"package_id" uuid,
	CONSTRAINT "invoice_lines_invoice_id_position_pk" PRIMARY KEY("invoice_id","position")
);
--> statement-breakpoint
CREATE TABLE "invoice_number_sequences" (
	"kind" "invoice_kind" NOT NULL,
	"year" integer NOT NULL,
	"last_serial" integer NOT NULL,
	CONSTRAINT "invoice_number_sequences_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"payment_id" uuid,
	"method" "invoice_pay_method" NOT NULL,
	"amount_minor" bigint NOT NULL,
	"response_code" text,
	"response_text" text,
	"transaction_id" text,
	"charged_to" text,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_once_per_payment" UNIQUE("invoice_id","payment_id","method")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "invoice_kind" NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"serial" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid,
	"currency" char(3) NOT NULL,
	"statement_code" text NOT NULL,
	"statement_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reason" jsonb,
	"bill_to" jsonb NOT NULL,
	"warehouse_id" uuid,
	"ship_request_id" uuid,
	"credits_invoice_id" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"imported_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"done_by" uuid,
	"commercial_invoice_minor" bigint DEFAULT 0 NOT NULL,
	"freight_minor" bigint DEFAULT 0 NOT NULL,
	"other_charges_minor" bigint DEFAULT 0 NOT NULL,
	"vat_minor" bigint DEFAULT 0 NOT NULL,
	"duties_minor" bigint DEFAULT 0 NOT NULL,
	"excise_minor" bigint DEFAULT 0 NOT NULL,
	"discounts_minor" bigint DEFAULT 0 NOT NULL,
	"billed_minor" bigint DEFAULT 0 NOT NULL,
	"credit_applied_minor" bigint DEFAULT 0 NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"credited_minor" bigint DEFAULT 0 NOT NULL,
	"outstanding_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_kind_year_serial" UNIQUE("kind","year","serial"),
	CONSTRAINT "invoices_balance_not_negative" CHECK ("invoices"."outstanding_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ship_request_charges" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_ship_request_id_ship_requests_id_fk" FOREIGN KEY ("ship_request_id") REFERENCES "public"."ship_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credits_invoice_id_invoices_id_fk" FOREIGN KEY ("credits_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_id_index" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_user_id_issued_at_index" ON "invoices" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_company_id_issued_at_index" ON "invoices" USING btree ("company_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_kind_issued_at_index" ON "invoices" USING btree ("kind","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_issued_at_index" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "invoices_ship_request_id_index" ON "invoices" USING btree ("ship_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_shipping_per_ship_request" ON "invoices" USING btree ("ship_request_id") WHERE "invoices"."kind" = 'shipping';--> statement-breakpoint
CREATE INDEX "invoices_credits_invoice_id_index" ON "invoices" USING btree ("credits_invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_owed_by_user" ON "invoices" USING btree ("user_id","due_at") WHERE "invoices"."outstanding_minor" > 0;--> statement-breakpoint
ALTER TABLE "ship_request_charges" ADD CONSTRAINT "ship_request_charges_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;