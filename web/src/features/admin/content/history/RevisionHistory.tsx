import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Drawer, Grid, Loader, NavLink, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconHistory } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { graphql } from '../../gql';
import { errorMessage } from '../../shared/graphqlErrors';
import { CLOSE_BUTTON_PROPS } from '../../shared/modalProps';
import { usePublishingClock } from '../../shared/usePublishingClock';
import type { AdminContentKind } from '../contentKind';
import { contentTypeOf, formatRevisionDate, REVISIONS_PAGE_SIZE, revisionDetail } from './revisionHistory';
import { RevisionComparison } from './RevisionComparison';
import classes from './RevisionHistory.module.css';
import { useRestoreRevisionMutation } from './useRestoreRevisionMutation';

const AdminContentRevisionsQuery = graphql(/* GraphQL */ `
  query AdminContentRevisions($contentType: ContentType!, $id: ID!, $input: AdminListInput) {
    contentRevisions(contentType: $contentType, id: $id, input: $input) {
      items {
        id
        title
        status
        createdAt
        authorEmail
      }
      totalCount
      pageCount
      page
    }
  }
`);

interface RevisionHistoryProps {
  kind: AdminContentKind;
  /** The saved item the form edits. */
  id: string;
}

/**
 * 'Historial' in an article's or a guide's edit form: the saved versions, newest
 * first; one chosen is compared with the current version and can be restored.
 */
export function RevisionHistory({ kind, id }: RevisionHistoryProps) {
  const [opened, setOpened] = useState(false);
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <>
      <Button variant="light" leftSection={<IconHistory size={16} aria-hidden />} onClick={() => setOpened(true)}>
        Historial
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        title="Historial de versiones"
        position="right"
        size={phone ? '100%' : 'xl'}
        closeButtonProps={CLOSE_BUTTON_PROPS}
      >
        {opened && (
          <RevisionHistoryContent kind={kind} id={id} phone={Boolean(phone)} onRestored={() => setOpened(false)} />
        )}
      </Drawer>
    </>
  );
}

function RevisionHistoryContent({
  kind,
  id,
  phone,
  onRestored,
}: RevisionHistoryProps & { phone: boolean; onRestored: () => void }) {
  const contentType = contentTypeOf(kind);
  const comparisonRef = useRef<HTMLDivElement>(null);
  const [pageSize, setPageSize] = useState(REVISIONS_PAGE_SIZE);
  const [selected, setSelected] = useState<string | null>(null);
  const { data, loading, error } = useQuery(AdminContentRevisionsQuery, {
    variables: { contentType, id, input: { page: 1, pageSize } },
    fetchPolicy: 'network-only',
  });
  const { restore, loading: restoring } = useRestoreRevisionMutation(kind, contentType);
  // Times on the site's clock, as schedules are: the same hour whatever the phone's zone.
  const clock = usePublishingClock();
  if (error) {
    return (
      <Alert color="red" title="No se pudo cargar el historial">
        {errorMessage(error)}
      </Alert>
    );
  }
  if (!data) return <Loader aria-label="Cargando historial" />;
  const { items, totalCount } = data.contentRevisions;
  const newestId = items[0]?.id;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <Stack gap="xs">
          <Text size="sm" c="gray.7">
            Cada vez que guardas queda una versión; se conservan las últimas 50. Horario: {clock.zoneName}.
          </Text>
          {items.length === 0 && <Text>Todavía no hay versiones guardadas.</Text>}
          <nav aria-label="Versiones guardadas">
            {items.map((revision) => (
              <NavLink
                key={revision.id}
                component="button"
                type="button"
                active={revision.id === selected}
                aria-current={revision.id === selected ? 'true' : undefined}
                label={formatRevisionDate(revision.createdAt, clock.timeZone)}
                description={
                  <>
                    <span className={classes.title}>{revision.title}</span>
                    <span className={classes.detail}>{revisionDetail(revision)}</span>
                  </>
                }
                // The drawer is a portal, outside the admin's darker 'dimmed'; and Mantine fades the
                // chosen one's description (opacity 0.9 on a tinted background): keep AA contrast.
                styles={{ description: { color: 'var(--mantine-color-gray-7)', opacity: 1 } }}
                rightSection={
                  revision.id === newestId ? (
                    <Badge variant="light" size="sm">
                      Actual
                    </Badge>
                  ) : undefined
                }
                onClick={() => {
                  setSelected(revision.id);
                  // On a phone the comparison is below the list: bring it on screen.
                  if (phone) requestAnimationFrame(() => comparisonRef.current?.scrollIntoView({ block: 'start' }));
                }}
              />
            ))}
          </nav>
          {items.length < totalCount && (
            <Button
              variant="subtle"
              loading={loading}
              onClick={() => setPageSize((size) => Math.min(size + REVISIONS_PAGE_SIZE, 50))}
            >
              Ver más versiones
            </Button>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7 }} ref={comparisonRef}>
        {selected ? (
          <RevisionComparison
            key={selected}
            contentType={contentType}
            revisionId={selected}
            timeZone={clock.timeZone}
            restoring={restoring}
            onRestore={async (revisionId) => {
              if (await restore(revisionId)) onRestored();
            }}
          />
        ) : (
          <Text c="gray.7">Elige una versión para compararla con la actual.</Text>
        )}
      </Grid.Col>
    </Grid>
  );
}
