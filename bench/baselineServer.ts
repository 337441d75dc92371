/**
 * The yardstick for the API throughput figure: a bare node:http handler that
 * answers the articles-list query with hand-written SQL (postgres.js, no
 * Express, no GraphQL) and the same JSON the real server returns.
 */
import http from 'node:http';
import postgres from 'postgres';
import { listenOnFreePort } from './listen';

/** GraphQL enum names for the stored category positions (see server/src/graphql/resolvers/enums.ts). */
const POSITION_ENUM: Record<string, string> = {
  'top-left': 'TOP_LEFT',
  'top-right': 'TOP_RIGHT',
  'bottom-left': 'BOTTOM_LEFT',
  'bottom-right': 'BOTTOM_RIGHT',
};

/** The app's default page size (server/src/services/content/listing.ts). */
const PAGE_SIZE = 9;

interface ListRow {
  id: number;
  title: string;
  summary: string;
  image_url: string | null;
  created_at: Date;
  views: number;
  is_featured: boolean;
  category_position: string;
  show_views: boolean;
  show_ratings: boolean;
  category_id: number | null;
  total: string;
}

async function articlesPage(sql: postgres.Sql) {
  const rows = await sql<ListRow[]>`
    select id, title, summary, image_url, created_at, views, is_featured, category_position,
           show_views, show_ratings, category_id, count(*) over() as total
    from articles where status = 'Publicado'
    order by created_at desc, id desc limit ${PAGE_SIZE} offset 0`;
  const ids = rows.map((row) => row.id);
  const categoryIds = [...new Set(rows.flatMap((row) => (row.category_id === null ? [] : [row.category_id])))];
  // Both lookups go out together, as the app's DataLoaders batch them in one tick.
  const [categories, ratings] = await Promise.all([
    categoryIds.length > 0
      ? sql<{ id: number; name: string }[]>`select id, name from categories where id in ${sql(categoryIds)}`
      : [],
    ids.length > 0
      ? sql<{ content_id: number; average: string; count: string }[]>`
          select content_id, round(avg(rating)::numeric, 1) as average, count(*) as count
          from ratings where content_type = 'article' and content_id in ${sql(ids)} group by content_id`
      : [],
  ]);
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  const ratingById = new Map(ratings.map((r) => [r.content_id, r]));
  const totalCount = Number(rows[0]?.total ?? 0);
  return {
    data: {
      articles: {
        totalCount,
        pageCount: Math.ceil(totalCount / PAGE_SIZE),
        items: rows.map((row) => {
          const category = row.category_id === null ? undefined : categoryById.get(row.category_id);
          const rating = ratingById.get(row.id);
          return {
            id: String(row.id),
            title: row.title,
            summary: row.summary,
            imageUrl: row.image_url,
            createdAt: row.created_at.toISOString(),
            views: row.views,
            isFeatured: row.is_featured,
            categoryPosition: POSITION_ENUM[row.category_position] ?? row.category_position,
            showViews: row.show_views,
            showRatings: row.show_ratings,
            averageRating: rating ? Number(rating.average) : 0,
            ratingCount: rating ? Number(rating.count) : 0,
            category: category ? { id: String(category.id), name: category.name } : null,
          };
        }),
      },
    },
  };
}

export interface BaselineServer {
  url: string;
  close(): Promise<void>;
}

/** Serves the list on every POST, on 127.0.0.1 and a free port, with the app's pool size and prepared statements. */
export async function startBaselineServer(databaseUrl: string): Promise<BaselineServer> {
  const sql = postgres(databaseUrl, { max: 10, prepare: true, fetch_types: false, onnotice: () => {} });
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      articlesPage(sql).then(
        (body) => {
          response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
          response.end(JSON.stringify(body));
        },
        (error: unknown) => {
          response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
          response.end(String(error));
        },
      );
    });
  });
  const listening = await listenOnFreePort(server);
  return {
    url: listening.url,
    async close() {
      await listening.close();
      await sql.end({ timeout: 5 });
    },
  };
}
