CREATE TABLE "member_number_counters" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_number_counters" ADD CONSTRAINT "member_number_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Issue 34 point 5: one member number per member, held on the account (users.member_num). A member who paid
-- through the hosted checkout had a number on the membership only (`OTA-000042`): the account takes the number
-- of its current membership (Life first, then renewed furthest, then newest) where it has none and no other
-- account of the tenant holds it. Numbers already given are kept: members have them on their certificates.
UPDATE "users" SET "member_num" = m."member_num"
FROM (
	SELECT DISTINCT ON ("user_id") "user_id", "member_num" FROM "memberships"
	WHERE "member_num" IS NOT NULL
	ORDER BY "user_id", "is_life_member" DESC, "renewed_to_date" DESC NULLS LAST, "id" DESC
) m
WHERE "users"."id" = m."user_id" AND "users"."member_num" IS NULL
	AND NOT EXISTS (
		SELECT 1 FROM "users" o WHERE o."tenant_id" = "users"."tenant_id" AND o."member_num" = m."member_num"
	);--> statement-breakpoint
-- Each tenant's numbering continues after the highest number part it holds (at least 100000, so the first new
-- number is OTA-100001); a tenant without numbers gets its counter row with its first number.
INSERT INTO "member_number_counters" ("tenant_id", "last_number")
SELECT "tenant_id", greatest(100000, max(substring("member_num" from '([0-9]{1,9})$')::integer))
FROM "users" WHERE "member_num" ~ '[0-9]$' GROUP BY "tenant_id";--> statement-breakpoint
-- Every invoice shows its member's one number (membership invoices carried the membership's).
UPDATE "invoices" SET "member_num" = u."member_num"
FROM "users" u
WHERE u."id" = "invoices"."user_id" AND "invoices"."member_num" IS DISTINCT FROM u."member_num";--> statement-breakpoint
DROP INDEX "users_tenant_member_num_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "users_tenant_member_num_uq" ON "users" USING btree ("tenant_id","member_num");--> statement-breakpoint
ALTER TABLE "memberships" DROP COLUMN "member_num";
