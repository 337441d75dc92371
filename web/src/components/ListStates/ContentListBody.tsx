import type { ReactNode } from 'react';
import { ListPagination } from '../ListPagination/ListPagination';
import { cx } from '../Plain/cx';
import ui from '../Plain/Plain.module.css';
import { ListEmpty, ListError, ListLoading, ListPastEnd } from './ListStatus';
import classes from './ContentListBody.module.css';
import { ResponsiveGrid } from '../ResponsiveGrid/ResponsiveGrid';

interface ContentListBodyProps<T extends { id: string }> {
  loading: boolean;
  failed: boolean;
  /** The current page of results, or the previous one while the next loads. */
  result: { items: T[]; page: number; pageCount: number } | undefined;
  /** `first` marks the page's first item, whose picture is on a phone's first screen. */
  renderItem: (item: T, first: boolean) => ReactNode;
  loadingLabel: string;
  errorTitle: string;
  errorText: ReactNode;
  emptyMessage: string;
  isFiltered: boolean;
  pageHref: (page: number) => string;
}

/** The spec's list states: loading, error, empty (filtered or not) and results with pagination; and a page past the last. */
export function ContentListBody<T extends { id: string }>(props: ContentListBodyProps<T>) {
  const { loading, failed, result } = props;
  if (failed) return <ListError title={props.errorTitle}>{props.errorText}</ListError>;
  if (!result || (loading && result.items.length === 0)) return <ListLoading label={props.loadingLabel} />;
  if (result.items.length === 0 && result.pageCount > 0 && result.page > result.pageCount)
    return <ListPastEnd page={result.page} pageCount={result.pageCount} firstPageHref={props.pageHref(1)} />;
  if (result.items.length === 0) return <ListEmpty message={props.emptyMessage} isFiltered={props.isFiltered} />;
  // While new results load, the old ones stay (dimmed) so the page does not jump at every keystroke.
  return (
    <div aria-busy={loading} className={cx(ui.stack, ui.gapXl, loading && classes.stale)}>
      <ResponsiveGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {result.items.map((item, index) => (
          <div key={item.id}>{props.renderItem(item, index === 0)}</div>
        ))}
      </ResponsiveGrid>
      <ListPagination page={result.page} pageCount={result.pageCount} getHref={props.pageHref} />
    </div>
  );
}
