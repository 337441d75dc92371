import { Button, Group, NativeSelect } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

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

/** Spec: narrower than 768 px the buttons become a dropdown. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

/**
 * Category buttons ('Todos' first) on wide screens, a dropdown on phones. The
 * width is unknown while rendering on the server, so the first render always
 * shows the buttons and the query is read in an effect.
 */
export function CategoryFilter({ categories, value, onChange }: CategoryFilterProps) {
  const isMobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: true });

  if (isMobile) {
    return (
      <NativeSelect
        label="Categoría"
        value={value ?? ALL}
        onChange={(event) => onChange(event.currentTarget.value === ALL ? null : event.currentTarget.value)}
        data={[
          { value: ALL, label: 'Todas las categorías' },
          ...categories.map((category) => ({ value: category.id, label: category.name })),
        ]}
      />
    );
  }

  return (
    <Group gap="xs" role="group" aria-label="Filtrar por categoría">
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
    </Group>
  );
}
