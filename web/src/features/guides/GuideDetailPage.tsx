import { useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ContentDetailFrame, type ContentDetailTexts } from '../../components/DetailStates/ContentDetailFrame';
import { isPlausibleContentId } from '../../components/DetailStates/contentId';
import { graphql } from '../../gql';
import { definePage, type PageProps } from '../../lib/page/definePage';
import { pageQuery, type RouteLocation } from '../../lib/page/pageQuery';
import { buyButtonQueries } from '../../components/BuyGuideButton/usePaymentsEnabled';
import { useRecordView } from '../views/useRecordView';
import { GuideView } from './GuideView';

const GuideDetailQuery = graphql(/* GraphQL */ `
  query GuideDetail($id: ID!) {
    guide(id: $id) {
      ...GuideDetailFields
    }
  }
`);

const GUIDE_TEXTS: ContentDetailTexts = {
  loading: 'Cargando guía',
  errorTitle: 'Error al Cargar la Guía',
  // The spec words this state with one fixed sentence (public-site.md, error table).
  errorMessage: () => 'No se pudo cargar la guía.',
  notFoundTitle: 'Guía no Encontrada',
  notFoundLines: ['Guía no encontrada o no está publicada.'],
  backHref: paths.guides.getHref(),
  backLabel: 'Volver a Guías',
};

/** What the page renders with: the guide, when the id can name one, and its buy button's. */
const queries = ({ params: { id = '' } }: RouteLocation) => ({
  guide: pageQuery(
    GuideDetailQuery,
    { id },
    {
      skip: !isPlausibleContentId(id),
      then: (data) => (data.guide ? buyButtonQueries([data.guide]) : []),
    },
  ),
});

/** /guias/:id: header, description, download or buy, and the rating form when enabled. */
function GuideDetailPage({ data: { guide: result } }: PageProps<typeof queries>) {
  const { id = '' } = useParams();
  const validId = isPlausibleContentId(id);
  const { data, loading, error } = result;
  const guide = data?.guide;
  useRecordView('GUIDE', guide?.id);

  return (
    <ContentDetailFrame
      validId={validId}
      loading={loading}
      hasData={data !== undefined}
      error={error}
      item={guide}
      canonicalPath={paths.guide.getHref(id)}
      texts={GUIDE_TEXTS}
    >
      {(found) => <GuideView guide={found} />}
    </ContentDetailFrame>
  );
}

export const guideDetailPage = definePage({ queries, Component: GuideDetailPage });
