ALTER TABLE "articles" DROP CONSTRAINT "articles_status_check";--> statement-breakpoint
ALTER TABLE "guides" DROP CONSTRAINT "guides_status_check";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "articles_scheduled_at_idx" ON "articles" USING btree ("scheduled_at") WHERE "articles"."scheduled_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "guides_scheduled_at_idx" ON "guides" USING btree ("scheduled_at") WHERE "guides"."scheduled_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_scheduled_at_check" CHECK (("articles"."status" = 'Programado') = ("articles"."scheduled_at" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_status_check" CHECK (status IN ('Borrador', 'Programado', 'Publicado'));--> statement-breakpoint
ALTER TABLE "guides" ADD CONSTRAINT "guides_scheduled_at_check" CHECK (("guides"."status" = 'Programado') = ("guides"."scheduled_at" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "guides" ADD CONSTRAINT "guides_status_check" CHECK (status IN ('Borrador', 'Programado', 'Publicado'));