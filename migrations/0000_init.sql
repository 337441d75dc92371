CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	"image_url" text,
	"views" integer DEFAULT 0 NOT NULL,
	"category_id" integer,
	"category_position" text DEFAULT 'top-right' NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'Borrador' NOT NULL,
	"show_views" boolean DEFAULT true NOT NULL,
	"show_ratings" boolean DEFAULT true NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_status_check" CHECK (status IN ('Borrador', 'Publicado')),
	CONSTRAINT "articles_category_position_check" CHECK (category_position IN ('top-left', 'top-right', 'bottom-left', 'bottom-right')),
	CONSTRAINT "articles_views_check" CHECK ("articles"."views" >= 0)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"delivery_status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	CONSTRAINT "contact_messages_delivery_status_check" CHECK (delivery_status IN ('pending', 'sending', 'sent', 'failed', 'not_configured'))
);
--> statement-breakpoint
CREATE TABLE "game_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_type" text NOT NULL,
	"text" text NOT NULL,
	"is_true" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_questions_game_type_check" CHECK (game_type IN ('PROBABLE_QUE', 'VERDADERO_FALSO', 'PREGUNTAS_CONEXION', 'DESCUBRIENDO_EMOCIONES', 'PUZZLE_PALABRAS')),
	CONSTRAINT "game_questions_is_true_check" CHECK (("game_questions"."game_type" = 'VERDADERO_FALSO') = ("game_questions"."is_true" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "puzzle_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"activity_description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "puzzle_words_word_check" CHECK ("puzzle_words"."word" ~ '^[A-Z]{1,15}$')
);
--> statement-breakpoint
CREATE TABLE "guides" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text,
	"price" numeric(12, 2),
	"payment_link" text,
	"pdf_url" text,
	"views" integer DEFAULT 0 NOT NULL,
	"category_id" integer,
	"category_position" text DEFAULT 'top-right' NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'Borrador' NOT NULL,
	"show_views" boolean DEFAULT true NOT NULL,
	"show_ratings" boolean DEFAULT true NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guides_status_check" CHECK (status IN ('Borrador', 'Publicado')),
	CONSTRAINT "guides_category_position_check" CHECK (category_position IN ('top-left', 'top-right', 'bottom-left', 'bottom-right')),
	CONSTRAINT "guides_views_check" CHECK ("guides"."views" >= 0),
	CONSTRAINT "guides_price_check" CHECK ("guides"."price" IS NULL OR "guides"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"content_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"user_identifier" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_one_per_visitor" UNIQUE("content_type","content_id","user_identifier"),
	CONSTRAINT "ratings_content_type_check" CHECK (content_type IN ('article', 'guide')),
	CONSTRAINT "ratings_rating_check" CHECK ("ratings"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "site_configurations" (
	"id" serial PRIMARY KEY NOT NULL,
	"config_key" text NOT NULL,
	"config_value" text,
	"description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_configurations_config_key_unique" UNIQUE("config_key")
);
--> statement-breakpoint
CREATE TABLE "content_views" (
	"content_type" text NOT NULL,
	"content_id" integer NOT NULL,
	"visitor_id" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_views_content_type_content_id_visitor_id_pk" PRIMARY KEY("content_type","content_id","visitor_id")
);
--> statement-breakpoint
CREATE TABLE "throttles" (
	"bucket" text NOT NULL,
	"subject" text NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "throttles_bucket_subject_pk" PRIMARY KEY("bucket","subject")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'admin' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_role_check" CHECK (role IN ('admin', 'editor'))
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guides" ADD CONSTRAINT "guides_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guides" ADD CONSTRAINT "guides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_status_created_at_idx" ON "articles" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "articles_category_id_idx" ON "articles" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "articles_featured_idx" ON "articles" USING btree ("updated_at") WHERE "articles"."is_featured" AND "articles"."status" = 'Publicado';--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_outbox_idx" ON "contact_messages" USING btree ("next_attempt_at") WHERE "contact_messages"."delivery_status" = 'pending';--> statement-breakpoint
CREATE INDEX "game_questions_game_type_idx" ON "game_questions" USING btree ("game_type","created_at");--> statement-breakpoint
CREATE INDEX "guides_status_created_at_idx" ON "guides" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "guides_category_id_idx" ON "guides" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "guides_featured_idx" ON "guides" USING btree ("updated_at") WHERE "guides"."is_featured" AND "guides"."status" = 'Publicado';--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");