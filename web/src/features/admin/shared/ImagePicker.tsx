import { Button, FileButton, Image, Input, Paper, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { checkImageFile, IMAGE_ACCEPT } from './fileChecks';
import { PICKER_BUTTON_PROPS } from './pickerButtonStyles';
import { useCheckedFilePick } from './useCheckedFilePick';
import { chooseFile, type MediaValue, removeMedia } from './mediaValue';
import { useFilePreview } from './useFilePreview';

interface ImagePickerProps {
  label: string;
  value: MediaValue;
  onChange: (value: MediaValue) => void;
  hint?: string;
  error?: React.ReactNode;
  disabled?: boolean;
}

/** Choose, preview and remove an image; rejects wrong types and files over 5 MB before sending. */
export function ImagePicker({ label, value, onChange, hint, error, disabled }: ImagePickerProps) {
  const labelId = useId();
  const previewUrl = useFilePreview(value.file);
  const shownUrl = previewUrl ?? (value.remove ? null : value.existingUrl);

  const handlePick = useCheckedFilePick(checkImageFile, (file) => onChange(chooseFile(value, file)));

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      id={labelId}
      description={hint ?? 'Máximo 5MB: JPG, PNG, WEBP o GIF.'}
      error={error}
    >
      <Paper withBorder p="sm" mt={4} radius="md" role="group" aria-labelledby={`${labelId}-label`}>
        <Stack gap="sm">
          {shownUrl ? (
            <Image src={shownUrl} alt={`Vista previa: ${label}`} mah={220} fit="contain" radius="sm" />
          ) : (
            <Text size="sm" c="dimmed">
              Sin imagen seleccionada.
            </Text>
          )}
          {value.file && (
            <Text size="sm" c="dimmed">
              Nuevo archivo: {value.file.name}
            </Text>
          )}
          <Stack gap="xs">
            <FileButton onChange={handlePick} accept={IMAGE_ACCEPT} disabled={disabled}>
              {(props) => (
                <Button
                  {...PICKER_BUTTON_PROPS}
                  {...props}
                  variant="light"
                  leftSection={<IconPhoto size={16} aria-hidden />}
                  disabled={disabled}
                >
                  {shownUrl ? `Cambiar ${label.toLowerCase()}` : `Seleccionar ${label.toLowerCase()}`}
                </Button>
              )}
            </FileButton>
            {shownUrl && (
              <Button
                {...PICKER_BUTTON_PROPS}
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => onChange(removeMedia(value))}
                disabled={disabled}
              >
                Quitar {label.toLowerCase()}
              </Button>
            )}
          </Stack>
        </Stack>
      </Paper>
    </Input.Wrapper>
  );
}
