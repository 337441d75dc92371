import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import {
  DetailLoading,
  DetailMessage,
  DetailText,
  detailMessageHead,
  isMalformedIdError,
} from '../../components/DetailStates/DetailStates';
import { isPlausibleContentId } from '../../components/DetailStates/contentId';
import type { HeadData } from '../../head/headTypes';
import { definePage, type PageHeadInput, type PageProps, type PublicPage } from '../../lib/page/definePage';
import type { PageQuery, PageResult, RouteLocation } from '../../lib/page/pageQuery';
import { useRecordView } from '../views/useRecordView';
import { viewMarker } from '../views/viewOnLoad';
import { kindShareImage, type ContentHeadBuilder } from './contentHead';
import type { PublicContentKind } from './contentKind';

/** The states every content detail page goes through. A malformed id is simply not found. */
type DetailState<Item> =
  { state: 'loading' } | { state: 'error'; error: unknown } | { state: 'notFound' } | { state: 'found'; item: Item };

function detailState<Data, Item>(
  id: string,
  { data, loading, error }: PageResult<Data>,
  select: (data: Data) => Item | null | undefined,
): DetailState<Item> {
  if (isPlausibleContentId(id) && loading && data === undefined) return { state: 'loading' };
  if (error && !isMalformedIdError(error)) return { state: 'error', error };
  const item = data === undefined ? undefined : select(data);
  return item ? { state: 'found', item } : { state: 'notFound' };
}

interface ContentDetailDeclaration<Data, Item extends { id: string }> {
  kind: PublicContentKind;
  /** The kind's detail query for the id in the address; skipped when the id cannot name an item. */
  query: (id: string, options: { skip: boolean }) => PageQuery<Data>;
  /** The item in the query's answer (null when missing or not published). */
  select: (data: Data) => Item | null | undefined;
  /** The kind's view of the item (ArticleView, GuideView). */
  render: (item: Item) => ReactNode;
  /** The item's head: title, description, share image, JSON-LD. */
  head: ContentHeadBuilder<Item>;
}

/**
 * /articulos/:id and /guias/:id: the item's query from the address, its view,
 * a recorded visit, and the loading, error (500) and not-found (404) states,
 * each with its head (not-found and error pages are noindex).
 */
export function defineContentDetailPage<Data, Item extends { id: string }>(
  page: ContentDetailDeclaration<Data, Item>,
): PublicPage {
  const { kind, select } = page;
  const texts = kind.detail;

  const queries = ({ params: { id = '' } }: RouteLocation) => ({
    item: page.query(id, { skip: !isPlausibleContentId(id) }),
  });

  function ContentDetailPage({ data: { item: result } }: PageProps<typeof queries>) {
    const { id = '' } = useParams();
    const detail = detailState(id, result, select);
    useRecordView(kind.type, detail.state === 'found' ? detail.item.id : undefined);
    switch (detail.state) {
      case 'loading':
        return <DetailLoading label={texts.loading} />;
      case 'error':
        return (
          <DetailMessage tone="error" title={texts.errorTitle} backHref={kind.paths.list} backLabel={texts.backLabel}>
            {texts.errorMessage(detail.error)}
          </DetailMessage>
        );
      case 'notFound':
        return (
          <DetailMessage
            tone="notFound"
            title={texts.notFoundTitle}
            backHref={kind.paths.list}
            backLabel={texts.backLabel}
          >
            {texts.notFoundLines.map((line) => (
              <DetailText key={line}>{line}</DetailText>
            ))}
          </DetailMessage>
        );
      case 'found':
        return (
          <>
            {page.render(detail.item)}
            {/* Read by the entry, which records the view of a page that may never hydrate (views/viewOnLoad.ts). */}
            <span hidden {...viewMarker(kind.type, detail.item.id)} />
          </>
        );
    }
  }
  ContentDetailPage.displayName = `ContentDetailPage(${kind.type})`;

  function head({
    data: { item: result },
    location: {
      params: { id = '' },
    },
    publicUrl,
    site,
  }: PageHeadInput<typeof queries>): HeadData | null {
    const detail = detailState(id, result, select);
    const path = kind.paths.detail(id);
    switch (detail.state) {
      case 'loading':
        return null;
      case 'error':
        return detailMessageHead(texts.errorTitle, path);
      case 'notFound':
        return detailMessageHead(texts.notFoundTitle, path);
      case 'found':
        return page.head(detail.item, publicUrl, kindShareImage(site, kind));
    }
  }

  return definePage({ queries, Component: ContentDetailPage, head });
}
