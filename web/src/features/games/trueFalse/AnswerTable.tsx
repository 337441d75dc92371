import { Badge, Table } from '@mantine/core';
import type { AnswerRow } from './trueFalse';

const label = (value: boolean | null) => (value === null ? '—' : value ? 'Verdadero' : 'Falso');

/**
 * On a phone the table scrolls sideways: its viewport takes keyboard focus (and a name)
 * so a keyboard user can scroll it too (axe: scrollable-region-focusable).
 */
const SCROLL_AREA_PROPS = {
  viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Tabla de respuestas familiares' },
};

/** 'Ver Respuestas Familiares': the family's answers against the truth. */
export function AnswerTable({ rows }: { rows: readonly AnswerRow[] }) {
  return (
    <Table.ScrollContainer minWidth={340} scrollAreaProps={SCROLL_AREA_PROPS}>
      <Table striped verticalSpacing="sm" fz="md">
        {/* Mantine's caption grey (dimmed, gray-6) reads 3.3:1 on white; gray-7 passes WCAG AA. */}
        <Table.Caption c="gray.7">Respuestas familiares comparadas con la respuesta correcta</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Pregunta</Table.Th>
            <Table.Th scope="col">Respuesta familiar</Table.Th>
            <Table.Th scope="col">Respuesta correcta</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.text}</Table.Td>
              <Table.Td>
                {label(row.answer)}{' '}
                {row.correct !== null && (
                  <Badge color={row.correct ? 'teal' : 'red'} variant="light">
                    {row.correct ? 'Correcta' : 'Incorrecta'}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{label(row.truth)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
