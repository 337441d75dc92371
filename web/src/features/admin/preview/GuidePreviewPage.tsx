import { GuideView } from '../../guides/GuideView';
import { ContentPreview } from '../content/ContentPreview';
import { GUIDE_KIND } from '../guides/guideKind';
import { AdminGuidePreviewQuery } from './previewQueries';

/** /admin/vista-previa/guias/:id: the guide page as visitors will see it, drafts too, for her eyes only. */
export function GuidePreviewPage() {
  return (
    <ContentPreview
      kind={GUIDE_KIND}
      query={AdminGuidePreviewQuery}
      select={(data) => data.adminGuide}
      render={(guide) => <GuideView guide={guide} preview />}
    />
  );
}
