import { Alert, List, Pagination, Stack, Table, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { SKIP_REASON_LABELS } from '@crecer/domain/subscriberImportRules';
import { EmailAddress } from '../../../components/EmailAddress/EmailAddress';
import { countLabel } from '../shared/countLabel';
import type { SubscriberImportReport } from './useImportSubscribersMutation';

/** Skipped lines per page of the report: a phone shows them without scrolling far. */
export const REPORT_PAGE_SIZE = 10;

interface ImportReportProps {
  report: SubscriberImportReport;
  consented: boolean;
}

/** What an import did: how many were added, how many lines were skipped and why, and which. */
export function ImportReport({ report, consented }: ImportReportProps) {
  const [page, setPage] = useState(1);
  const pages = Math.ceil(report.skippedLines.length / REPORT_PAGE_SIZE);
  const shown = report.skippedLines.slice((page - 1) * REPORT_PAGE_SIZE, page * REPORT_PAGE_SIZE);
  const added = countLabel(report.added, 'dirección agregada', 'direcciones agregadas');

  return (
    <Stack gap="md" aria-label="Resultado de la importación" role="region">
      <Alert color="teal" icon={<IconCircleCheck aria-hidden />} title={added}>
        {consented
          ? 'Quedaron confirmadas: recibirán tus próximos artículos.'
          : `Quedaron pendientes hasta que confirmen con el enlace que les enviamos.${
              report.confirmationsLater > 0
                ? ` ${countLabel(report.confirmationsLater, 'e-mail de confirmación sale', 'e-mails de confirmación salen')} en las próximas horas (se envía un máximo por hora).`
                : ''
            }`}
      </Alert>
      {report.skipped > 0 ? (
        <Stack gap="xs">
          <Text fw={600}>{countLabel(report.skipped, 'línea omitida', 'líneas omitidas')}:</Text>
          <List size="sm" spacing={4}>
            {report.skippedByReason.map((entry) => (
              <List.Item key={entry.reason}>
                {entry.count} · {SKIP_REASON_LABELS[entry.reason]}
              </List.Item>
            ))}
          </List>
          <Table.ScrollContainer minWidth={320}>
            <Table striped fz="sm" verticalSpacing={4} aria-label="Líneas omitidas">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Línea</Table.Th>
                  <Table.Th>E-mail</Table.Th>
                  <Table.Th>Motivo</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((line) => (
                  <Table.Tr key={line.line}>
                    <Table.Td>{line.line}</Table.Td>
                    {/* Breaks after '@' and before dots, mid-word only when one part is wider than the phone. */}
                    <Table.Td style={{ overflowWrap: 'break-word' }}>
                      {line.value ? <EmailAddress address={line.value} /> : '(vacío)'}
                    </Table.Td>
                    <Table.Td>{SKIP_REASON_LABELS[line.reason]}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              size="sm"
              siblings={0}
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? 'Líneas anteriores' : 'Líneas siguientes',
              })}
              getItemProps={(n) => ({ 'aria-label': `Líneas omitidas, página ${n}` })}
            />
          )}
          {report.skippedLines.length < report.skipped && (
            <Text size="sm" c="gray.7">
              Se muestran las primeras {report.skippedLines.length} líneas omitidas.
            </Text>
          )}
        </Stack>
      ) : (
        <Text size="sm">No se omitió ninguna línea.</Text>
      )}
    </Stack>
  );
}
