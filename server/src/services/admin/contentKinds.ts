import type { ContentTypeValue } from '../../db/schema';
import { articleKind } from './articles';
import type { ContentInput, ContentKind, ContentTable } from './content/contentKind';
import { guideKind } from './guides';

/** The kind an API's ContentType names (Historial's operations serve both). */
export function contentKindOf(type: ContentTypeValue): ContentKind<ContentTable, ContentInput> {
  return (type === 'article' ? articleKind : guideKind) as unknown as ContentKind<ContentTable, ContentInput>;
}
