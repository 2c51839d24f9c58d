-- Issue 39 point 5: members' own data. A closed account keeps its row (invoices, posts and comments point at
-- it) with `closed_at` set and its profile anonymised; `data_exported_at` rate-limits "Download my data".
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "data_exported_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "account_closure_requests" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "tenant_id" text NOT NULL REFERENCES "tenants"("id"),
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "status" text DEFAULT 'pending' NOT NULL CHECK ("status" IN ('pending', 'approved', 'declined')),
  "requested_at" timestamp with time zone DEFAULT now() NOT NULL,
  "decided_at" timestamp with time zone,
  "decided_by_user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "account_closure_requests_pending_uq" ON "account_closure_requests" USING btree ("tenant_id","user_id") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "account_closure_requests_tenant_status_idx" ON "account_closure_requests" USING btree ("tenant_id","status","requested_at");
