CREATE TABLE "brand_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"file_name" text NOT NULL,
	"kind" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "find_an_ot_listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"practice_name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"suburb" text NOT NULL,
	"postcode" text NOT NULL,
	"state" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"website" text,
	"is_visible" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "find_an_ot_segments" (
	"tenant_id" text NOT NULL,
	"listing_id" integer NOT NULL,
	"segment_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"membership_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"origin" text DEFAULT 'invoice' NOT NULL,
	"invoice_id" uuid,
	"provider" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "membership_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"fee_inc_gst_cents" integer NOT NULL,
	"gst_cents" integer NOT NULL,
	"period_rule" text NOT NULL,
	"is_joinable" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"membership_id" integer NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "kind" text DEFAULT 'event' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "membership_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "period_start" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "period_end" date;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "membership_type_id" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "cancel_reason_other" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_assets" ADD CONSTRAINT "brand_assets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "find_an_ot_listings" ADD CONSTRAINT "find_an_ot_listings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "find_an_ot_listings" ADD CONSTRAINT "find_an_ot_listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "find_an_ot_segments" ADD CONSTRAINT "find_an_ot_segments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "find_an_ot_segments" ADD CONSTRAINT "find_an_ot_segments_listing_id_find_an_ot_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."find_an_ot_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_checkouts" ADD CONSTRAINT "membership_checkouts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_checkouts" ADD CONSTRAINT "membership_checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_checkouts" ADD CONSTRAINT "membership_checkouts_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_types" ADD CONSTRAINT "membership_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_consents" ADD CONSTRAINT "payment_consents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_consents" ADD CONSTRAINT "payment_consents_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_assets_tenant_order_idx" ON "brand_assets" USING btree ("tenant_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "find_an_ot_listings_user_uq" ON "find_an_ot_listings" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "find_an_ot_listings_postcode_idx" ON "find_an_ot_listings" USING btree ("tenant_id","is_visible","postcode");--> statement-breakpoint
CREATE INDEX "find_an_ot_listings_suburb_idx" ON "find_an_ot_listings" USING btree ("tenant_id","is_visible",lower("suburb"));--> statement-breakpoint
CREATE INDEX "find_an_ot_listings_name_idx" ON "find_an_ot_listings" USING btree ("tenant_id","is_visible","practice_name");--> statement-breakpoint
CREATE UNIQUE INDEX "find_an_ot_segments_uq" ON "find_an_ot_segments" USING btree ("listing_id","segment_id");--> statement-breakpoint
CREATE INDEX "find_an_ot_segments_segment_idx" ON "find_an_ot_segments" USING btree ("tenant_id","segment_id");--> statement-breakpoint
CREATE INDEX "membership_checkouts_tenant_invoice_idx" ON "membership_checkouts" USING btree ("tenant_id","invoice_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_types_tenant_name_uq" ON "membership_types" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_consents_membership_uq" ON "payment_consents" USING btree ("membership_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_membership_type_id_membership_types_id_fk" FOREIGN KEY ("membership_type_id") REFERENCES "public"."membership_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_membership_period_uq" ON "invoices" USING btree ("membership_id","period_start") WHERE "invoices"."status" in ('Pending', 'Paid');--> statement-breakpoint
CREATE INDEX "invoices_tenant_status_date_idx" ON "invoices" USING btree ("tenant_id","status","invoice_date");--> statement-breakpoint
CREATE INDEX "memberships_tenant_status_idx" ON "memberships" USING btree ("tenant_id","member_status","renewed_to_date");--> statement-breakpoint
UPDATE "memberships" SET "member_status" = 'Life' WHERE "is_life_member" = true;
