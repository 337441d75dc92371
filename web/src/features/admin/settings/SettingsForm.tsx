import { Button, Group, Kbd, Paper, Stack, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useState } from 'react';
import { CONFIG_GROUPS, type ConfigEditor, type ConfigKeyDefinition } from '@crecer/domain/siteConfig';
import { DraftNotice } from '../shared/drafts/DraftNotice';
import { useFormDraft } from '../shared/drafts/useFormDraft';
import { notifyInfo } from '../shared/notify';
import { UnsavedChangesDialog } from '../shared/UnsavedChangesDialog';
import { UploadProgress } from '../shared/UploadProgress';
import { useUnsavedChangesGuard } from '../shared/useUnsavedChangesGuard';
import { useUploadProgress } from '../shared/useUploadProgress';
import classes from './SettingsSaveBar.module.css';
import { EDITOR_COPY } from './editorCopy';
import { SettingImageField } from './SettingImageField';
import { SettingsGroup } from './SettingsGroup';
import {
  changedTexts,
  changesToSave,
  isDraftDirty,
  pickKnown,
  type PendingImages,
  type SettingValues,
} from './settingsDraft';
import { SettingTextField } from './SettingTextField';
import { useSaveSiteConfigurationMutation } from './useSaveSiteConfigurationMutation';
import { useToastClearance } from '../shared/useToastClearance';

interface SettingsFormProps {
  editor: ConfigEditor;
  definitions: ConfigKeyDefinition[];
  /** The saved values; the form remounts with fresh ones after each save. */
  snapshot: SettingValues;
  /** Reloads the saved values after a successful save. */
  onSaved: () => Promise<void>;
}

export function SettingsForm({ editor, definitions, snapshot, onSaved }: SettingsFormProps) {
  const [working, setWorking] = useState(snapshot);
  const [pending, setPending] = useState<PendingImages>({});
  const { save, saving } = useSaveSiteConfigurationMutation();
  const upload = useUploadProgress();
  const dirty = isDraftDirty(snapshot, working, pending);
  const { blocker } = useUnsavedChangesGuard(dirty);
  // The draft keeps only the changed texts; chosen images cannot be stored in the browser.
  const draft = useFormDraft({
    key: `settings:${editor}`,
    data: changedTexts(snapshot, working),
    dirty: Object.keys(changedTexts(snapshot, working)).length > 0,
  });
  const recoverDraft = () => {
    const changed = draft.recover();
    if (changed) setWorking((current) => ({ ...current, ...pickKnown(current, changed) }));
  };
  const copy = EDITOR_COPY[editor];
  const saveBar = useToastClearance();

  const setPendingFor = (key: string, next: PendingImages[string] | null) =>
    setPending((current) => {
      const { [key]: _dropped, ...rest } = current;
      return next ? { ...rest, [key]: next } : rest;
    });

  const handleSave = async () => {
    const changes = changesToSave(snapshot, working, pending);
    if (changes.length === 0) {
      notifyInfo('Sin cambios', 'No hay nada que guardar.');
      return;
    }
    const ok = await save(changes, { title: copy.savedTitle, message: copy.savedMessage }, upload.onUploadProgress);
    upload.reset();
    if (ok) {
      draft.clear();
      await onSaved();
    }
  };
  // Ctrl/⌘+S saves from any field; with nothing changed it says so instead of calling the server.
  useHotkeys([['mod+S', () => void (saving ? undefined : handleSave())]], []);

  const discard = () => {
    setWorking(snapshot);
    setPending({});
    notifyInfo('Cambios descartados', 'Se han restaurado los valores originales.');
  };

  const groups = CONFIG_GROUPS.filter((group) => group.editor === editor);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void handleSave();
      }}
      noValidate
    >
      <Stack gap="md">
        <DraftNotice
          draft={draft.offered}
          typedMeanwhile={draft.typedMeanwhile}
          onRecover={recoverDraft}
          onDiscard={draft.discard}
        />
        {groups.map((group) => {
          const fields = definitions.filter((definition) => definition.group === group.id);
          if (fields.length === 0) return null;
          return (
            <SettingsGroup key={group.id} id={group.id} title={group.title}>
              {fields.map((definition) =>
                definition.kind === 'image' ? (
                  <SettingImageField
                    key={definition.key}
                    definition={definition}
                    value={snapshot[definition.key] ?? ''}
                    pending={pending[definition.key]}
                    onPendingChange={(next) => setPendingFor(definition.key, next)}
                    disabled={saving}
                  />
                ) : (
                  <SettingTextField
                    key={definition.key}
                    definition={definition}
                    value={working[definition.key] ?? ''}
                    onChange={(value) => setWorking((current) => ({ ...current, [definition.key]: value }))}
                  />
                ),
              )}
            </SettingsGroup>
          );
        })}
        {/* On a phone the bar stays one row (the keyboard hint is for desktops), about 60 px of the screen. */}
        <Paper
          ref={saveBar}
          withBorder
          p={{ base: 'xs', sm: 'md' }}
          radius="md"
          pos="sticky"
          bottom={0}
          style={{ zIndex: 2 }}
        >
          <Stack gap="sm">
            <UploadProgress value={upload.progress} />
            <Group justify="flex-end" gap="xs" wrap="nowrap">
              <Text size="xs" c="dimmed" mr="auto" visibleFrom="sm">
                Atajo: <Kbd size="xs">Ctrl</Kbd> + <Kbd size="xs">S</Kbd> para guardar
              </Text>
              <Button
                variant="default"
                onClick={discard}
                disabled={!dirty || saving}
                classNames={{ root: classes.action, label: classes.label }}
              >
                Descartar Cambios
              </Button>
              <Button
                type="submit"
                loading={saving}
                disabled={!dirty || saving}
                classNames={{ root: classes.action, label: classes.label }}
              >
                Guardar Cambios
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  );
}
