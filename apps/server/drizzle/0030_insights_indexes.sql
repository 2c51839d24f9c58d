-- Issue 39 point 4: insights for staff (docs/insights.md). The monthly charts read a tenant's tickets and
-- comments of the last 24 months by creation time; these indexes bound those reads on large data.
CREATE INDEX IF NOT EXISTS "tickets_tenant_created_idx" ON "tickets" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "post_comments_tenant_created_idx" ON "post_comments" USING btree ("tenant_id","created_at");
