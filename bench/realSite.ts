/**
 * What the real-traffic load needs from a running site, read over HTTP like
 * any client: the published articles (the pages readers land on), the mix of
 * pages, and the owner's session and the article she edits.
 */
import { SESSION_COOKIE } from '../server/src/services/auth';
import { OWNER } from './appProcesses';
import type { EditPlan, VisitPage } from './visitClient';

/** Of all visits: an article (spread evenly over every published one), home, the list. */
export const PAGE_MIX = { articles: 0.8, home: 0.15, list: 0.05 };
/** Of all visits: those that also rate the article, and those that write to the owner. */
export const RATE_SHARE = 0.01;
export const CONTACT_SHARE = 0.005;
export const EDIT_EVERY_SECONDS = 30;

interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string }[];
}

async function post<T>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  cookie?: string,
): Promise<{ data: T; cookies: string[] }> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      // The owner's own address (documentation range), apart from every reader's.
      'x-forwarded-for': '198.51.100.7',
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as GraphQLAnswer<T>;
  if (!response.ok || body.errors?.length || !body.data)
    throw new Error(`GraphQL ${response.status}: ${body.errors?.map((e) => e.message).join('; ') ?? 'no data'}`);
  return { data: body.data, cookies: response.headers.getSetCookie().map((c) => c.split(';')[0]!) };
}

/** Every published article's id and views, through the public list, 50 a page. */
async function publishedArticles(url: string): Promise<{ id: string; views: number }[]> {
  const items: { id: string; views: number }[] = [];
  for (let page = 1, pageCount = 1; page <= pageCount; page += 1) {
    const { data } = await post<{ articles: { items: { id: string; views: number }[]; pageCount: number } }>(
      url,
      'query BenchArticles($page: Int!) { articles(input: { page: $page, pageSize: 50 }) { items { id views } pageCount } }',
      { page },
    );
    items.push(...data.articles.items);
    pageCount = data.articles.pageCount;
  }
  return items;
}

export async function publishedArticleIds(url: string): Promise<string[]> {
  const ids = (await publishedArticles(url)).map((article) => article.id);
  if (ids.length === 0) throw new Error('the site has no published article');
  return ids;
}

/** The views of every published article, added up, as the public API shows them now. */
export async function totalViews(url: string): Promise<number> {
  return (await publishedArticles(url)).reduce((sum, article) => sum + article.views, 0);
}

export function visitPages(articleIds: readonly string[]): VisitPage[] {
  return [
    ...articleIds.map((id) => ({
      path: `/articulos/${id}`,
      weight: PAGE_MIX.articles / articleIds.length,
      articleId: id,
    })),
    { path: '/', weight: PAGE_MIX.home },
    { path: '/articulos', weight: PAGE_MIX.list },
  ];
}

/** Signs the owner in and returns her session cookie (`cef_session=…`). */
export async function signInOwner(url: string): Promise<string> {
  const { cookies } = await post<unknown>(
    url,
    'mutation BenchLogin($email: String!, $password: String!) { login(email: $email, password: $password) { id } }',
    OWNER,
  );
  const session = cookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  if (!session) throw new Error('signing in set no session cookie');
  return session;
}

interface StoredArticle {
  title: string;
  summary: string;
  content: string;
  categoryPosition: string;
  isFeatured: boolean;
  status: string;
  category: { id: string } | null;
}

/** The owner's edit of one article: its stored fields, so an edit changes the summary only. */
export async function editPlan(
  url: string,
  cookie: string,
  articleId: string,
): Promise<Pick<EditPlan, 'cookie' | 'articleId' | 'input'>> {
  const { data } = await post<{ adminArticle: StoredArticle | null }>(
    url,
    'query BenchAdminArticle($id: ID!) { adminArticle(id: $id) { title summary content categoryPosition isFeatured status category { id } } }',
    { id: articleId },
    cookie,
  );
  const article = data.adminArticle;
  if (!article) throw new Error(`article ${articleId} not found`);
  const { category, ...fields } = article;
  return { cookie, articleId, input: { ...fields, categoryId: category?.id ?? null } };
}
