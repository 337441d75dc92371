import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArticle, IconBook2, IconCategory, IconDeviceGamepad2, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { adminPaths } from '../adminPaths';
import { PageHeader } from '../shared/PageHeader';
import { BackupCard } from './BackupCard';
import { ConnectionCard } from './ConnectionCard';
import { CountCard } from './CountCard';
import { DemoContentCard } from './DemoContentCard';
import { FailedJobsAlert } from './FailedJobsAlert';
import { PaidGuidesRiskAlert } from './PaidGuidesRiskAlert';
import { ScheduledCard } from './ScheduledCard';
import { ScheduledJobsCard } from './ScheduledJobsCard';
import { DashboardCountsQuery } from './dashboardQueries';
import { loadedByRoute } from '../routeData/screenLoader';

const QUICK_LINKS = [
  { label: 'Nuevo Artículo', href: adminPaths.articleNew.getHref() },
  { label: 'Nueva Guía', href: adminPaths.guideNew.getHref() },
  { label: 'Gestionar Categorías', href: adminPaths.categories.getHref() },
  { label: 'Nueva Pregunta de Juego', href: adminPaths.gameNew.getHref() },
];

export function DashboardPage() {
  const { data, loading } = useQuery(DashboardCountsQuery, loadedByRoute);
  const counts = data?.dashboardCounts;
  // A spinner while the counts load; spec: they fall back to 0 when they cannot be loaded.
  const count = (value: number | undefined): number | null => (loading && !counts ? null : (value ?? 0));

  return (
    <Stack gap="lg">
      <PageHeader title="Dashboard" description="Resumen del contenido de Crecer en Familia." />
      <FailedJobsAlert />
      <PaidGuidesRiskAlert />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <CountCard
          title="Artículos Publicados"
          count={count(counts?.publishedArticles)}
          icon={IconArticle}
          links={[{ label: 'Ver artículos', href: adminPaths.articles.getHref() }]}
        />
        <CountCard
          title="Guías Disponibles"
          count={count(counts?.availableGuides)}
          icon={IconBook2}
          links={[{ label: 'Ver guías', href: adminPaths.guides.getHref() }]}
        />
        <CountCard
          title="Contenido de Juegos"
          count={count(counts ? counts.gameQuestions + counts.puzzleWords : undefined)}
          icon={IconDeviceGamepad2}
          links={[
            { label: 'Preguntas', href: adminPaths.games.getHref() },
            { label: 'Rompecabezas', href: adminPaths.puzzleWords.getHref() },
          ]}
        />
        <CountCard
          title="Categorías Creadas"
          count={count(counts?.categories)}
          icon={IconCategory}
          links={[{ label: 'Ver categorías', href: adminPaths.categories.getHref() }]}
        />
      </SimpleGrid>
      <ScheduledCard />
      <DemoContentCard />
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="quick-access-title">
        <Title order={2} size="h4" id="quick-access-title" mb="sm">
          Accesos rápidos
        </Title>
        <Group>
          {QUICK_LINKS.map((link) => (
            <Button
              key={link.href}
              component={Link}
              to={link.href}
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {link.label}
            </Button>
          ))}
        </Group>
      </Paper>
      <BackupCard />
      <ScheduledJobsCard />
      <ConnectionCard />
      <Alert variant="light" title="¡Bienvenida al panel de administración!">
        <Text size="sm">
          Desde aquí puedes gestionar artículos, guías, juegos y categorías, revisar las estadísticas del contenido y
          editar los textos e imágenes del sitio. Los cambios publicados se ven de inmediato en el sitio público.
        </Text>
      </Alert>
    </Stack>
  );
}
