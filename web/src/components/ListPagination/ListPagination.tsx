import { Button } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { pageWindow } from './pageWindow';
import classes from './ListPagination.module.css';

interface ListPaginationProps {
  page: number;
  pageCount: number;
  /** Link to a page; real links keep every page shareable and work before hydration. */
  getHref: (page: number) => string;
}

/** Previous/next plus a window of up to 5 page numbers with the first and last pages. */
export function ListPagination({ page, pageCount, getHref }: ListPaginationProps) {
  if (pageCount <= 1) return null;
  // A new page of results starts at the top of the list, not where the last one ended.
  const scrollToTop = () => window.scrollTo({ top: 0 });
  const step = (target: number, label: string, icon: ReactNode) =>
    target >= 1 && target <= pageCount ? (
      <Button component={Link} to={getHref(target)} onClick={scrollToTop} variant="default" px="xs" aria-label={label}>
        {icon}
      </Button>
    ) : (
      <Button variant="default" px="xs" aria-label={label} disabled>
        {icon}
      </Button>
    );

  return (
    <nav aria-label="Paginación">
      <ul className={classes.list}>
        <li>{step(page - 1, 'Página anterior', <IconChevronLeft size={18} aria-hidden />)}</li>
        {pageWindow(page, pageCount).map((item) =>
          item.type === 'page' ? (
            <li key={item.page}>
              <Button
                component={Link}
                to={getHref(item.page)}
                onClick={scrollToTop}
                variant={item.page === page ? 'filled' : 'default'}
                px="sm"
                aria-label={`Página ${item.page}`}
                aria-current={item.page === page ? 'page' : undefined}
              >
                {item.page}
              </Button>
            </li>
          ) : (
            <li key={item.key} className={classes.gap} aria-hidden>
              …
            </li>
          ),
        )}
        <li>{step(page + 1, 'Página siguiente', <IconChevronRight size={18} aria-hidden />)}</li>
      </ul>
    </nav>
  );
}
