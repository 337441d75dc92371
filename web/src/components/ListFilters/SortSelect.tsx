import { NativeSelect } from '@mantine/core';
import { SORT_OPTIONS, type SortParam } from './listParams';

interface SortSelectProps {
  value: SortParam;
  onChange: (sort: SortParam) => void;
}

const isSortParam = (value: string): value is SortParam => SORT_OPTIONS.some((option) => option.value === value);

/** 'Más recientes' (default) or 'Más antiguos', by creation date. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  return (
    <NativeSelect
      label="Ordenar por"
      value={value}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isSortParam(next)) onChange(next);
      }}
      data={SORT_OPTIONS.map(({ value: optionValue, label }) => ({ value: optionValue, label }))}
    />
  );
}
