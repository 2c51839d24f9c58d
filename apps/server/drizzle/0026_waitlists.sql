-- Issue 38 point 3: waitlists that offer seats (docs/waitlists.md). `ticket_prices.held` counts the seats held
-- for open offers (kept under the price row's lock), `hold_hours` is how long an offer holds a seat. One active
-- entry (waiting or offered) per member and price; the line is read by (price, status, position).
ALTER TABLE "ticket_prices" ADD COLUMN IF NOT EXISTS "held" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "ticket_prices" ADD COLUMN IF NOT EXISTS "hold_hours" integer DEFAULT 24 NOT NULL;
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN IF NOT EXISTS "event_id" integer;
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN IF NOT EXISTS "hold_until" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "waitlist_entries" (
  "id" serial PRIMARY KEY NOT NULL,
  "tenant_id" text NOT NULL REFERENCES "tenants"("id"),
  "ticket_price_id" integer NOT NULL REFERENCES "ticket_prices"("id") ON DELETE cascade,
  "event_id" integer NOT NULL REFERENCES "events"("id") ON DELETE cascade,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "position" integer NOT NULL,
  "status" text DEFAULT 'waiting' NOT NULL,
  "offered_at" timestamp with time zone,
  "hold_until" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "waitlist_entries_active_uq" ON "waitlist_entries" USING btree ("tenant_id", "ticket_price_id", "user_id") WHERE "waitlist_entries"."status" in ('waiting', 'offered');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "waitlist_entries_line_idx" ON "waitlist_entries" USING btree ("tenant_id", "ticket_price_id", "status", "position");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "waitlist_entries_user_event_idx" ON "waitlist_entries" USING btree ("tenant_id", "user_id", "event_id");
