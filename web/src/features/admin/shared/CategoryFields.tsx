import { Select, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CategoryPosition } from '../gql/graphql';
import { CATEGORY_POSITION_OPTIONS, isCategoryPosition } from './categoryPositions';
import { NoCategoriesNotice } from './NoCategoriesNotice';
import { useCategoryOptions } from './useCategoryOptions';

interface CategoryFieldsProps {
  categoryId: string | null;
  onCategoryChange: (id: string | null) => void;
  categoryError?: ReactNode;
  position: CategoryPosition | null;
  onPositionChange: (position: CategoryPosition | null) => void;
  positionError?: ReactNode;
  positionLabel: string;
}

/** Category and badge-position selectors shared by the article and guide forms. */
export function CategoryFields(props: CategoryFieldsProps) {
  const { options, loading, loaded } = useCategoryOptions();
  return (
    <Stack gap="md">
      {loaded && options.length === 0 ? (
        <NoCategoriesNotice />
      ) : (
        <Select
          label="Categoría"
          placeholder={loading ? 'Cargando categorías…' : 'Selecciona una categoría'}
          data={options}
          value={props.categoryId}
          onChange={props.onCategoryChange}
          error={props.categoryError}
          searchable
          nothingFoundMessage="Sin coincidencias"
          required
        />
      )}
      <Select
        label={props.positionLabel}
        placeholder="Selecciona una posición"
        data={CATEGORY_POSITION_OPTIONS}
        value={props.position}
        onChange={(value) => props.onPositionChange(isCategoryPosition(value) ? value : null)}
        error={props.positionError}
        clearable
        required
      />
    </Stack>
  );
}
