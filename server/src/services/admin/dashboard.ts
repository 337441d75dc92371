import { sql } from 'drizzle-orm';
import type { AppServices } from '../../graphql/context';

/** All dashboard counts in one statement. */
export async function dashboardCounts(services: AppServices) {
  const result = await services.db.execute<{
    published_articles: number;
    available_guides: number;
    game_questions: number;
    puzzle_words: number;
    categories: number;
  }>(sql`
    select
      (select count(*) from articles where status = 'Publicado')::int as published_articles,
      (select count(*) from guides where status = 'Publicado')::int as available_guides,
      (select count(*) from game_questions)::int as game_questions,
      (select count(*) from puzzle_words)::int as puzzle_words,
      (select count(*) from categories)::int as categories`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, number>[];
  const row = rows[0] ?? {};
  return {
    publishedArticles: Number(row.published_articles ?? 0),
    availableGuides: Number(row.available_guides ?? 0),
    gameQuestions: Number(row.game_questions ?? 0),
    puzzleWords: Number(row.puzzle_words ?? 0),
    categories: Number(row.categories ?? 0),
  };
}
