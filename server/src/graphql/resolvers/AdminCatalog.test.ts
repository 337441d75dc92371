/** Categories, game content, statistics, settings and the inbox through the admin API. */
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/gql';
import { ADMIN_USER, createTestApp, errorCode, type TestApp } from '../../../test/harness';
import { TEST_DATABASES } from '../../../test/databases';
import { articles, contactMessages, gameQuestions, puzzleWords, ratings, siteConfigurations } from '../../db/schema';

const SaveCategory = graphql(`
  mutation TestCreateCategory($input: CategoryInput!) {
    createCategory(input: $input) {
      id
      name
      description
    }
  }
`);
const UpdateCategory = graphql(`
  mutation TestUpdateCategory($id: ID!, $input: CategoryInput!) {
    updateCategory(id: $id, input: $input) {
      id
      name
    }
  }
`);
const DeleteCategory = graphql(`
  mutation TestDeleteCategory($id: ID!) {
    deleteCategory(id: $id)
  }
`);
const CreateQuestion = graphql(`
  mutation TestCreateQuestion($input: GameQuestionInput!) {
    createGameQuestion(input: $input) {
      id
      gameType
      isTrue
    }
  }
`);
const UpdateQuestion = graphql(`
  mutation TestUpdateQuestion($id: ID!, $input: GameQuestionInput!) {
    updateGameQuestion(id: $id, input: $input) {
      id
      gameType
      isTrue
    }
  }
`);
const CreateWord = graphql(`
  mutation TestCreateWord($input: PuzzleWordInput!) {
    createPuzzleWord(input: $input) {
      id
      word
    }
  }
`);
const Dashboard = graphql(`
  query TestDashboard {
    dashboardCounts {
      publishedArticles
      availableGuides
      gameQuestions
      puzzleWords
      categories
    }
  }
`);
const Stats = graphql(`
  query TestStats(
    $contentType: ContentType!
    $search: String
    $sortBy: StatsSortKey
    $direction: SortDirection
    $page: Int
    $pageSize: Int
  ) {
    contentStats(
      contentType: $contentType
      search: $search
      sortBy: $sortBy
      direction: $direction
      page: $page
      pageSize: $pageSize
    ) {
      items {
        id
        title
        views
        averageRating
        ratingCount
        isFeatured
        showViews
      }
      totalCount
      pageCount
    }
  }
`);
const SetFlag = graphql(`
  mutation TestSetFlag($contentType: ContentType!, $id: ID!, $flag: ContentFlag!, $value: Boolean!) {
    setContentFlag(contentType: $contentType, id: $id, flag: $flag, value: $value) {
      id
      showViews
      isFeatured
    }
  }
`);
const AdminConfig = graphql(`
  query TestAdminConfig($keys: [String!]) {
    adminSiteConfiguration(keys: $keys) {
      key
      storedValue
      defaultValue
      effectiveValue
      description
    }
  }
`);
const SaveConfig = graphql(`
  mutation TestSaveConfig($changes: [SiteConfigChange!]!) {
    saveSiteConfiguration(changes: $changes) {
      key
      storedValue
      effectiveValue
    }
  }
`);
const Inbox = graphql(`
  query TestInbox {
    contactMessages {
      id
      name
      read
    }
  }
`);
const MarkRead = graphql(`
  mutation TestMarkRead($id: ID!) {
    markContactMessageRead(id: $id) {
      id
      read
    }
  }
`);
const DeleteMessage = graphql(`
  mutation TestDeleteMessage($id: ID!) {
    deleteContactMessage(id: $id)
  }
`);

