import { Button } from '@mantine/core';
import ui from '../Plain/Plain.module.css';
import { PlainSelect } from '../PlainField/PlainSelect';
import { useValueBeforeHydration } from '../ListFilters/useValueBeforeHydration';
import classes from './CategoryFilter.module.css';

export interface CategoryOption {
  id: string;
  name: string;
}

interface CategoryFilterProps {
  categories: CategoryOption[];
  /** Selected category id; null for all. */
  value: string | null;
  onChange: (categoryId: string | null) => void;
}

/** Select items must never have an empty value (spec), so "all" has its own. */
const ALL = 'todas';

/**
 * The option for a category in the address that no longer exists (an old
 * link): a <select> cannot show a value it has no option for, and would fall
 * back to 'Todas las categorías', unlike the list below it.
 */
export const MISSING_CATEGORY_LABEL = 'Categoría no disponible';

/**
 * Category buttons ('Todos' first) on wide screens, a dropdown narrower than
 * 768 px (spec). Both are rendered and CSS picks one (Mantine's `sm`
 * breakpoint is 48em = 768 px): the server cannot know the width, so choosing
 * in JavaScript would show phones the buttons until hydration and then swap
 * them, shifting the page.
 */
export function CategoryFilter({ categories, value, onChange }: CategoryFilterProps) {
  const choose = (selected: string) => onChange(selected === ALL ? null : selected);
  const selectRef = useValueBeforeHydration<HTMLSelectElement>(value ?? ALL, choose);
  return (
    <>
      <PlainSelect
        ref={selectRef}
        hiddenFromSm
        label="Categoría"
        value={value ?? ALL}
        onChange={(event) => choose(event.currentTarget.value)}
        options={[
          { value: ALL, label: 'Todas las categorías' },
          ...categories.map((category) => ({ value: category.id, label: category.name })),
          ...(value !== null && !categories.some((category) => category.id === value)
            ? [{ value, label: MISSING_CATEGORY_LABEL }]
            : []),
        ]}
      />
      <CategoryButtons categories={categories} value={value} onChange={onChange} />
    </>
  );
}

function CategoryButtons({ categories, value, onChange }: CategoryFilterProps) {
  return (
    <div role="group" aria-label="Filtrar por categoría" className={`${ui.group} ${ui.gapXs} ${classes.buttons}`}>
      <Button
        size="xs"
        radius="xl"
        variant={value === null ? 'filled' : 'default'}
        aria-pressed={value === null}
        onClick={() => onChange(null)}
      >
        Todos
      </Button>
      {categories.map((category) => (
        <Button
          key={category.id}
          size="xs"
          radius="xl"
          variant={value === category.id ? 'filled' : 'default'}
          aria-pressed={value === category.id}
          onClick={() => onChange(category.id)}
        >
          {category.name}
        </Button>
      ))}
    </div>
  );
}
