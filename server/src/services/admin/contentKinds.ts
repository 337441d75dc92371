import type { ContentTypeValue } from '../../db/schema';
import { articleKind } from './articles';
import { asAnyKind, type AnyContentKind } from './content/contentKind';
import { guideKind } from './guides';

/** The kind an API's ContentType names (Historial's operations serve both). */
export function contentKindOf(type: ContentTypeValue): AnyContentKind {
  return type === 'article' ? asAnyKind(articleKind) : asAnyKind(guideKind);
}
