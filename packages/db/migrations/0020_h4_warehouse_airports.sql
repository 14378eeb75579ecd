ALTER TABLE "airports" ADD COLUMN "is_main" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "airport_code" char(3);--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_airport_code_airports_code_fk" FOREIGN KEY ("airport_code") REFERENCES "public"."airports"("code") ON DELETE no action ON UPDATE no action;