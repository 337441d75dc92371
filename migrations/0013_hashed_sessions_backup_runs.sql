CREATE TABLE "backup_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text DEFAULT 'running' NOT NULL,
	"file_name" text NOT NULL,
	"folder" text NOT NULL,
	"bytes" bigint,
	"offsite_copy" text,
	"error" text,
	CONSTRAINT "backup_runs_status_check" CHECK (status IN ('running', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "backup_runs_started_at_idx" ON "backup_runs" USING btree ("started_at");--> statement-breakpoint
-- hand-written below
-- Session ids at rest become the SHA-256 (hex) of the cookie's token (services/auth/sessions.ts),
-- so a copy of the table signs no one in. Until now the cookie held the id itself: hashing each
-- stored id in place keeps every browser signed in. A hashed id is 64 hex characters and lucia's
-- were 40 base32 ones, so a second run changes nothing.
UPDATE "sessions" SET "id" = encode(sha256(convert_to("id", 'UTF8')), 'hex') WHERE "id" !~ '^[0-9a-f]{64}$';
