import { Seo } from '../../head/Seo';
import { withSiteName } from '../../head/pageHeads';
import { listCanonicalPath, type ListParams } from './listParams';

interface ListHeadProps {
  title: string;
  description: string;
  basePath: string;
  params: ListParams;
  /** Preview image for link shares; null for none. */
  image: string | null;
}

/** Head of a list page; its canonical link: see listCanonicalPath. */
export function ListHead({ title, description, basePath, params, image }: ListHeadProps) {
  return (
    <Seo
      title={withSiteName(title)}
      description={description}
      canonicalPath={listCanonicalPath(basePath, params)}
      image={image}
    />
  );
}
