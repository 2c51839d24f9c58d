-- Issue 37 (events): the start-ordered list index carries the columns the list's filters test (end, category,
-- location, type, CPD), so the filtered page and its bounded count read the index only, not one heap block per
-- candidate event (docs/benchmarks.md "Decisions", events). Same name, same leading columns: every plan that
-- used it still can. `id` is unique, so the columns after it never change the order.
DROP INDEX IF EXISTS "events_tenant_pub_start_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_tenant_pub_start_idx" ON "events" USING btree ("tenant_id","is_published","start_utc","id","end_utc","category_id","location_id","type_id","is_cpd");
