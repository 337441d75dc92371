CREATE INDEX "articles_image_url_idx" ON "articles" USING btree ("image_url");--> statement-breakpoint
CREATE INDEX "guides_image_url_idx" ON "guides" USING btree ("image_url");--> statement-breakpoint
CREATE INDEX "guides_pdf_url_idx" ON "guides" USING btree ("pdf_url");