-- Issue 39 point 3: the append-only audit log of staff writes, and its retention per tenant.
-- The log refuses UPDATE and TRUNCATE always, and DELETE unless the retention purge (`audit_log_purge`) set
-- the transaction-local `portal.audit_purge` and the row is older than its tenant's retention.
CREATE TABLE IF NOT EXISTS "audit_log" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "tenant_id" text NOT NULL REFERENCES "tenants"("id"),
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  "actor_id" uuid,
  "impersonator_id" uuid,
  "action" text NOT NULL,
  "target_type" text,
  "target_id" text,
  "changes" jsonb,
  "ip" text,
  "request_id" text
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_tenant_at_idx" ON "audit_log" USING btree ("tenant_id","at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_tenant_actor_at_idx" ON "audit_log" USING btree ("tenant_id","actor_id","at" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_tenant_action_at_idx" ON "audit_log" USING btree ("tenant_id","action","at" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_tenant_target_idx" ON "audit_log" USING btree ("tenant_id","target_type","target_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "audit_settings" (
  "tenant_id" text PRIMARY KEY NOT NULL REFERENCES "tenants"("id"),
  "retention_days" integer DEFAULT 2557 NOT NULL CHECK ("retention_days" BETWEEN 30 AND 36500)
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "audit_log_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE'
    AND current_setting('portal.audit_purge', true) = 'on'
    AND OLD."at" < now() - make_interval(days => coalesce(
      (SELECT s."retention_days" FROM "audit_settings" s WHERE s."tenant_id" = OLD."tenant_id"), 2557)) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "audit_log_no_update_delete" ON "audit_log";--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_delete" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_guard"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "audit_log_no_truncate" ON "audit_log";--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_guard"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "audit_log_purge"(p_tenant text, p_now timestamptz DEFAULT now()) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  removed integer;
BEGIN
  PERFORM set_config('portal.audit_purge', 'on', true);
  DELETE FROM "audit_log" WHERE "tenant_id" = p_tenant AND "at" < p_now - make_interval(days => coalesce(
    (SELECT s."retention_days" FROM "audit_settings" s WHERE s."tenant_id" = p_tenant), 2557));
  GET DIAGNOSTICS removed = ROW_COUNT;
  PERFORM set_config('portal.audit_purge', 'off', true);
  RETURN removed;
END;
$$;
