CREATE TYPE "public"."action_reason" AS ENUM('documents', 'item_details', 'dgr');--> statement-breakpoint
CREATE TYPE "public"."notification_kind" AS ENUM('package_received', 'action_required', 'storage_ending');--> statement-breakpoint
CREATE TYPE "public"."package_file_kind" AS ENUM('photo', 'document');--> statement-breakpoint
CREATE TYPE "public"."package_status" AS ENUM('in_review', 'action_required', 'ready_to_send', 'preparing', 'shipped', 'delivered', 'return_requested', 'returned', 'discard_requested', 'discarded');--> statement-breakpoint
CREATE TABLE "additional_service_prices" (
	"service_code" text NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"price_minor" bigint NOT NULL,
	CONSTRAINT "additional_service_prices_service_code_warehouse_id_pk" PRIMARY KEY("service_code","warehouse_id")
);
--> statement-breakpoint
CREATE TABLE "additional_services" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "notification_kind" NOT NULL,
	"package_id" uuid,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "package_additional_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid NOT NULL,
	"service_code" text NOT NULL,
	"price_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "package_additional_services_packageId_serviceCode_unique" UNIQUE("package_id","service_code")
);
--> statement-breakpoint
CREATE TABLE "package_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"serial_number" integer GENERATED ALWAYS AS IDENTITY (sequence name "package_files_serial_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1),
	"package_id" uuid NOT NULL,
	"kind" "package_file_kind" NOT NULL,
	"document_name" text NOT NULL,
	"original_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_files_serialNumber_unique" UNIQUE("serial_number"),
	CONSTRAINT "package_files_storedName_unique" UNIQUE("stored_name")
);
--> statement-breakpoint
CREATE TABLE "package_line_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid NOT NULL,
	"sort_order" integer NOT NULL,
	"inventory_id" text,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_value_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"total_value_minor" bigint NOT NULL,
	"hs_code" text,
	"declared_value_minor" bigint,
	"declared_currency" char(3),
	"export_description" text,
	"schedule_b" text,
	"statistical_quantity" integer
);
--> statement-breakpoint
CREATE TABLE "package_pieces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid NOT NULL,
	"sort_order" integer NOT NULL,
	"receptacle_id" text NOT NULL,
	"value_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"from_status" "package_status",
	"to_status" "package_status" NOT NULL,
	"reason" "action_reason",
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "packages_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 100001 CACHE 1),
	"user_id" uuid,
	"warehouse_id" uuid NOT NULL,
	"label_suite_number" text,
	"status" "package_status" DEFAULT 'in_review' NOT NULL,
	"reason" "action_reason",
	"retailer_name" text NOT NULL,
	"retailer_tracking_number" text NOT NULL,
	"carrier" text NOT NULL,
	"weight_amount" numeric(10, 2) NOT NULL,
	"weight_unit" text NOT NULL,
	"length" numeric(10, 2) NOT NULL,
	"width" numeric(10, 2) NOT NULL,
	"depth" numeric(10, 2) NOT NULL,
	"length_unit" text NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"total_value_minor" bigint,
	"value_currency" char(3),
	"warehouse_comment" text,
	"admin_comment" text,
	"return_comment" text,
	"return_uses_own_label" boolean DEFAULT false NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_by" uuid,
	"storage_stopped_at" timestamp with time zone,
	"storage_reminders_sent" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "staff_warehouses" (
	"user_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_warehouses_user_id_warehouse_id_pk" PRIMARY KEY("user_id","warehouse_id")
);
--> statement-breakpoint
ALTER TABLE "additional_service_prices" ADD CONSTRAINT "additional_service_prices_service_code_additional_services_code_fk" FOREIGN KEY ("service_code") REFERENCES "public"."additional_services"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_service_prices" ADD CONSTRAINT "additional_service_prices_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_additional_services" ADD CONSTRAINT "package_additional_services_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_additional_services" ADD CONSTRAINT "package_additional_services_service_code_additional_services_code_fk" FOREIGN KEY ("service_code") REFERENCES "public"."additional_services"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_files" ADD CONSTRAINT "package_files_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_files" ADD CONSTRAINT "package_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_line_items" ADD CONSTRAINT "package_line_items_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_pieces" ADD CONSTRAINT "package_pieces_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_status_history" ADD CONSTRAINT "package_status_history_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_status_history" ADD CONSTRAINT "package_status_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_warehouses" ADD CONSTRAINT "staff_warehouses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_warehouses" ADD CONSTRAINT "staff_warehouses_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_id_read_at_updated_at_index" ON "notifications" USING btree ("user_id","read_at","updated_at");--> statement-breakpoint
CREATE INDEX "package_files_package_id_kind_index" ON "package_files" USING btree ("package_id","kind");--> statement-breakpoint
CREATE INDEX "package_line_items_package_id_index" ON "package_line_items" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "package_pieces_package_id_index" ON "package_pieces" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "package_status_history_package_id_created_at_index" ON "package_status_history" USING btree ("package_id","created_at");--> statement-breakpoint
CREATE INDEX "packages_user_id_warehouse_id_status_received_at_index" ON "packages" USING btree ("user_id","warehouse_id","status","received_at");--> statement-breakpoint
CREATE INDEX "packages_warehouse_id_status_received_at_index" ON "packages" USING btree ("warehouse_id","status","received_at");--> statement-breakpoint
CREATE INDEX "packages_retailer_tracking_number_index" ON "packages" USING btree ("retailer_tracking_number");