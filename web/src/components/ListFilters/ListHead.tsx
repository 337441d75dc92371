import type { HeadImage } from '../../head/headTypes';
import { Seo } from '../../head/Seo';
import { withSiteName } from '../../head/pageHeads';
import { listCanonicalPath, type ListParams } from './listParams';

interface ListHeadProps {
  title: string;
  description: string;
  basePath: string;
  params: ListParams;
  /** Spec: every public page's head carries keywords. */
  keywords: string;
  /** Preview image for link shares; null for none. */
  image: HeadImage | null;
}

/** Head of a list page; its canonical link: see listCanonicalPath. */
export function ListHead({ title, description, keywords, basePath, params, image }: ListHeadProps) {
  return (
    <Seo
      title={withSiteName(title)}
      description={description}
      keywords={keywords}
      canonicalPath={listCanonicalPath(basePath, params)}
      image={image}
    />
  );
}
