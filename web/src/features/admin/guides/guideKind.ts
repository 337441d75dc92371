import { adminPaths } from '../adminPaths';
import type { AdminContentKind } from '../content/contentKind';

/** What the admin's guide screens say and where they lead; the rest is content/. */
export const GUIDE_KIND: AdminContentKind = {
  typename: 'Guide',
  evict: ['adminGuides', 'dashboardCounts', 'contentStats'],
  paths: {
    list: adminPaths.guides.getHref(),
    create: adminPaths.guideNew.getHref(),
    edit: (id) => adminPaths.guideEdit.getHref(id),
    preview: (id) => adminPaths.guidePreview.getHref(id),
  },
  texts: {
    noun: 'la guía',
    created: 'Guía creada correctamente.',
    updated: 'Guía actualizada correctamente.',
    deletedTitle: 'Guía Eliminada',
    deleted: (title) => `La guía «${title}» fue eliminada.`,
    listTitle: 'Guías',
    createLabel: 'Nueva Guía',
    createFirstLabel: 'Crear la primera guía',
    listErrorTitle: 'Error al cargar las guías',
    listLoadError: 'No se pudieron cargar las guías.',
    emptyList: 'Todavía no hay guías.',
    searchLabel: 'Buscar guías',
    editTitle: 'Editar Guía',
    submitNew: 'Crear Guía',
    positionLabel: 'Posición del cartel de categoría',
    featuredLabel: 'Guía destacada',
    preview: {
      what: 'Así verán los visitantes esta guía.',
      published: 'Está publicada: ya es visible en el sitio.',
      draft: 'Es un borrador: solo tú puedes verla mientras tengas la sesión iniciada.',
      scheduled: 'Está programada: solo tú puedes verla hasta la fecha y hora de publicación.',
      notFoundTitle: 'Guía no Encontrada',
      notFoundText: 'La guía que buscas no existe o fue eliminada.',
      backLabel: 'Volver a Guías',
    },
  },
};
