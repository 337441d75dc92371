import { graphqlErrorMessage } from '../../components/errors/graphqlErrorMessage';
import { paths } from '../../config/paths';
import { DEFAULT_KEYWORDS } from '../../head/headTypes';
import { showToast } from '../../lib/toastSettings';
import type { PublicContentKind } from '../content/contentKind';

/** How the public article pages differ from the guide pages (features/content/). */
export const ARTICLE_KIND: PublicContentKind = {
  type: 'ARTICLE',
  paths: { list: paths.articles.getHref(), detail: paths.article.getHref },
  shareImageKey: 'site_og_image_url_articles',
  detail: {
    loading: 'Cargando artículo',
    errorTitle: 'Error al Cargar el Artículo',
    errorMessage: (error) =>
      graphqlErrorMessage(error, 'No se pudo cargar el artículo. Por favor, intenta de nuevo más tarde.'),
    notFoundTitle: 'Artículo no Encontrado',
    notFoundLines: [
      'El artículo que buscas no existe o no está disponible.',
      'Artículo no encontrado o no está publicado.',
    ],
    backLabel: 'Volver a Artículos',
  },
  list: {
    title: 'Artículos para Crecer Juntos',
    description:
      'Artículos sobre crianza, emociones, límites y vínculos familiares, escritos por una psicóloga familiar e infantil.',
    keywords: `artículos de crianza, ${DEFAULT_KEYWORDS}`,
    searchLabel: 'Buscar artículos',
    searchPlaceholder: 'Buscar por título o resumen',
    loadingLabel: 'Cargando artículos',
    errorTitle: 'Hubo un problema al cargar los artículos.',
    errorText: 'Por favor, intenta recargar la página o vuelve más tarde.',
    emptyMessage: 'No hay artículos disponibles.',
    reportError: (failure) => {
      console.error('No se pudieron cargar los artículos', failure);
      showToast({ color: 'red', title: 'Error', message: 'No se pudieron cargar los artículos.' });
    },
    // Spec: on this page a categories failure is only logged; the filter stays empty.
    reportCategoriesError: (failure) => console.error('No se pudieron cargar las categorías', failure),
  },
};
