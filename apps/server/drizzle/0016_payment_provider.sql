CREATE TABLE "payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"invoice_id" uuid,
	"cart_id" uuid,
	"checkout_id" text NOT NULL,
	"provider" text NOT NULL,
	"outcome" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_provider_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "provider_session_id" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "url" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "membership_checkouts" ADD COLUMN "provider_session_id" text;--> statement-breakpoint
ALTER TABLE "membership_checkouts" ADD COLUMN "url" text;--> statement-breakpoint
ALTER TABLE "membership_checkouts" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_provider_events" ADD CONSTRAINT "payment_provider_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_tenant_invoice_idx" ON "payment_attempts" USING btree ("tenant_id","invoice_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_tenant_cart_idx" ON "payment_attempts" USING btree ("tenant_id","cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_provider_events_uq" ON "payment_provider_events" USING btree ("tenant_id","provider","event_id");