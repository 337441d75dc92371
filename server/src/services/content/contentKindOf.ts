import type { ContentTypeValue } from '../../db/schema';
import { articleKind } from './articleKind';
import { asAnyKind, type AnyContentKind } from './contentKind';
import { guideKind } from './guideKind';

/** The kind an API's ContentType names (Historial's operations serve both). */
export function contentKindOf(type: ContentTypeValue): AnyContentKind {
  return type === 'article' ? asAnyKind(articleKind) : asAnyKind(guideKind);
}
