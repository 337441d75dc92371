CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"guide_id" integer NOT NULL,
	"guide_title" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text DEFAULT 'ARS' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_id" text,
	"provider_status" text,
	"preference_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_check" CHECK (status IN ('pending', 'approved', 'rejected', 'cancelled', 'refunded')),
	CONSTRAINT "orders_amount_check" CHECK ("orders"."amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_id_key" ON "orders" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");