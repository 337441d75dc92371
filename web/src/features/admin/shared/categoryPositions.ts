import type { CategoryPosition } from '../gql/graphql';

/** Spec §3: the badge corner options, top-right first because it is the default. */
export const CATEGORY_POSITION_OPTIONS: { value: CategoryPosition; label: string }[] = [
  { value: 'TOP_RIGHT', label: 'Arriba a la Derecha' },
  { value: 'TOP_LEFT', label: 'Arriba a la Izquierda' },
  { value: 'BOTTOM_RIGHT', label: 'Abajo a la Derecha' },
  { value: 'BOTTOM_LEFT', label: 'Abajo a la Izquierda' },
];

export const DEFAULT_CATEGORY_POSITION: CategoryPosition = 'TOP_RIGHT';

export function isCategoryPosition(value: string | null): value is CategoryPosition {
  return CATEGORY_POSITION_OPTIONS.some((option) => option.value === value);
}
