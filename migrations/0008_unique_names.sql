-- Names that already repeat (case- and accent-insensitive) would stop the unique index:
-- the oldest keeps its name, later ones get their id appended ('Crianza (17)'), so no
-- category and no link from an article or guide is lost.
UPDATE "categories" AS c SET "name" = c."name" || ' (' || c."id" || ')'
  WHERE EXISTS (
    SELECT 1 FROM "categories" AS older
    WHERE f_search_text(older."name") = f_search_text(c."name") AND older."id" < c."id"
  );--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_normalized_key" ON "categories" USING btree (f_search_text("name"));--> statement-breakpoint
-- A repeated puzzle word adds nothing to the game (the word is the puzzle): keep the oldest.
DELETE FROM "puzzle_words" AS w
  WHERE EXISTS (SELECT 1 FROM "puzzle_words" AS older WHERE older."word" = w."word" AND older."id" < w."id");--> statement-breakpoint
ALTER TABLE "puzzle_words" ADD CONSTRAINT "puzzle_words_word_key" UNIQUE("word");
