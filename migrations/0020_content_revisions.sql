CREATE TABLE "content_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer,
	"guide_id" integer,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content" text,
	"price" numeric(12, 2),
	"payment_link" text,
	"image_url" text,
	"category_id" integer,
	"category_name" text,
	"category_position" text NOT NULL,
	"is_featured" boolean NOT NULL,
	"status" text NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_revisions_one_item_check" CHECK (num_nonnulls("content_revisions"."article_id", "content_revisions"."guide_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_guide_id_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_revisions_article_idx" ON "content_revisions" USING btree ("article_id","id");--> statement-breakpoint
CREATE INDEX "content_revisions_guide_idx" ON "content_revisions" USING btree ("guide_id","id");--> statement-breakpoint
CREATE INDEX "content_revisions_image_url_idx" ON "content_revisions" USING btree ("image_url");