CREATE TABLE "storage_fee_days" (
	"package_id" uuid NOT NULL,
	"day_number" integer NOT NULL,
	"day_ends_at" timestamp with time zone NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"invoice_id" uuid,
	"accrued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_fee_days_package_id_day_number_pk" PRIMARY KEY("package_id","day_number")
);
--> statement-breakpoint
ALTER TABLE "storage_fee_days" ADD CONSTRAINT "storage_fee_days_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_fee_days" ADD CONSTRAINT "storage_fee_days_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "storage_fee_days_unbilled" ON "storage_fee_days" USING btree ("package_id","day_ends_at") WHERE "storage_fee_days"."invoice_id" is null;--> statement-breakpoint
CREATE INDEX "storage_fee_days_invoice_id_index" ON "storage_fee_days" USING btree ("invoice_id");