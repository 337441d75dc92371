import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import {
  DetailLoading,
  DetailMessage,
  DetailText,
  detailMessageHead,
} from '../../../components/DetailStates/DetailStates';
import { Seo } from '../../../head/Seo';
import type { ContentStatus } from '../gql/graphql';
import type { AdminContentKind } from './contentKind';
import { PreviewBanner } from './PreviewBanner';
import { loadedByRoute } from '../routeData/screenLoader';

type PreviewItem = { id: string; status: ContentStatus };

interface ContentPreviewProps<Data, Item extends PreviewItem> {
  kind: AdminContentKind;
  /** The kind's preview query (the public page's fields, and the status) and the item in its answer. */
  query: TypedDocumentNode<Data, { id: string }>;
  select: (data: Data) => Item | null | undefined;
  /** The public page's view of the item. */
  render: (item: NoInfer<Item>) => ReactNode;
}

/** The preview of an article or a guide (its :id in the URL): as visitors will see it, drafts too, for her eyes only. */
export function ContentPreview<Data, Item extends PreviewItem>({
  kind,
  query,
  select,
  render,
}: ContentPreviewProps<Data, Item>) {
  const texts = kind.texts.preview;
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(query, { variables: { id }, ...loadedByRoute });
  const item = data ? select(data) : null;
  if (loading && !data) return <DetailLoading label="Cargando vista previa" />;
  if (!item) {
    return (
      <>
        <Seo {...detailMessageHead(texts.notFoundTitle, kind.paths.preview(id))} />
        <DetailMessage
          tone={error ? 'error' : 'notFound'}
          title={texts.notFoundTitle}
          backHref={kind.paths.list}
          backLabel={texts.backLabel}
        >
          <DetailText>{texts.notFoundText}</DetailText>
        </DetailMessage>
      </>
    );
  }
  return (
    <>
      <PreviewBanner texts={texts} status={item.status} editHref={kind.paths.edit(item.id)} />
      <div inert>{render(item)}</div>
    </>
  );
}
