ALTER TABLE "edi_bookings" ADD COLUMN "pallet_count" integer;--> statement-breakpoint
ALTER TABLE "edi_bookings" ADD CONSTRAINT "edi_bookings_pallet_count_range" CHECK ("edi_bookings"."pallet_count" is null or "edi_bookings"."pallet_count" between 1 and 99);
