import type { ReactNode } from 'react';
import { DetailLoading, DetailMessage, DetailText, isMalformedIdError } from './DetailStates';

export interface ContentDetailTexts {
  /** The loader's accessible name: 'Cargando artículo'. */
  loading: string;
  errorTitle: string;
  /** What the error state says; the server's message when the spec lets it through. */
  errorMessage: (error: unknown) => ReactNode;
  notFoundTitle: string;
  /** One paragraph each. */
  notFoundLines: readonly string[];
  backHref: string;
  backLabel: string;
}

interface ContentDetailFrameProps<Item> {
  /** Whether the id in the address could name an item at all (no query is sent otherwise). */
  validId: boolean;
  loading: boolean;
  hasData: boolean;
  error: unknown;
  item: Item | null | undefined;
  canonicalPath: string;
  texts: ContentDetailTexts;
  children: (item: Item) => ReactNode;
}

/**
 * The states every content detail page goes through (an article, a guide):
 * loading, the load error, not found (404) and the item itself. A malformed id
 * is simply not found.
 */
export function ContentDetailFrame<Item>({
  validId,
  loading,
  hasData,
  error,
  item,
  canonicalPath,
  texts,
  children,
}: ContentDetailFrameProps<Item>) {
  if (validId && loading && !hasData) return <DetailLoading label={texts.loading} />;
  if (error && !isMalformedIdError(error)) {
    return (
      <DetailMessage
        tone="error"
        canonicalPath={canonicalPath}
        title={texts.errorTitle}
        backHref={texts.backHref}
        backLabel={texts.backLabel}
      >
        {texts.errorMessage(error)}
      </DetailMessage>
    );
  }
  if (!item) {
    return (
      <DetailMessage
        tone="notFound"
        canonicalPath={canonicalPath}
        title={texts.notFoundTitle}
        backHref={texts.backHref}
        backLabel={texts.backLabel}
      >
        {texts.notFoundLines.map((line) => (
          <DetailText key={line}>{line}</DetailText>
        ))}
      </DetailMessage>
    );
  }
  return children(item);
}
