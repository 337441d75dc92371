import { Badge, Table } from '@mantine/core';
import classes from './AnswerTable.module.css';
import type { AnswerRow } from './trueFalse';

const label = (value: boolean | null) => (value === null ? '—' : value ? 'Verdadero' : 'Falso');

/** A cell's column name, shown inside the cell where the rows stack (phones); screen readers hear the header. */
function CellLabel({ children }: { children: string }) {
  return (
    <span className={classes.cellLabel} aria-hidden="true">
      {children}:{' '}
    </span>
  );
}

/**
 * 'Ver Respuestas Familiares': the family's answers against the truth. A table on wide screens,
 * stacked rows on phones (AnswerTable.module.css); the roles are explicit because a table whose
 * display changes loses its implicit ones in some browsers.
 */
export function AnswerTable({ rows }: { rows: readonly AnswerRow[] }) {
  return (
    <div className={classes.frame}>
      <Table striped verticalSpacing="sm" fz="md" role="table" className={classes.table}>
        {/* Mantine's caption grey (dimmed, gray-6) reads 3.3:1 on white; gray-7 passes WCAG AA. */}
        <Table.Caption c="gray.7">Respuestas familiares comparadas con la respuesta correcta</Table.Caption>
        <Table.Thead role="rowgroup">
          <Table.Tr role="row">
            <Table.Th scope="col" role="columnheader">
              Pregunta
            </Table.Th>
            <Table.Th scope="col" role="columnheader">
              Respuesta familiar
            </Table.Th>
            <Table.Th scope="col" role="columnheader">
              Respuesta correcta
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody role="rowgroup">
          {rows.map((row) => (
            <Table.Tr key={row.id} role="row">
              <Table.Td role="cell" className={classes.question}>
                {row.text}
              </Table.Td>
              <Table.Td role="cell">
                <CellLabel>Respuesta familiar</CellLabel>
                {label(row.answer)}{' '}
                {row.correct !== null && (
                  <Badge color={row.correct ? 'teal' : 'red'} variant="light">
                    {row.correct ? 'Correcta' : 'Incorrecta'}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td role="cell">
                <CellLabel>Respuesta correcta</CellLabel>
                {label(row.truth)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
