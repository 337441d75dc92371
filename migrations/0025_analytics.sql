CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"scope" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_day_scope_pk" PRIMARY KEY("day","scope")
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_sources" (
	"day" date NOT NULL,
	"source" text NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_sources_day_source_utm_source_utm_campaign_pk" PRIMARY KEY("day","source","utm_source","utm_campaign")
);
--> statement-breakpoint
CREATE TABLE "analytics_visitors" (
	"day" date NOT NULL,
	"scope" text NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "analytics_visitors_day_scope_visitor_hash_pk" PRIMARY KEY("day","scope","visitor_hash")
);
--> statement-breakpoint
CREATE INDEX "analytics_daily_scope_day" ON "analytics_daily" USING btree ("scope","day");