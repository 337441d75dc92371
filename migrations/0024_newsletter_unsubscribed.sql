CREATE TABLE "newsletter_unsubscribed" (
	"address_mac" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
