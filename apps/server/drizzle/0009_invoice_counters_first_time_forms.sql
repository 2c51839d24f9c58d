CREATE TABLE "invoice_counters" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "first_time_forms" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "first_time_forms" ADD CONSTRAINT "first_time_forms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "first_time_forms" ADD CONSTRAINT "first_time_forms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_tenant_num_uq" ON "invoices" USING btree ("tenant_id","invoice_num");--> statement-breakpoint
-- Existing invoices keep their numbers; each tenant's sequence continues after the invoices it already has.
INSERT INTO "invoice_counters" ("tenant_id", "last_number") SELECT "tenant_id", count(*)::integer FROM "invoices" GROUP BY "tenant_id";
