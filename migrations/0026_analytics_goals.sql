CREATE TABLE "analytics_goals" (
	"day" date NOT NULL,
	"goal" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_goals_day_goal_subject_pk" PRIMARY KEY("day","goal","subject")
);
--> statement-breakpoint
CREATE TABLE "analytics_searches" (
	"day" date NOT NULL,
	"term" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"results" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_searches_day_term_pk" PRIMARY KEY("day","term")
);
