import { Seo } from '../../app/head/Seo';
import { SITE_NAME } from '../../app/head/headTypes';
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
      title={`${title} | ${SITE_NAME}`}
      description={description}
      canonicalPath={listCanonicalPath(basePath, params)}
      image={image}
    />
  );
}
