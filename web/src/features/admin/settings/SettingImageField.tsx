import { Button, FileButton, Image, Paper, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import type { ConfigKeyDefinition } from '@crecer/domain/siteConfig';
import { checkImageFile, IMAGE_ACCEPT } from '../shared/fileChecks';
import { PICKER_BUTTON_PROPS } from '../shared/pickerButtonStyles';
import { useCheckedFilePick } from '../shared/useCheckedFilePick';
import { useFilePreview } from '../shared/useFilePreview';
import { SettingFieldHeader } from './SettingFieldHeader';
import type { PendingImage } from './settingsDraft';

interface SettingImageFieldProps {
  definition: ConfigKeyDefinition;
  /** The saved URL. */
  value: string;
  pending: PendingImage | undefined;
  onPendingChange: (pending: PendingImage | null) => void;
  disabled: boolean;
}

/** An image setting: preview, size hint, replace (uploaded on save) and remove. */
export function SettingImageField({ definition, value, pending, onPendingChange, disabled }: SettingImageFieldProps) {
  const id = `setting-${definition.key}`;
  const newFile = pending?.kind === 'file' ? pending.file : null;
  const previewUrl = useFilePreview(newFile);
  const shownUrl = previewUrl ?? (pending?.kind === 'remove' ? null : value || null);

  const handlePick = useCheckedFilePick(checkImageFile, (file) => onPendingChange({ kind: 'file', file }));

  return (
    <Stack gap={0}>
      <SettingFieldHeader
        inputId={id}
        label={definition.label}
        configKey={definition.key}
        help={definition.help}
        asLabel={false}
      />
      <Paper withBorder p="sm" radius="md" role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-help`}>
        <Stack gap="xs">
          {shownUrl ? (
            <Image
              src={shownUrl}
              alt={`Vista previa: ${definition.label}`}
              mah={180}
              w="auto"
              fit="contain"
              radius="sm"
            />
          ) : (
            <Text size="sm" c="dimmed">
              Sin imagen.
            </Text>
          )}
          {newFile && <Text size="sm">Nueva imagen: {newFile.name} (se subirá al guardar)</Text>}
          {pending?.kind === 'remove' && <Text size="sm">La imagen se quitará al guardar.</Text>}
          <Text size="xs" c="dimmed">
            {definition.imageHint ?? 'Máximo 5MB: JPG, PNG, WEBP o GIF.'}
          </Text>
          <Stack gap="xs">
            <FileButton onChange={handlePick} accept={IMAGE_ACCEPT} disabled={disabled}>
              {(props) => (
                <Button
                  {...PICKER_BUTTON_PROPS}
                  {...props}
                  variant="light"
                  size="xs"
                  leftSection={<IconPhoto size={14} aria-hidden />}
                  disabled={disabled}
                >
                  {`Cambiar imagen: ${definition.label}`}
                </Button>
              )}
            </FileButton>
            {shownUrl && (
              <Button
                {...PICKER_BUTTON_PROPS}
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => onPendingChange(value ? { kind: 'remove' } : null)}
                disabled={disabled}
              >
                {`Quitar imagen: ${definition.label}`}
              </Button>
            )}
          </Stack>
        </Stack>
      </Paper>
    </Stack>
  );
}
