import { ContentListPage } from '../content/ContentListPage';
import { formatPrice } from '../shared/format';
import { GUIDE_KIND } from './guideKind';
import { guideRowActions } from './guideRowActions';
import { useDeleteGuideMutation } from './useDeleteGuideMutation';
import { AdminGuidesListQuery } from './guideQueries';

export function GuidesListPage() {
  const deletion = useDeleteGuideMutation();
  return (
    <ContentListPage
      kind={GUIDE_KIND}
      query={AdminGuidesListQuery}
      select={(data) => data.adminGuides}
      detailColumn={{ header: 'Precio', cell: (guide) => formatPrice(guide.price) }}
      rowActions={(guide, confirmDelete) => guideRowActions(guide, confirmDelete)}
      deletion={deletion}
    />
  );
}
