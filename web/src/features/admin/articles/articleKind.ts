import { adminPaths } from '../adminPaths';
import type { AdminContentKind } from '../content/contentKind';

/** What the admin's article screens say and where they lead; the rest is content/. */
export const ARTICLE_KIND: AdminContentKind = {
  typename: 'Article',
  evict: ['adminArticles', 'dashboardCounts', 'contentStats'],
  paths: {
    list: adminPaths.articles.getHref(),
    create: adminPaths.articleNew.getHref(),
    edit: (id) => adminPaths.articleEdit.getHref(id),
    preview: (id) => adminPaths.articlePreview.getHref(id),
  },
  texts: {
    noun: 'el artículo',
    created: 'Artículo creado correctamente.',
    updated: 'Artículo actualizado correctamente.',
    deletedTitle: 'Artículo Eliminado',
    deleted: (title) => `El artículo «${title}» fue eliminado.`,
    listTitle: 'Artículos',
    createLabel: 'Nuevo Artículo',
    createFirstLabel: 'Crear el primer artículo',
    listErrorTitle: 'Error al cargar los artículos',
    listLoadError: 'No se pudieron cargar los artículos.',
    emptyList: 'Todavía no hay artículos.',
    searchLabel: 'Buscar artículos',
    editTitle: 'Editar Artículo',
    submitNew: 'Crear Artículo',
    positionLabel: 'Posición de la categoría',
    featuredLabel: 'Artículo destacado',
    preview: {
      what: 'Así verán los visitantes este artículo.',
      published: 'Está publicado: ya es visible en el sitio.',
      draft: 'Es un borrador: solo tú puedes verlo mientras tengas la sesión iniciada.',
      scheduled: 'Está programado: solo tú puedes verlo hasta la fecha y hora de publicación.',
      notFoundTitle: 'Artículo no Encontrado',
      notFoundText: 'El artículo que buscas no existe o fue eliminado.',
      backLabel: 'Volver a Artículos',
    },
  },
};
