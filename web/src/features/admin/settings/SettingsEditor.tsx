import { useQuery } from '@apollo/client/react';
import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { keysForEditor, type ConfigEditor } from '@crecer/domain/siteConfig';
import { errorMessage, isSessionError } from '../shared/graphqlErrors';
import { notifyError } from '../shared/notify';
import { PageHeader } from '../shared/PageHeader';
import { EDITOR_COPY } from './editorCopy';
import { SettingsForm } from './SettingsForm';
import { snapshotFrom } from './settingsDraft';
import { AdminSiteConfigurationQuery, editorKeys } from './settingsQueries';
import { loadedByRoute } from '../routeData/screenLoader';

/** Loads one settings screen's keys and hands the saved values to the form. */
export function SettingsEditor({ editor }: { editor: ConfigEditor }) {
  const copy = EDITOR_COPY[editor];
  const definitions = useMemo(() => keysForEditor(editor), [editor]);
  const keys = useMemo(() => editorKeys(editor), [editor]);
  const { data, loading, error, refetch } = useQuery(AdminSiteConfigurationQuery, {
    variables: { keys },
    ...loadedByRoute,
  });
  // Bumped after each save so the form starts over from the freshly saved values.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (error && !isSessionError(error)) notifyError(copy.loadErrorTitle, errorMessage(error));
  }, [error, copy.loadErrorTitle]);

  const entries = data?.adminSiteConfiguration ?? [];
  let body;
  if (loading && !data) {
    body = (
      <Center py="xl">
        <Loader aria-label="Cargando configuración" />
      </Center>
    );
  } else if (error && !data) {
    body = (
      <Alert color="red" title={copy.loadErrorTitle}>
        {errorMessage(error)}
      </Alert>
    );
  } else if (definitions.length === 0 || entries.length === 0) {
    body = (
      <Text c="dimmed" ta="center" py="xl">
        No hay configuraciones disponibles.
      </Text>
    );
  } else {
    body = (
      <SettingsForm
        key={version}
        editor={editor}
        definitions={definitions}
        snapshot={snapshotFrom(keys, entries)}
        onSaved={async () => {
          await refetch();
          setVersion((current) => current + 1);
        }}
      />
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader title={copy.title} description={copy.description} />
      {body}
    </Stack>
  );
}
