-- Subscriber tokens at rest become hashes (services/newsletter/subscriberTokens.ts), so neither a
-- database dump nor a backup archive confirms or unsubscribes anyone. Until now one random token
-- (base64url, 43 characters) was stored as it is and served both links. Its SHA-256 (hex) goes
-- into both new columns, so every link already e-mailed keeps working:
-- - confirm_token_hash: the confirmation link (a new subscription gets its own random token here);
-- - legacy_token_hash: the unsubscribe link of the e-mails sent before this version (new e-mails
--   carry an unsubscribe token derived from APP_SECRET, which nothing in the database holds).
-- sha256() is built into Postgres 11+ and PGlite; no pgcrypto needed.
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "legacy_token_hash" text;--> statement-breakpoint
UPDATE "newsletter_subscribers"
SET "confirm_token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex'),
    "legacy_token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" DROP CONSTRAINT "newsletter_subscribers_token_key";--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" DROP COLUMN "token";--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_confirm_token_hash_key" UNIQUE("confirm_token_hash");--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_legacy_token_hash_key" UNIQUE("legacy_token_hash");
