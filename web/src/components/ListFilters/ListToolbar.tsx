import { CategoryFilter, type CategoryOption } from '../CategoryFilter/CategoryFilter';
import type { ListParams } from './listParams';
import ui from '../Plain/Plain.module.css';
import { ListSearchInput } from './ListSearchInput';
import classes from './ListToolbar.module.css';
import { SortSelect } from './SortSelect';

interface ListToolbarProps {
  params: ListParams;
  onChange: (change: Partial<ListParams>) => void;
  categories: CategoryOption[];
  searchLabel: string;
  searchPlaceholder: string;
}

/** Search box and sort selector side by side, the category filter below. */
export function ListToolbar({ params, onChange, categories, searchLabel, searchPlaceholder }: ListToolbarProps) {
  return (
    <div role="search" aria-label="Buscar y filtrar" className={ui.stack}>
      {/* A CSS module, not Flex's responsive props: those write a <style> element into the body. */}
      <div className={classes.row}>
        <div className={classes.search}>
          <ListSearchInput
            value={params.search}
            onSearch={(search) => onChange({ search })}
            label={searchLabel}
            placeholder={searchPlaceholder}
          />
        </div>
        <SortSelect value={params.sort} onChange={(sort) => onChange({ sort })} />
      </div>
      <CategoryFilter
        categories={categories}
        value={params.categoryId}
        onChange={(categoryId) => onChange({ categoryId })}
      />
    </div>
  );
}
