/**
 * 'Juegos y guías' and 'Suscriptores': what readers did in the period, from
 * the report's goals (services/analytics/goalReport.ts). Each list is a table
 * a screen reader can read, narrow enough for a phone, with a sentence when
 * there is nothing to show.
 */
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { GAME_SLUGS } from '@crecer/domain/games';
import type { AnalyticsGoalsFragment } from '../gql/graphql';
import { fullDay } from './analyticsFormat';

const GAME_TITLES: Record<string, string> = {
  [GAME_SLUGS.PROBABLE_QUE]: 'Probable que',
  [GAME_SLUGS.VERDADERO_FALSO]: 'Verdadero o Falso',
  [GAME_SLUGS.PREGUNTAS_CONEXION]: 'Preguntas de Conexión',
  [GAME_SLUGS.DESCUBRIENDO_EMOCIONES]: 'Descubriendo Emociones',
  [GAME_SLUGS.PUZZLE_PALABRAS]: 'Puzzle de Palabras',
};

function Empty({ children }: { children: string }) {
  return (
    <Text c="dimmed" size="sm">
      {children}
    </Text>
  );
}

/** A right-aligned column header. */
function NumberHead({ children }: { children: string }) {
  return (
    <Table.Th scope="col" ta="right">
      {children}
    </Table.Th>
  );
}

/** How many of the step before went on, under the number: '25 %' (nothing when the step before had none). */
function Step({ count, of }: { count: number; of: number }) {
  return (
    <>
      {count}
      {of > 0 && (
        <Text component="span" display="block" size="xs" c="dimmed">
          {Math.round((count / of) * 100)} %
        </Text>
      )}
    </>
  );
}

function Games({ goals }: { goals: AnalyticsGoalsFragment }) {
  const played = goals.games.filter((row) => row.started > 0 || row.finished > 0);
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm" id="goal-games">
        Juegos
      </Title>
      {played.length === 0 ? (
        <Empty>Nadie empezó un juego en este periodo.</Empty>
      ) : (
        <Table aria-labelledby="goal-games" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Juego</Table.Th>
              <NumberHead>Empezados</NumberHead>
              <NumberHead>Terminados</NumberHead>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {played.map((row) => (
              <Table.Tr key={row.game}>
                <Table.Th scope="row" fw={400}>
                  {GAME_TITLES[row.game] ?? row.game}
                </Table.Th>
                <Table.Td ta="right">{row.started}</Table.Td>
                <Table.Td ta="right">{row.finished}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

function PaidGuides({ goals }: { goals: AnalyticsGoalsFragment }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb={4} id="goal-paid-guides">
        Guías pagas: de la vista a la compra
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Vistas de la guía, clics en «Comprar» y compras aprobadas.
      </Text>
      {goals.paidGuides.length === 0 ? (
        <Empty>Nadie abrió una guía paga en este periodo.</Empty>
      ) : (
        // Narrow cells and titles that wrap: four columns fit a 390 px phone.
        <Table aria-labelledby="goal-paid-guides" verticalSpacing="xs" horizontalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Guía</Table.Th>
              <NumberHead>Vistas</NumberHead>
              <NumberHead>Clics en Comprar</NumberHead>
              <NumberHead>Compras</NumberHead>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {goals.paidGuides.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Th scope="row" fw={400} style={{ overflowWrap: 'anywhere' }}>
                  {row.title}
                </Table.Th>
                <Table.Td ta="right">{row.views}</Table.Td>
                <Table.Td ta="right">
                  <Step count={row.buyClicks} of={row.views} />
                </Table.Td>
                <Table.Td ta="right">
                  <Step count={row.purchases} of={row.buyClicks} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

function FreeGuides({ goals }: { goals: AnalyticsGoalsFragment }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm" id="goal-free-guides">
        Guías gratuitas descargadas
      </Title>
      {goals.freeGuides.length === 0 ? (
        <Empty>Nadie descargó una guía gratuita en este periodo.</Empty>
      ) : (
        <Table aria-labelledby="goal-free-guides" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Guía</Table.Th>
              <NumberHead>Descargas</NumberHead>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {goals.freeGuides.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Th scope="row" fw={400}>
                  {row.title}
                </Table.Th>
                <Table.Td ta="right">{row.downloads}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

function GamesAndGuides({ goals }: { goals: AnalyticsGoalsFragment }) {
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Games goals={goals} />
        <FreeGuides goals={goals} />
      </SimpleGrid>
      <PaidGuides goals={goals} />
    </Stack>
  );
}

function NewsletterGrowth({ goals }: { goals: AnalyticsGoalsFragment }) {
  const { newsletter } = goals;
  const moved = newsletter.weeks.filter((week) => week.confirmed > 0 || week.unsubscribed > 0);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb={4} id="goal-newsletter-weeks">
          Suscriptores por semana
        </Title>
        <Text size="sm" mb="sm">
          {newsletter.confirmed} confirmaron su suscripción y {newsletter.unsubscribed} se dieron de baja en el periodo.
        </Text>
        {moved.length === 0 ? (
          <Empty>No hubo altas ni bajas en este periodo.</Empty>
        ) : (
          <Table aria-labelledby="goal-newsletter-weeks" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Semana del</Table.Th>
                <NumberHead>Altas</NumberHead>
                <NumberHead>Bajas</NumberHead>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...moved].reverse().map((week) => (
                <Table.Tr key={week.weekStart}>
                  <Table.Th scope="row" fw={400}>
                    {fullDay(week.weekStart)}
                  </Table.Th>
                  <Table.Td ta="right">{week.confirmed}</Table.Td>
                  <Table.Td ta="right">{week.unsubscribed}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm" id="goal-newsletter-campaigns">
          Envíos a suscriptores
        </Title>
        {newsletter.campaigns.length === 0 ? (
          <Empty>No empezó ningún envío en este periodo.</Empty>
        ) : (
          <Table aria-labelledby="goal-newsletter-campaigns" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Envío</Table.Th>
                <NumberHead>Recibieron</NumberHead>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {newsletter.campaigns.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Th scope="row" fw={400}>
                    <Text size="sm">{row.title}</Text>
                    <Text size="xs" c="dimmed">
                      {new Date(String(row.startedAt)).toLocaleDateString('es-AR')}
                    </Text>
                  </Table.Th>
                  <Table.Td ta="right">
                    {row.sent} de {row.recipients}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
    </SimpleGrid>
  );
}

/** Both, as one region of the screen (its e2e screenshots it). */
export function GoalSections({ goals }: { goals: AnalyticsGoalsFragment }) {
  return (
    <Stack component="section" gap="lg" aria-label="Juegos, guías y suscriptores">
      <GamesAndGuides goals={goals} />
      <NewsletterGrowth goals={goals} />
    </Stack>
  );
}
