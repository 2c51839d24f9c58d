CREATE TABLE "community_terms_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"community_id" uuid NOT NULL,
	"text" text NOT NULL,
	"is_require_agreement" boolean NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community_members" ADD COLUMN "accepted_terms_version_id" uuid;--> statement-breakpoint
ALTER TABLE "community_terms_versions" ADD CONSTRAINT "community_terms_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_terms_versions" ADD CONSTRAINT "community_terms_versions_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_terms_versions" ADD CONSTRAINT "community_terms_versions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_terms_versions_community_idx" ON "community_terms_versions" USING btree ("tenant_id","community_id","created_at");