import { useQuery } from '@apollo/client/react';
import { Alert, Button, Center, Chip, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import type { AnalyticsPeriod, AnalyticsRangeInput } from '../gql/graphql';
import { errorMessage, isSessionError } from '../shared/graphqlErrors';
import { notifyError } from '../shared/notify';
import { PageHeader } from '../shared/PageHeader';
import { comparedWith, fullDay } from './analyticsFormat';
import { DailyTraffic, Sources, TopContent, Totals } from './TrafficSections';
import { SearchesWithoutResults } from './SearchesWithoutResults';
import { GoalSections } from './GoalSections';
import { AnalyticsPageQuery, FIRST_PERIOD } from './analyticsQueries';
import { loadedByRoute } from '../routeData/screenLoader';

const PERIODS: { value: AnalyticsPeriod; label: string }[] = [
  { value: 'LAST_7_DAYS', label: '7 días' },
  { value: 'LAST_30_DAYS', label: '30 días' },
  { value: 'LAST_90_DAYS', label: '90 días' },
  { value: 'CUSTOM', label: 'Personalizado' },
];

function PrivacyNote() {
  return (
    <Alert variant="light" color="gray" icon={<IconShieldCheck aria-hidden />} title="Qué se cuenta y qué no">
      <Text size="sm">
        Se cuentan las páginas que se abren en el sitio, de qué sitio llega cada visita (por ejemplo WhatsApp o Google)
        y las etiquetas utm de tus enlaces; qué se busca en artículos y guías y cuántos resultados encuentra, sin
        guardar quién lo buscó; los juegos empezados y terminados, los clics en «Comprar», las compras aprobadas y las
        descargas de guías gratuitas; y las altas y bajas de suscriptores. No se usan cookies nuevas ni servicios de
        terceros, y las estadísticas no guardan direcciones IP: cada visitante se reconoce solo durante el día con un
        código que cambia a diario y se borra a las 48 horas. Para no contar dos veces lo mismo y frenar abusos, la
        conexión se recuerda un rato y luego se borra, como explica la página de privacidad. Se guardan únicamente los
        totales de cada día.
      </Text>
    </Alert>
  );
}

/** 'Estadísticas de Visitas': the site's traffic for a period, from the daily totals (services/analytics). */
export function AnalyticsPage() {
  const [period, setPeriod] = useState<AnalyticsPeriod>(FIRST_PERIOD);
  // The custom fields start from the period on screen, whose days the server
  // counts on the site's clock: the browser's may already be on tomorrow.
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [custom, setCustom] = useState<AnalyticsRangeInput | null>(null);
  const [lastRolling, setLastRolling] = useState<AnalyticsPeriod>(FIRST_PERIOD);
  const range: AnalyticsRangeInput =
    period === 'CUSTOM' && custom ? custom : { period: period === 'CUSTOM' ? lastRolling : period };
  const { data, previousData, loading, error } = useQuery(AnalyticsPageQuery, {
    variables: { range },
    ...loadedByRoute,
  });
  const report = (data ?? previousData)?.analyticsReport;
  /** The site's today: where every rolling period ends (kept while a custom one shows). */
  const [today, setToday] = useState<string | undefined>(undefined);
  const rollingTo = data && range.period !== 'CUSTOM' ? data.analyticsReport.to : undefined;
  if (rollingTo && rollingTo !== today) setToday(rollingTo);

  const choosePeriod = (value: string | string[]) => {
    const next = PERIODS.find((p) => p.value === value)?.value ?? 'LAST_30_DAYS';
    if (next === 'CUSTOM' && !custom && report) {
      setFrom(report.from);
      setTo(report.to);
      setCustom({ period: 'CUSTOM', from: report.from, to: report.to });
    }
    if (next !== 'CUSTOM') setLastRolling(next);
    setPeriod(next);
  };

  useEffect(() => {
    if (error && !isSessionError(error)) notifyError('Error al Cargar Estadísticas', errorMessage(error));
  }, [error]);

  const showCustom = (event: FormEvent) => {
    event.preventDefault();
    setCustom({ period: 'CUSTOM', from, to });
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title="Estadísticas de Visitas"
        description="Cuántas personas leen el sitio, qué leen y de dónde llegan."
      />
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          {/* Chips wrap on a phone where a segmented control would cut 'Personalizado' off. */}
          <Chip.Group multiple={false} value={period} onChange={choosePeriod}>
            <Group gap="xs" role="radiogroup" aria-label="Periodo">
              {PERIODS.map((option) => (
                <Chip key={option.value} value={option.value} type="radio">
                  {option.label}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {period === 'CUSTOM' && (
            <form onSubmit={showCustom}>
              <Group align="flex-end" gap="sm" wrap="wrap">
                <TextInput
                  type="date"
                  label="Desde"
                  value={from}
                  max={to}
                  onChange={(e) => setFrom(e.currentTarget.value)}
                />
                <TextInput
                  type="date"
                  label="Hasta"
                  value={to}
                  min={from}
                  max={today}
                  onChange={(e) => setTo(e.currentTarget.value)}
                />
                <Button type="submit">Ver periodo</Button>
              </Group>
            </form>
          )}
          {report && (
            <Text size="sm" c="dimmed" role="status">
              Del {fullDay(report.from)} al {fullDay(report.to)}, {comparedWith(report.days.length)}.
            </Text>
          )}
        </Stack>
      </Paper>
      {loading && !report ? (
        <Center py="xl">
          <Loader aria-label="Cargando estadísticas" />
        </Center>
      ) : error && !report ? (
        <Alert color="red" title="Error al Cargar Estadísticas">
          {errorMessage(error)}
        </Alert>
      ) : report ? (
        <>
          {error && (
            <Alert color="red" title="No se pudo mostrar ese periodo">
              {errorMessage(error)}
            </Alert>
          )}
          <Totals report={report} />
          <DailyTraffic report={report} />
          <TopContent report={report} />
          <Sources report={report} />
          <SearchesWithoutResults report={report} />
          <GoalSections goals={report} />
        </>
      ) : null}
      <PrivacyNote />
    </Stack>
  );
}
