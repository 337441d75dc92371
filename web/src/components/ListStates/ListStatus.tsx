import { Alert, Loader } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useHttpStatus } from '../../head/RenderContext';
import ui from '../Plain/Plain.module.css';
import classes from './ListStatus.module.css';

export function ListLoading({ label }: { label: string }) {
  return (
    <div role="status" className={`${ui.center} ${classes.loading}`}>
      <Loader aria-label={label} />
    </div>
  );
}

interface ListErrorProps {
  title: string;
  children: ReactNode;
}

export function ListError({ title, children }: ListErrorProps) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle aria-hidden />} role="alert">
      {children}
    </Alert>
  );
}

interface ListEmptyProps {
  message: string;
  isFiltered: boolean;
}

/** Spec: the hint differs when a search or category narrows the list. */
export function ListEmpty({ message, isFiltered }: ListEmptyProps) {
  return (
    <div className={`${ui.stack} ${ui.gap4} ${classes.empty}`}>
      <p className={`${ui.text} ${ui.lg} ${ui.semibold}`}>{message}</p>
      <p className={`${ui.text} ${ui.gray7}`}>
        {isFiltered ? 'Intenta ajustar tu búsqueda o selección de categoría.' : '¡Vuelve pronto para más contenido!'}
      </p>
    </div>
  );
}

interface ListPastEndProps {
  page: number;
  pageCount: number;
  firstPageHref: string;
}

/**
 * A page number past the list's last page (an old or edited link): not the
 * empty list, which would tell a family the site has nothing, but where the
 * list is, one link away. Answered 404, as Ghost and WordPress answer a page
 * past the end: a 200 would be a soft 404 to search engines, indexed under
 * its own canonical address.
 */
export function ListPastEnd({ page, pageCount, firstPageHref }: ListPastEndProps) {
  useHttpStatus(404);
  return (
    <div className={`${ui.stack} ${ui.gap4} ${classes.empty}`}>
      <p className={`${ui.text} ${ui.lg} ${ui.semibold}`}>
        {`La página ${page} no existe: esta lista tiene ${pageCount} ${pageCount === 1 ? 'página' : 'páginas'}.`}
      </p>
      <Link to={firstPageHref}>Ir a la primera página</Link>
    </div>
  );
}
