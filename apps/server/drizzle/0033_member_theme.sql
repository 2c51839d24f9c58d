-- Issue 42 point 1: the member's theme choice, kept on the member's row so it follows them to every device.
-- 'system' follows the device (prefers-color-scheme, prefers-contrast); the check mirrors ZThemeChoice.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "theme" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT IF EXISTS "users_theme_check";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_theme_check" CHECK ("theme" IN ('system', 'light', 'dark', 'high-contrast'));
