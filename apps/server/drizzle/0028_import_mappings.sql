-- Issue 39 point 1: saved column mappings of the member import, per tenant and name (the shipped Wild Apricot
-- and CiviCRM mappings are constants in contracts).
CREATE TABLE IF NOT EXISTS "import_mappings" (
  "id" serial PRIMARY KEY NOT NULL,
  "tenant_id" text NOT NULL REFERENCES "tenants"("id"),
  "name" text NOT NULL,
  "columns" jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "import_mappings_tenant_name_uq" ON "import_mappings" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "import_mappings_tenant_idx" ON "import_mappings" USING btree ("tenant_id");
