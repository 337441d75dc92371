import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { Badge, Box, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { AnalyticsPageQuery } from '../gql/graphql';
import { changeText, fullDay, shortDay } from './analyticsFormat';

type Report = AnalyticsPageQuery['analyticsReport'];

function Total({ label, total }: { label: string; total: Report['visitors'] }) {
  const color = (total.changePercent ?? 0) > 0 ? 'teal' : (total.changePercent ?? 0) < 0 ? 'red' : 'gray';
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={32} fw={700} lh={1.2}>
        {total.current.toLocaleString('es-AR')}
      </Text>
      <Text size="sm" c={`${color}.9`}>
        {changeText(total.changePercent)}
      </Text>
      <Text size="xs" c="dimmed">
        Periodo anterior: {total.previous.toLocaleString('es-AR')}
      </Text>
    </Paper>
  );
}

export function Totals({ report }: { report: Report }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <Total label="Visitantes (únicos por día)" total={report.visitors} />
      <Total label="Vistas de página" total={report.views} />
    </SimpleGrid>
  );
}

/** The chart for the eye and the same numbers as a table for everyone (a screen reader reads the table). */
export function DailyTraffic({ report }: { report: Report }) {
  const data = report.days.map((row) => ({ dia: shortDay(row.day), Visitantes: row.visitors, Vistas: row.views }));
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Title order={2} size="h4" id="traffic-per-day">
          Visitas por día
        </Title>
        <Box
          component="figure"
          m={0}
          aria-label="Gráfico de visitantes y vistas por día; los mismos números están en la tabla"
        >
          <AreaChart
            h={220}
            data={data}
            dataKey="dia"
            curveType="linear"
            withDots={data.length <= 31}
            series={[
              { name: 'Visitantes', color: 'teal.7' },
              { name: 'Vistas', color: 'indigo.6' },
            ]}
          />
        </Box>
        <Table.ScrollContainer minWidth={260}>
          <Table striped stickyHeader aria-labelledby="traffic-per-day">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Día</Table.Th>
                <Table.Th scope="col" ta="right">
                  Visitantes
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Vistas
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...report.days].reverse().map((row) => (
                <Table.Tr key={row.day}>
                  <Table.Th scope="row" fw={400}>
                    {fullDay(row.day)}
                  </Table.Th>
                  <Table.Td ta="right">{row.visitors}</Table.Td>
                  <Table.Td ta="right">{row.views}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}

function Empty({ children }: { children: string }) {
  return (
    <Text c="dimmed" size="sm">
      {children}
    </Text>
  );
}

export function TopContent({ report }: { report: Report }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm" id="top-content">
        Lo más leído
      </Title>
      {report.topContent.length === 0 ? (
        <Empty>Nadie leyó artículos ni guías en este periodo.</Empty>
      ) : (
        <Table aria-labelledby="top-content" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Título</Table.Th>
              <Table.Th scope="col" ta="right">
                Vistas
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.topContent.map((row) => (
              <Table.Tr key={`${row.contentType}-${row.id}`}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    {/* 'sm', not 'xs': an 'xs' badge writes 9 px and cut 'Artículo' to 'ARTÍ…' on a phone. */}
                    <Badge
                      size="sm"
                      variant="light"
                      color={row.contentType === 'GUIDE' ? 'grape' : 'teal'}
                      mt={2}
                      style={{ flexShrink: 0 }}
                    >
                      {row.contentType === 'GUIDE' ? 'Guía' : 'Artículo'}
                    </Badge>
                    <Text size="sm">{row.title}</Text>
                  </Group>
                </Table.Td>
                <Table.Td ta="right">{row.views}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

export function Sources({ report }: { report: Report }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm" id="traffic-sources">
          De dónde llegan
        </Title>
        {report.sources.length === 0 ? (
          <Empty>Todavía no hay llegadas registradas en este periodo.</Empty>
        ) : (
          <Table aria-labelledby="traffic-sources" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Origen</Table.Th>
                <Table.Th scope="col" ta="right">
                  Visitas
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.sources.map((row) => (
                <Table.Tr key={row.name}>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td ta="right">{row.visits}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm" id="traffic-campaigns">
          Campañas (utm)
        </Title>
        {report.campaigns.length === 0 ? (
          <Empty>Ningún enlace con utm_source o utm_campaign trajo visitas en este periodo.</Empty>
        ) : (
          <Table aria-labelledby="traffic-campaigns" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Fuente</Table.Th>
                <Table.Th scope="col">Campaña</Table.Th>
                <Table.Th scope="col" ta="right">
                  Visitas
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.campaigns.map((row) => (
                <Table.Tr key={`${row.utmSource}|${row.utmCampaign}`}>
                  <Table.Td>{row.utmSource || '—'}</Table.Td>
                  <Table.Td>{row.utmCampaign || '—'}</Table.Td>
                  <Table.Td ta="right">{row.visits}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
    </SimpleGrid>
  );
}
