import { sql } from 'drizzle-orm';
import { executeRows } from '../../db/client';
import type { AppServices } from '../appServices';

/** All dashboard counts in one statement. */
export async function dashboardCounts(services: AppServices) {
  const [row = {}] = await executeRows<Record<string, number>>(
    services.db,
    sql`
    select
      (select count(*) from articles where status = 'Publicado')::int as published_articles,
      (select count(*) from guides where status = 'Publicado')::int as available_guides,
      (select count(*) from game_questions)::int as game_questions,
      (select count(*) from puzzle_words)::int as puzzle_words,
      (select count(*) from categories)::int as categories`,
  );
  return {
    publishedArticles: Number(row.published_articles ?? 0),
    availableGuides: Number(row.available_guides ?? 0),
    gameQuestions: Number(row.game_questions ?? 0),
    puzzleWords: Number(row.puzzle_words ?? 0),
    categories: Number(row.categories ?? 0),
  };
}
