CREATE TABLE "course_enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" integer NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"expiry_date" date,
	"completion_date" date,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category_name" text,
	"description" text,
	"image_url" text,
	"hours" numeric(6, 2) NOT NULL,
	"login_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_check_ins" (
	"ticket_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"event_id" integer NOT NULL,
	"checked_in_by" uuid,
	"credited_user_id" uuid,
	"checked_in_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "cpd_periods_user_idx";--> statement-breakpoint
ALTER TABLE "cpd_periods" ADD COLUMN "verification_code" text DEFAULT upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 16)) NOT NULL;--> statement-breakpoint
ALTER TABLE "cpd_records" ADD COLUMN "source" text DEFAULT 'self' NOT NULL;--> statement-breakpoint
ALTER TABLE "cpd_records" ADD COLUMN "ticket_id" integer;--> statement-breakpoint
ALTER TABLE "cpd_records" ADD COLUMN "enrolment_id" integer;--> statement-breakpoint
ALTER TABLE "cpd_records" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cpd_records" ADD COLUMN "verification_code" text DEFAULT upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 16)) NOT NULL;--> statement-breakpoint
ALTER TABLE "cpd_records" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "ticket_check_ins_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "ticket_check_ins_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "ticket_check_ins_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "ticket_check_ins_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "ticket_check_ins_credited_user_id_users_id_fk" FOREIGN KEY ("credited_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_enrolments_user_course_uq" ON "course_enrolments" USING btree ("tenant_id","user_id","course_id");--> statement-breakpoint
CREATE INDEX "course_enrolments_user_status_idx" ON "course_enrolments" USING btree ("tenant_id","user_id","status","enrolled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_tenant_code_uq" ON "courses" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "courses_tenant_name_idx" ON "courses" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "courses_tenant_category_idx" ON "courses" USING btree ("tenant_id","category_name","name");--> statement-breakpoint
CREATE INDEX "ticket_check_ins_event_idx" ON "ticket_check_ins" USING btree ("tenant_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cpd_periods_user_start_uq" ON "cpd_periods" USING btree ("tenant_id","user_id","period_start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "cpd_periods_code_uq" ON "cpd_periods" USING btree ("verification_code");--> statement-breakpoint
CREATE UNIQUE INDEX "cpd_records_code_uq" ON "cpd_records" USING btree ("verification_code");--> statement-breakpoint
CREATE UNIQUE INDEX "cpd_records_event_credit_uq" ON "cpd_records" USING btree ("tenant_id","user_id","related_event_id") WHERE source = 'event';--> statement-breakpoint
CREATE INDEX "cpd_records_ticket_idx" ON "cpd_records" USING btree ("tenant_id","ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cpd_records_enrolment_uq" ON "cpd_records" USING btree ("tenant_id","enrolment_id");