import type { GraphQLContext } from '../context';
import { toResponsiveImage, type ResponsiveImageValue } from '../../services/media';

/** Resolves an image URL column to a ResponsiveImage through the per-request loader. */
export async function resolveImage(
  url: string | null | undefined,
  { loaders }: GraphQLContext,
): Promise<ResponsiveImageValue | null> {
  if (!url) return null;
  return toResponsiveImage(url, await loaders.mediaAssetByUrl.load(url));
}
