import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser, newPage } from './browser';
import {
  closeMenu,
  goToSection,
  openAdminSession,
  pathIs,
  pickFile,
  pngFile,
  rowAction,
  shows,
  toast,
  uniqueSuffix,
  type AdminSession,
} from './admin-helpers';
import { graphqlData } from './graphql';
import { currentLane } from './lane';

/** Categories and articles: created in the admin, read by a visitor, edited and deleted. */
describe('admin categories and articles', () => {
  const browser = useBrowser();
  let admin: AdminSession;
  const baseUrl = currentLane().baseUrl;
  const suffix = uniqueSuffix();
  const categoryName = `Juego Libre ${suffix}`;
  const articleTitle = `Jugar en casa ${suffix}`;
  const editedTitle = `Jugar en casa y al aire libre ${suffix}`;
  let articleId = '';

  beforeAll(async () => {
    admin = await openAdminSession(browser(), baseUrl);
  });
  afterAll(async () => {
    expect(admin.errors).toEqual([]);
  });

  it('creates a category in the dialog, with the name required after trimming', async () => {
    const { page } = admin;
    await goToSection(page, 'Categorías');
    await shows(page.getByRole('heading', { name: 'Categorías', level: 1 }));
    await shows(page.getByText(/^Mostrando \d+ de \d+$/));
    await page.getByRole('button', { name: 'Nueva Categoría' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva Categoría' });
    const save = dialog.getByRole('button', { name: 'Crear Categoría' });
    await expect.poll(() => save.isDisabled()).toBe(true);
    // A name of only spaces is no name: the button stays disabled and the field says why.
    await dialog.getByLabel('Nombre').fill('   ');
    await shows(dialog.getByText('El nombre de la categoría es obligatorio.'));
    await expect.poll(() => save.isDisabled()).toBe(true);
    await dialog.getByLabel('Nombre').fill(categoryName);
    // A stray Esc or a tap beside the dialog keeps what she typed.
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect.poll(() => dialog.getByLabel('Nombre').inputValue()).toBe(categoryName);
    await save.click();
    await shows(toast(page, 'Categoría Creada'));
    await expect.poll(() => dialog.count()).toBe(0);
    const row = page.getByRole('row').filter({ hasText: categoryName });
    await shows(row);
    await shows(row.getByText('Sin descripción'));

    await rowAction(page, categoryName, 'Editar');
    const editDialog = page.getByRole('dialog', { name: 'Editar Categoría' });
    await editDialog.getByLabel('Descripción').fill('Ideas para jugar sin pantallas.');
    await editDialog.getByRole('button', { name: 'Guardar Cambios' }).click();
    await shows(row.getByText('Ideas para jugar sin pantallas.'));

    await page.getByLabel('Buscar categorías').fill(`libre ${suffix.toLowerCase()}`);
    await shows(page.getByText('Mostrando 1 de', { exact: false }));
  });

  it('says on the name field that a category named like another already exists', async () => {
    const { page } = admin;
    await page.getByLabel('Buscar categorías').fill('');
    await page.getByRole('button', { name: 'Nueva Categoría' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva Categoría' });
    const name = dialog.getByLabel('Nombre');
    // The seeded 'Crianza', in other case: the same name.
    await name.fill('crianza');
    await dialog.getByRole('button', { name: 'Crear Categoría' }).click();
    const message = 'Ya existe una categoría con ese nombre (sin contar mayúsculas ni tildes).';
    await shows(dialog.getByText(message));
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    // Changing the name clears the field's message; the dialog stayed open with what she typed.
    await name.fill('crianza compartida');
    await expect.poll(() => dialog.getByText(message).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('validates the article form with the spec messages and rejects bad cover files', async () => {
    const { page } = admin;
    await goToSection(page, 'Artículos');
    await page.getByRole('link', { name: 'Nuevo Artículo' }).click();
    await pathIs(page, '/admin/articles/new');
    await shows(page.getByRole('heading', { name: 'Nuevo Artículo', level: 1 }));

    // Deselect the default position and choose Publicado without a cover.
    await page.getByRole('combobox', { name: 'Posición de la categoría' }).click();
    await page.getByRole('option', { name: 'Arriba a la Derecha' }).click();
    await page.getByRole('radio', { name: 'Publicado' }).check();
    await page.getByRole('button', { name: 'Crear Artículo' }).click();
    await shows(toast(page, 'Errores de Validación'));
    await shows(toast(page, 'Por favor, corrige los errores en el formulario.'));
    for (const message of [
      'El título es obligatorio.',
      'El resumen es obligatorio.',
      'El contenido es obligatorio.',
      'Debes seleccionar una categoría.',
      'Debes seleccionar una posición para la categoría.',
      'Para artículos publicados, se requiere una imagen de portada.',
    ]) {
      await shows(page.getByText(message));
    }
    // An error clears as soon as its field is edited.
    await page.getByRole('textbox', { name: 'Título' }).fill(articleTitle);
    await expect.poll(() => page.getByText('El título es obligatorio.').count()).toBe(0);
    await shows(page.getByText('El resumen es obligatorio.'));

    await pickFile(page, 'Seleccionar imagen de portada', {
      name: 'notas.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('no soy una imagen'),
    });
    await shows(toast(page, 'Por favor, selecciona un archivo JPG, PNG, WEBP o GIF.'));
    await pickFile(page, 'Seleccionar imagen de portada', {
      name: 'enorme.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await shows(toast(page, 'La imagen no debe exceder los 5MB.'));
    await shows(toast(page, 'Archivo muy grande'));
    await expect.poll(() => page.getByRole('img', { name: 'Vista previa: Imagen de portada' }).count()).toBe(0);
  });

  it('publishes an article with a cover through the rich-text editor', async () => {
    const { page } = admin;
    await page.getByRole('textbox', { name: 'Resumen' }).fill('Ideas simples para jugar en familia todos los días.');
    const editor = page.getByRole('textbox', { name: 'Contenido' });
    await editor.click();
    await page.keyboard.type('Jugar juntos ');
    await page.getByRole('button', { name: 'Negrita' }).click();
    await page.keyboard.type('fortalece el vínculo');
    await page.getByRole('button', { name: 'Negrita' }).click();
    await page.keyboard.type('.');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Lista con viñetas' }).click();
    await page.keyboard.type('Armar una carpa con sábanas');
    await expect.poll(() => page.getByText('El contenido es obligatorio.').count()).toBe(0);

    await page.getByRole('combobox', { name: 'Categoría', exact: true }).click();
    await page.getByRole('option', { name: categoryName }).click();
    await page.getByRole('combobox', { name: 'Posición de la categoría' }).click();
    await page.getByRole('option', { name: 'Abajo a la Izquierda' }).click();
    await pickFile(page, 'Seleccionar imagen de portada', pngFile('portada.png'));
    await shows(page.getByRole('img', { name: 'Vista previa: Imagen de portada' }));
    await expect.poll(() => page.getByText(/se requiere una imagen de portada/).count()).toBe(0);

    await page.getByRole('button', { name: 'Crear Artículo' }).click();
    await shows(toast(page, 'Artículo creado correctamente.'));
    await pathIs(page, '/admin/articles');
    const row = page.getByRole('row').filter({ hasText: articleTitle });
    await shows(row);
    await shows(row.getByText('Publicado'));
    await shows(row.getByText(categoryName));

    await page.getByRole('button', { name: `Acciones para «${articleTitle}»` }).click();
    const view = page.getByRole('menuitem', { name: 'Ver Artículo' });
    await expect.poll(() => view.getAttribute('target')).toBe('_blank');
    articleId = (await view.getAttribute('href'))?.split('/').pop() ?? '';
    expect(articleId).toMatch(/^\d+$/);
    await closeMenu(page);
  });

  it('shows the published article to a visitor on /articulos and its detail page', async () => {
    const context = await browser().newContext(DESKTOP);
    const { page, errors } = await newPage(context);
    await page.goto(`${baseUrl}/articulos`);
    await shows(page.getByRole('heading', { name: articleTitle }));
    await page.goto(`${baseUrl}/articulos/${articleId}`);
    await shows(page.getByRole('heading', { name: articleTitle, level: 1 }));
    await shows(page.getByRole('main').getByText(categoryName).first());
    await shows(page.locator('strong', { hasText: 'fortalece el vínculo' }));
    await shows(page.getByRole('listitem').filter({ hasText: 'Armar una carpa con sábanas' }));
    const cover = page.getByRole('img', { name: articleTitle });
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('edits the article, warning before leaving with unsaved changes', async () => {
    const { page } = admin;
    await rowAction(page, articleTitle, 'Editar');
    await pathIs(page, `/admin/articles/edit/${articleId}`);
    const title = page.getByRole('textbox', { name: 'Título' });
    await expect.poll(() => title.inputValue()).toBe(articleTitle);
    await shows(page.getByRole('img', { name: 'Vista previa: Imagen de portada' }));
    await title.fill(editedTitle);

    await goToSection(page, 'Guías');
    const leave = page.getByRole('dialog', { name: 'Cambios sin guardar' });
    await shows(leave);
    await leave.getByRole('button', { name: 'Seguir editando' }).click();
    await pathIs(page, `/admin/articles/edit/${articleId}`);

    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await shows(toast(page, 'Artículo actualizado correctamente.'));
    await pathIs(page, '/admin/articles');
    await shows(page.getByRole('row').filter({ hasText: editedTitle }));
  });

  it('deletes the article after confirmation; the visitor no longer finds it', async () => {
    const { page } = admin;
    await rowAction(page, editedTitle, 'Eliminar');
    const dialog = page.getByRole('dialog', { name: '¿Estás absolutamente seguro?' });
    await shows(dialog.getByText(/Esta acción no se puede deshacer/));
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await shows(page.getByRole('row').filter({ hasText: editedTitle }));

    await rowAction(page, editedTitle, 'Eliminar');
    await page.getByRole('button', { name: 'Sí, eliminar' }).click();
    await shows(toast(page, 'Artículo Eliminado'));
    await expect.poll(() => page.getByRole('row').filter({ hasText: editedTitle }).count()).toBe(0);

    const gone = await graphqlData<{ article: unknown }>(
      baseUrl,
      'query E2EArticleGone($id: ID!) { article(id: $id) { id } }',
      { id: articleId },
    );
    expect(gone.article).toBeNull();
  });

  it('sends the owner back to the list when an article or guide to edit does not exist', async () => {
    const { page } = admin;
    await page.goto(`${baseUrl}/admin/articles/edit/987654`);
    await shows(toast(page, 'Artículo no encontrado.'));
    await pathIs(page, '/admin/articles');
    await page.goto(`${baseUrl}/admin/guides/edit/987654`);
    await shows(toast(page, 'No se encontró la guía para editar.'));
    await pathIs(page, '/admin/guides');
  });

  it('deletes the category with the linked-content warning', async () => {
    const { page } = admin;
    await goToSection(page, 'Categorías');
    await rowAction(page, categoryName, 'Eliminar');
    const dialog = page.getByRole('dialog', { name: '¿Estás absolutamente seguro?' });
    await shows(
      dialog.getByText('Los artículos y guías vinculados no se eliminarán, pero pueden quedar sin categoría.'),
    );
    await dialog.getByRole('button', { name: 'Sí, eliminar' }).click();
    await shows(toast(page, 'Categoría Eliminada'));
    await expect.poll(() => page.getByRole('row').filter({ hasText: categoryName }).count()).toBe(0);
  });
  it('pages and searches the article list on the server, with the total in the footer', async () => {
    const { page } = admin;
    await goToSection(page, 'Artículos');
    const footer = page.getByRole('status').filter({ hasText: /^Mostrando \d+ de \d+$/ });
    await expect.poll(() => footer.textContent()).toMatch(/^Mostrando 20 de \d+$/);
    const total = Number((await footer.textContent())?.split(' de ')[1]);
    expect(total).toBeGreaterThan(20);
    const firstPage = await page.locator('tbody tr').count();
    await page.getByRole('button', { name: 'Página 2', exact: true }).click();
    await expect.poll(() => footer.textContent()).toBe(`Mostrando ${Math.min(total - 20, 20)} de ${total}`);
    expect(firstPage).toBe(20);
    // A search goes to the server and starts again at page 1, ignoring accents.
    await page.getByLabel('Buscar artículos').fill('educar sin gritos');
    await expect.poll(() => footer.textContent()).toBe('Mostrando 1 de 1');
    await page.getByLabel('Buscar artículos').fill('zzzqqq');
    await shows(page.getByText('No hay resultados para tu búsqueda.'));
  });
});
