-- Issue 39 point 4 (docs/insights.md "Figures"): at the large benchmark scale the community and events charts
-- read their 24 months from these indexes alone (index-only scans by month range), not from the tables' heaps.
-- The author is in the posts' and comments' keys (distinct active members per month); tickets and event
-- revenue keep only the rows the charts count (live tickets; Paid event invoices with their amounts).
DROP INDEX IF EXISTS "post_comments_tenant_created_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "post_comments_tenant_created_author_idx" ON "post_comments" USING btree ("tenant_id","created_at","created_by_user_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "posts_tenant_status_created_author_idx" ON "posts" USING btree ("tenant_id","status","created_at","created_by_user_id");--> statement-breakpoint
DROP INDEX IF EXISTS "tickets_tenant_created_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tickets_tenant_live_created_idx" ON "tickets" USING btree ("tenant_id","created_at") WHERE "cancelled_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_tenant_event_paid_idx" ON "invoices" USING btree ("tenant_id","invoice_date","paid_cents","refunded_cents") WHERE "kind" = 'event' AND "status" = 'Paid';
