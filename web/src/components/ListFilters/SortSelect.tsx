import { PlainSelect } from '../PlainField/PlainSelect';
import { SORT_OPTIONS, type SortParam } from './listParams';
import { useValueBeforeHydration } from './useValueBeforeHydration';

interface SortSelectProps {
  value: SortParam;
  onChange: (sort: SortParam) => void;
}

const isSortParam = (value: string): value is SortParam => SORT_OPTIONS.some((option) => option.value === value);

/** 'Más recientes' (default) or 'Más antiguos', by creation date. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const choose = (next: string) => {
    if (isSortParam(next)) onChange(next);
  };
  const selectRef = useValueBeforeHydration<HTMLSelectElement>(value, choose);
  return (
    <PlainSelect
      ref={selectRef}
      label="Ordenar por"
      value={value}
      onChange={(event) => choose(event.currentTarget.value)}
      options={SORT_OPTIONS}
    />
  );
}
