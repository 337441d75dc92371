import { Seo } from '../../app/head/Seo';
import { SITE_NAME } from '../../app/head/headTypes';
import type { ListParams } from './listParams';

interface ListHeadProps {
  title: string;
  description: string;
  basePath: string;
  params: ListParams;
  /** Preview image for link shares; null for none. */
  image: string | null;
}

/**
 * Head of a list page. Filtered views point their canonical link at the plain
 * list; the plain list's later pages keep their page number.
 */
export function ListHead({ title, description, basePath, params, image }: ListHeadProps) {
  const filtered = params.search.trim() !== '' || params.categoryId !== null || params.sort !== 'recientes';
  const canonicalPath = !filtered && params.page > 1 ? `${basePath}?pagina=${params.page}` : basePath;
  return (
    <Seo title={`${title} | ${SITE_NAME}`} description={description} canonicalPath={canonicalPath} image={image} />
  );
}
