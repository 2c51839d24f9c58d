-- Issue 38 point 2 (docs/digest.md): the digest e-mail. One row per member who chose a digest frequency or
-- has been considered for a digest; `last_period` guards the job (one digest per member and period, across
-- replicas). The mail record keeps extra headers (RFC 8058 List-Unsubscribe) that the envelope adds on the wire.
CREATE TABLE IF NOT EXISTS "digest_subscriptions" (
	"tenant_id" text NOT NULL REFERENCES "tenants"("id"),
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"frequency" text NOT NULL,
	"last_period" text,
	"last_run_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_subscriptions_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "digest_subscriptions_frequency_idx" ON "digest_subscriptions" USING btree ("tenant_id","frequency");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "headers" jsonb;
