CREATE TABLE "analytics_day_tops" (
	"list" text NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"extra" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_day_tops_list_day_key_pk" PRIMARY KEY("list","day","key")
);
