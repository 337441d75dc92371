import type { ReactNode } from 'react';
import { DetailLoading, DetailMessage, DetailText } from '../../../components/DetailStates/DetailStates';
import type { ContentStatus } from '../gql/graphql';
import type { AdminContentKind } from './contentKind';
import { PreviewBanner } from './PreviewBanner';

interface ContentPreviewProps<Item extends { id: string; status: ContentStatus }> {
  kind: AdminContentKind;
  /** The id in the URL. */
  id: string;
  /** The kind's preview query's answer. */
  item: Item | null | undefined;
  loading: boolean;
  error: unknown;
  /** The public page's view of the item. */
  render: (item: Item) => ReactNode;
}

/** The preview of an article or a guide: as visitors will see it, drafts too, for her eyes only. */
export function ContentPreview<Item extends { id: string; status: ContentStatus }>({
  kind,
  id,
  item,
  loading,
  error,
  render,
}: ContentPreviewProps<Item>) {
  const texts = kind.texts.preview;
  if (loading) return <DetailLoading label="Cargando vista previa" />;
  if (!item) {
    return (
      <DetailMessage
        tone={error ? 'error' : 'notFound'}
        canonicalPath={kind.paths.preview(id)}
        title={texts.notFoundTitle}
        backHref={kind.paths.list}
        backLabel={texts.backLabel}
      >
        <DetailText>{texts.notFoundText}</DetailText>
      </DetailMessage>
    );
  }
  return (
    <>
      <PreviewBanner texts={texts} status={item.status} editHref={kind.paths.edit(item.id)} />
      <div inert>{render(item)}</div>
    </>
  );
}
