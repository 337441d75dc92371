import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FailedJobsAlert } from './FailedJobsAlert';
import { ScheduledJobsCard } from './ScheduledJobsCard';
import { ScheduledJobsQuery, type ScheduledJob } from './useScheduledJobs';

/** As the server answers it: the cache keeps the type name. */
type CachedJob = ScheduledJob & { __typename: 'ScheduledJob' };

const job = (overrides: Partial<ScheduledJob>): CachedJob => ({
  __typename: 'ScheduledJob',
  name: 'scheduled-backup',
  label: 'Copia de seguridad',
  lastStartedAt: '2031-03-02T06:00:00Z',
  lastFinishedAt: '2031-03-02T06:01:00Z',
  lastStatus: 'SUCCEEDED',
  lastError: null,
  lastSummary: null,
  failuresInRow: 0,
  nextRunAt: '2031-03-03T06:00:00Z',
  ...overrides,
});

function render(jobs: CachedJob[]) {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  client.writeQuery({ query: ScheduledJobsQuery, data: { scheduledJobs: jobs } });
  return renderToString(
    <ApolloProvider client={client}>
      <MantineProvider>
        <FailedJobsAlert />
        <ScheduledJobsCard />
      </MantineProvider>
    </ApolloProvider>,
  );
}

describe('the scheduled jobs on the dashboard', () => {
  it('lists each job with its last run, status, next run and, for a failure, the reason', () => {
    const html = render([
      job({}),
      job({
        name: 'housekeeping',
        label: 'Limpieza de datos vencidos',
        lastStatus: 'FAILED',
        lastError: 'Sin conexión con la base de datos',
        failuresInRow: 2,
      }),
      job({
        name: 'mail-sweep',
        label: 'Revisión de e-mails pendientes',
        lastStartedAt: null,
        lastFinishedAt: null,
        lastStatus: null,
      }),
    ]);
    expect(html).toContain('Tareas programadas');
    expect(html.match(/<li/g)).toHaveLength(3);
    expect(html.match(/Última ejecución: 2 mar 2031/g)).toHaveLength(2);
    expect(html).toMatch(/Última ejecución: 2 mar 2031, 3:00/);
    expect(html).toMatch(/Próxima: 3 mar 2031, 3:00/);
    for (const badge of ['Correcta', 'Falló', 'Nunca se ejecutó']) expect(html).toContain(badge);
    expect(html).toContain('Motivo: Sin conexión con la base de datos Falló 2 veces seguidas.');
    expect(html).toContain('Una tarea programada falló');
    expect(html).toContain(
      'Falló «Limpieza de datos vencidos». El sitio sigue funcionando y la tarea se volverá a intentar sola.',
    );
  });

  it("shows what a run had to tell her under the job's status", () => {
    const summary = 'No se pudo preparar la portada de «Rabietas».';
    const html = render([job({ name: 'image-copies', label: 'Copias livianas', lastSummary: summary }), job({})]);
    expect(html.match(/No se pudo preparar/g)).toHaveLength(1);
    expect(html).toContain('No se pudo preparar la portada de «Rabietas».');
    expect(html).not.toContain('Una tarea programada falló');
  });

  it('shows no warning while every job is fine', () => {
    const html = render([job({}), job({ name: 'housekeeping', label: 'Limpieza', lastStatus: 'RUNNING' })]);
    expect(html).toContain('En curso');
    expect(html).not.toContain('Una tarea programada falló');
    expect(html).not.toContain('Motivo:');
  });
});
