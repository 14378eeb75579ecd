CREATE TABLE "user_shipping_preferences" (
	"user_id" uuid NOT NULL,
	"option_code" "shipping_option_code" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_shipping_preferences_user_id_option_code_pk" PRIMARY KEY("user_id","option_code")
);
--> statement-breakpoint
ALTER TABLE "user_shipping_preferences" ADD CONSTRAINT "user_shipping_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_shipping_preferences" ADD CONSTRAINT "user_shipping_preferences_option_code_shipping_options_code_fk" FOREIGN KEY ("option_code") REFERENCES "public"."shipping_options"("code") ON DELETE no action ON UPDATE no action;