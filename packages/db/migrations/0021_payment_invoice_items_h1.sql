CREATE TABLE "payment_invoice_items" (
	"payment_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"invoice_number" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"credit_minor" bigint DEFAULT 0 NOT NULL,
	"outstanding_minor" bigint NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	CONSTRAINT "payment_invoice_items_payment_id_invoice_id_pk" PRIMARY KEY("payment_id","invoice_id")
);
--> statement-breakpoint
ALTER TABLE "payment_invoice_items" ADD CONSTRAINT "payment_invoice_items_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_invoice_items" ADD CONSTRAINT "payment_invoice_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_invoice_items_one_open_per_invoice" ON "payment_invoice_items" USING btree ("invoice_id") WHERE "payment_invoice_items"."is_open";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_invoice_items_one_paid_per_invoice" ON "payment_invoice_items" USING btree ("invoice_id") WHERE "payment_invoice_items"."is_paid";