describe.each(TEST_DATABASES)('admin catalogue on %s', (kind) => {
  let app: TestApp;
  const asAdmin = { user: ADMIN_USER };

  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('requires a trimmed category name and stores an empty description as null', async () => {
    const blank = await app.execute(SaveCategory, { input: { name: '   ' } }, asAdmin);
    expect(blank.errors?.[0]).toMatchObject({
      message: 'El nombre de la categoría es obligatorio.',
      extensions: { field: 'name' },
    });
    const created = await app.execute(SaveCategory, { input: { name: '  Juego libre ', description: '   ' } }, asAdmin);
    expect(created.data?.createCategory).toMatchObject({ name: 'Juego libre', description: null });
  });

  it('refuses a category name that already exists, whatever its case and accents', async () => {
    const first = await app.execute(SaveCategory, { input: { name: 'Límites Sanos' } }, asAdmin);
    expect(first.errors).toBeUndefined();
    for (const name of ['limites sanos', 'LÍMITES SANOS']) {
      const again = await app.execute(SaveCategory, { input: { name } }, asAdmin);
      expect(again.errors?.[0]).toMatchObject({
        message: 'Ya existe una categoría con ese nombre (sin contar mayúsculas ni tildes).',
        extensions: { code: 'BAD_USER_INPUT', field: 'name' },
      });
    }
    const other = await app.execute(SaveCategory, { input: { name: 'Rutinas' } }, asAdmin);
    const renamed = await app.execute(
      UpdateCategory,
      { id: other.data?.createCategory.id ?? '', input: { name: 'limites sanos' } },
      asAdmin,
    );
    expect(errorCode(renamed)).toBe('BAD_USER_INPUT');
    // A category may change the case of its own name.
    const own = await app.execute(
      UpdateCategory,
      { id: first.data?.createCategory.id ?? '', input: { name: 'Límites sanos' } },
      asAdmin,
    );
    expect(own.data?.updateCategory.name).toBe('Límites sanos');
  });

  it('deletes a category and keeps its articles without a category', async () => {
    const created = await app.execute(SaveCategory, { input: { name: 'Temporal' } }, asAdmin);
    const id = Number(created.data?.createCategory.id);
    await app.runtime.services.db
      .insert(articles)
      .values({ title: 'Huérfano', summary: 's', content: 'c', categoryId: id });
    expect((await app.execute(DeleteCategory, { id: String(id) }, asAdmin)).errors).toBeUndefined();
    const [row] = await app.runtime.services.db.select().from(articles).where(eq(articles.title, 'Huérfano'));
    expect(row?.categoryId).toBeNull();
  });

  it('validates game questions and keeps is_true only for Verdadero o Falso', async () => {
    const before = (await app.runtime.services.db.select({ n: count() }).from(gameQuestions))[0]?.n;
    const noText = await app.execute(CreateQuestion, { input: { gameType: 'PROBABLE_QUE', text: ' ' } }, asAdmin);
    expect(noText.errors?.[0]?.message).toBe(
      'Por favor, selecciona un tipo de juego e ingresa el texto de la pregunta.',
    );
    const noType = await app.execute(CreateQuestion, { input: { text: 'Hola' } }, asAdmin);
    expect(noType.errors?.[0]?.message).toBe(
      'Por favor, selecciona un tipo de juego e ingresa el texto de la pregunta.',
    );
    const noTruth = await app.execute(
      CreateQuestion,
      { input: { gameType: 'VERDADERO_FALSO', text: 'Afirmación' } },
      asAdmin,
    );
    expect(noTruth.errors?.[0]?.message).toBe(
      "Para 'Verdadero o Falso', debes indicar si la afirmación es verdadera o falsa.",
    );
    const puzzle = await app.execute(CreateQuestion, { input: { gameType: 'PUZZLE_PALABRAS', text: 'x' } }, asAdmin);
    expect(errorCode(puzzle)).toBe('BAD_USER_INPUT');
    expect((await app.runtime.services.db.select({ n: count() }).from(gameQuestions))[0]?.n).toBe(before);

    const created = await app.execute(
      CreateQuestion,
      { input: { gameType: 'VERDADERO_FALSO', text: 'Los abrazos ayudan', isTrue: true } },
      asAdmin,
    );
    expect(created.data?.createGameQuestion).toMatchObject({ gameType: 'VERDADERO_FALSO', isTrue: true });
    const moved = await app.execute(
      UpdateQuestion,
      {
        id: created.data?.createGameQuestion.id ?? '',
        input: { gameType: 'PROBABLE_QUE', text: 'Ahora otra', isTrue: true },
      },
      asAdmin,
    );
    expect(moved.data?.updateGameQuestion).toMatchObject({ gameType: 'PROBABLE_QUE', isTrue: null });
  });

  it('validates puzzle words: required fields, A to Z upper case, 15 letters at most', async () => {
    const required = await app.execute(CreateWord, { input: { word: 'PAZ', activityDescription: ' ' } }, asAdmin);
    expect(required.errors?.[0]?.message).toBe('Por favor, ingresa la palabra clave y la descripción de la actividad.');
    for (const word of ['NIÑO', 'DOS PALABRAS', 'ABCDEFGHIJKLMNOP', 'A1']) {
      const result = await app.execute(CreateWord, { input: { word, activityDescription: 'Jugar' } }, asAdmin);
      expect([word, errorCode(result), result.errors?.[0]?.message]).toEqual([
        word,
        'BAD_USER_INPUT',
        'La palabra solo puede tener letras de la A a la Z, sin ñ, espacios, números ni acentos (máximo 15).',
      ]);
    }
    // The form shows 'Corazón' as 'CORAZON'; the API agrees.
    const accented = await app.execute(
      CreateWord,
      { input: { word: 'Corazón', activityDescription: 'Abrazarse' } },
      asAdmin,
    );
    expect(accented.data?.createPuzzleWord.word).toBe('CORAZON');
    const ok = await app.execute(
      CreateWord,
      { input: { word: 'calma', activityDescription: 'Respirar juntos' } },
      asAdmin,
    );
    expect(ok.data?.createPuzzleWord.word).toBe('CALMA');
    const stored = await app.runtime.services.db.select().from(puzzleWords).where(eq(puzzleWords.word, 'CALMA'));
    expect(stored).toHaveLength(1);
  });

  it('refuses a puzzle word that already exists', async () => {
    const first = await app.execute(
      CreateWord,
      { input: { word: 'ABRAZO', activityDescription: 'Abrazarse' } },
      asAdmin,
    );
    expect(first.errors).toBeUndefined();
    const again = await app.execute(CreateWord, { input: { word: 'abrazo', activityDescription: 'Otra' } }, asAdmin);
    expect(again.errors?.[0]).toMatchObject({
      message: 'La palabra «ABRAZO» ya está en el rompecabezas.',
      extensions: { code: 'BAD_USER_INPUT', field: 'word' },
    });
    expect(await app.runtime.services.db.select().from(puzzleWords).where(eq(puzzleWords.word, 'ABRAZO'))).toHaveLength(
      1,
    );
  });

  it('counts the dashboard figures', async () => {
    const result = await app.execute(Dashboard, {}, asAdmin);
    expect(result.data?.dashboardCounts).toMatchObject({ publishedArticles: 24, availableGuides: 8 });
    expect(result.data?.dashboardCounts.gameQuestions).toBeGreaterThanOrEqual(46);
  });

  it('sorts statistics by rating with ties broken by views, and toggles flags', async () => {
    const db = app.runtime.services.db;
    const published = await db.select().from(articles).where(eq(articles.status, 'Publicado')).limit(3);
    const [a, b, c] = published;
    if (!a || !b || !c) throw new Error('seed missing');
    await db.insert(ratings).values([
      { contentType: 'article', contentId: a.id, rating: 5, userIdentifier: 'v1' },
      { contentType: 'article', contentId: a.id, rating: 4, userIdentifier: 'v2' },
      { contentType: 'article', contentId: b.id, rating: 2, userIdentifier: 'v1' },
    ]);
    await db.update(articles).set({ views: 0 }).where(eq(articles.id, c.id));
    const byRating = await app.execute(Stats, { contentType: 'ARTICLE', sortBy: 'RATING', direction: 'DESC' }, asAdmin);
    const rows = byRating.data?.contentStats.items ?? [];
    expect(rows[0]).toMatchObject({ id: String(a.id), averageRating: 4.5, ratingCount: 2 });
    expect(rows[1]).toMatchObject({ id: String(b.id), averageRating: 2, ratingCount: 1 });
    const unrated = rows.slice(2).map((r) => r.views);
    expect(unrated).toEqual([...unrated].sort((x, y) => y - x));
    const search = await app.execute(Stats, { contentType: 'ARTICLE', search: a.title.slice(0, 12) }, asAdmin);
    expect(search.data?.contentStats.items.map((r) => r.id)).toContain(String(a.id));

    const toggled = await app.execute(
      SetFlag,
      { contentType: 'ARTICLE', id: String(a.id), flag: 'SHOW_VIEWS', value: false },
      asAdmin,
    );
    expect(toggled.data?.setContentFlag).toMatchObject({ showViews: false });
    const missing = await app.execute(
      SetFlag,
      { contentType: 'GUIDE', id: '999999', flag: 'IS_FEATURED', value: true },
      asAdmin,
    );
    expect(errorCode(missing)).toBe('NOT_FOUND');
  });

  it('sorts statistics by title alphabetically, accents and case aside', async () => {
    const fold = (text: string) =>
      text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    for (const direction of ['ASC', 'DESC'] as const) {
      const result = await app.execute(
        Stats,
        { contentType: 'ARTICLE', sortBy: 'TITLE', direction, pageSize: 50 },
        asAdmin,
      );
      const titles = (result.data?.contentStats.items ?? []).map((row) => fold(row.title));
      expect(titles.length).toBeGreaterThan(20);
      const sorted = [...titles].sort(byCodePoint);
      expect(titles).toEqual(direction === 'ASC' ? sorted : sorted.reverse());
    }
  });

  it('saves only changed settings, in one go, and shows stored and default values', async () => {
    const db = app.runtime.services.db;
    // Age every row, so the rows this test writes are the only recent ones.
    await db.update(siteConfigurations).set({ updatedAt: new Date('2000-01-01T00:00:00Z') });
    const [current] = await db
      .select()
      .from(siteConfigurations)
      .where(eq(siteConfigurations.configKey, 'home_hero_title'));
    const before = app.statementCount();
    const unchanged = await app.execute(
      SaveConfig,
      { changes: [{ key: 'home_hero_title', value: current?.configValue }] },
      asAdmin,
    );
    expect(unchanged.errors).toBeUndefined();
    const [after] = await db
      .select()
      .from(siteConfigurations)
      .where(eq(siteConfigurations.configKey, 'home_hero_title'));
    expect(after?.updatedAt.getTime()).toBe(current?.updatedAt.getTime());
    expect(app.statementCount() - before).toBeLessThanOrEqual(3);

    const saved = await app.execute(
      SaveConfig,
      {
        changes: [
          { key: 'home_hero_title', value: 'Familias que crecen' },
          { key: 'about_me_paragraph1', value: 'Soy <strong>Laura</strong><img src=x onerror=alert(1)>, *psicóloga*' },
          { key: 'footer_subtitle', value: null },
        ],
      },
      asAdmin,
    );
    expect(saved.errors).toBeUndefined();
    const values = Object.fromEntries((saved.data?.saveSiteConfiguration ?? []).map((e) => [e.key, e]));
    expect(values.home_hero_title?.storedValue).toBe('Familias que crecen');
    expect(values.about_me_paragraph1?.storedValue).toBe('Soy <strong>Laura</strong>, <strong>psicóloga</strong>');
    expect(values.footer_subtitle).toMatchObject({ storedValue: null, effectiveValue: 'Tu Psicóloga al Rescate' });
    const unknown = await app.execute(SaveConfig, { changes: [{ key: 'not_a_key', value: 'x' }] }, asAdmin);
    expect(errorCode(unknown)).toBe('BAD_USER_INPUT');

    const admin = await app.execute(AdminConfig, { keys: ['contact_whatsapp_button_text'] }, asAdmin);
    expect(admin.data?.adminSiteConfiguration[0]).toMatchObject({
      defaultValue: 'Agendar Turno por WhatsApp',
      description: expect.any(String),
    });
    const touched = await db
      .select({ n: count() })
      .from(siteConfigurations)
      .where(sql`${siteConfigurations.updatedAt} > '2001-01-01'`);
    expect(touched[0]?.n).toBe(3);
  });

  it('lists, marks read and deletes contact messages, newest first', async () => {
    const db = app.runtime.services.db;
    await db.insert(contactMessages).values([
      { name: 'Ana', email: 'ana@example.com', message: 'Hola', createdAt: new Date(Date.now() - 60_000) },
      { name: 'Beto', email: 'beto@example.com', message: 'Consulta' },
    ]);
    const inbox = await app.execute(Inbox, {}, asAdmin);
    expect(inbox.data?.contactMessages.map((m) => m.name).slice(0, 2)).toEqual(['Beto', 'Ana']);
    const id = inbox.data?.contactMessages[0]?.id ?? '';
    expect((await app.execute(MarkRead, { id }, asAdmin)).data?.markContactMessageRead.read).toBe(true);
    expect((await app.execute(DeleteMessage, { id }, asAdmin)).data?.deleteContactMessage).toBe(id);
  });
});
