import { graphqlErrorMessage } from '../../components/errors/graphqlErrorMessage';
import { paths } from '../../config/paths';
import { DEFAULT_KEYWORDS } from '../../head/headTypes';
import { showToast } from '../../lib/toastSettings';
import type { PublicContentKind } from '../content/contentKind';

/** How the public guide pages differ from the article pages (features/content/). */
export const GUIDE_KIND: PublicContentKind = {
  type: 'GUIDE',
  paths: { list: paths.guides.getHref(), detail: paths.guide.getHref },
  shareImageKey: 'site_og_image_url_guides',
  detail: {
    loading: 'Cargando guía',
    errorTitle: 'Error al Cargar la Guía',
    // The spec words this state with one fixed sentence (public-site.md, error table).
    errorMessage: () => 'No se pudo cargar la guía.',
    notFoundTitle: 'Guía no Encontrada',
    notFoundLines: ['Guía no encontrada o no está publicada.'],
    backLabel: 'Volver a Guías',
  },
  list: {
    title: 'Guías Prácticas para la Familia',
    description:
      'Guías prácticas para descargar: rutinas, emociones, límites y comunicación en familia, de la mano de una psicóloga familiar e infantil.',
    keywords: `guías para padres, guías de crianza en PDF, ${DEFAULT_KEYWORDS}`,
    searchLabel: 'Buscar guías',
    searchPlaceholder: 'Buscar por título o descripción',
    loadingLabel: 'Cargando guías',
    errorTitle: 'Hubo un problema al cargar las guías.',
    errorText:
      'Es posible que se deba a un problema de permisos en la base de datos. Por favor, intenta recargar la página o vuelve más tarde.',
    emptyMessage: 'No hay guías disponibles.',
    reportError: (failure) => {
      // Spec: the original logged read failures as possible 'permission denied' errors for debugging.
      console.error('No se pudieron cargar las guías (¿"permission denied" en la base de datos?)', failure);
      showToast({
        color: 'red',
        title: 'Error',
        message: graphqlErrorMessage(failure, 'No se pudieron cargar las guías.'),
      });
    },
    reportCategoriesError: (failure) => {
      console.error('No se pudieron cargar las categorías', failure);
      showToast({ color: 'red', title: 'Error', message: 'No se pudieron cargar las categorías.' });
    },
  },
};
