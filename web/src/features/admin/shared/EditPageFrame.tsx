import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Center, Loader } from '@mantine/core';
import { Fragment, useEffect, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessage, isSessionError } from './graphqlErrors';
import { LoadErrorPanel } from './LoadErrorPanel';
import { notifyError } from './notify';
import { loadedByRoute } from '../routeData/screenLoader';

/**
 * What a failed load shows. The articles and guides pages announce it in a toast and go back to
 * the list ('toast'); the games and puzzle pages keep the visitor on the page with an error panel
 * and a way back ('panel').
 */
export type EditPageLoadFailure =
  | { display: 'toast'; loadError: (detail: string) => string; notFound: string }
  | { display: 'panel'; title: string; notFound: string };

interface EditPageFrameProps<TData, TItem> {
  /** Loads the item being edited; its one variable is the route's :id. */
  query: TypedDocumentNode<TData, { id: string }>;
  /** The item in the query's answer; null when the server found none. */
  select: (data: TData) => TItem | null | undefined;
  loaderLabel: string;
  listHref: string;
  /** A module-level constant: a new object each render would re-run the failure effect. */
  failure: EditPageLoadFailure;
  /** The form: item and id are null on the "new" route. */
  renderForm: (item: TItem | null, id: string | null) => ReactNode;
}

/**
 * The frame of an admin "new / edit" page (…/new and …/edit/:id): on the edit route it shows the
 * item its route loader fetched by id (from the network, so the form never starts from a stale cache), showing a
 * loader until it arrives and the load failure if it does not; then the form.
 */
export function EditPageFrame<TData, TItem>({
  query,
  select,
  loaderLabel,
  listHref,
  failure,
  renderForm,
}: EditPageFrameProps<TData, TItem>) {
  const { id } = useParams();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(query, {
    variables: { id: id ?? '' },
    skip: !id,
    ...loadedByRoute,
  });
  const item = data === undefined ? undefined : select(data);
  const notFound = Boolean(id) && !loading && !error && data !== undefined && !item;
  useEffect(() => {
    if (failure.display !== 'toast' || (!error && !notFound)) return;
    if (!isSessionError(error)) notifyError('Error', error ? failure.loadError(errorMessage(error)) : failure.notFound);
    navigate(listHref, { replace: true });
  }, [error, notFound, navigate, listHref, failure]);

  if (!id) return <Fragment key="new">{renderForm(null, null)}</Fragment>;
  if (failure.display === 'panel' && (error || notFound)) {
    return (
      <LoadErrorPanel
        title={failure.title}
        message={error ? errorMessage(error) : failure.notFound}
        backHref={listHref}
      />
    );
  }
  if (!item) {
    return (
      <Center py="xl">
        <Loader aria-label={loaderLabel} />
      </Center>
    );
  }
  // A new key per item: moving from one edit route to another starts a fresh form.
  return <Fragment key={id}>{renderForm(item, id)}</Fragment>;
}
