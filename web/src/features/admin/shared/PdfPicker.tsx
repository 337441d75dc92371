import { Anchor, Button, FileButton, Input, Paper, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconTrash } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { checkPdfFile, PDF_ACCEPT } from './fileChecks';
import { PICKER_BUTTON_PROPS } from './pickerButtonStyles';
import { useCheckedFilePick } from './useCheckedFilePick';
import { chooseFile, type MediaValue, removeMedia } from './mediaValue';

interface PdfPickerProps {
  value: MediaValue;
  onChange: (value: MediaValue) => void;
  error?: ReactNode;
  /** Shown under the picker, e.g. the free-guide reminder. */
  notice?: ReactNode;
  disabled?: boolean;
}

/** Choose, show and remove the guide's PDF; rejects other types and files over 10 MB before sending. */
export function PdfPicker({ value, onChange, error, notice, disabled }: PdfPickerProps) {
  const id = useId();
  const hasExisting = value.existingUrl !== null && !value.remove;

  const handlePick = useCheckedFilePick(checkPdfFile, (file) => onChange(chooseFile(value, file)));

  return (
    <Input.Wrapper label="Archivo PDF" labelElement="div" id={id} description="Máximo 10MB." error={error}>
      <Paper withBorder p="sm" mt={4} radius="md" role="group" aria-labelledby={`${id}-label`}>
        <Stack gap="sm">
          {value.file ? (
            <Text size="sm">Nuevo archivo: {value.file.name}</Text>
          ) : hasExisting && value.existingUrl ? (
            <Anchor href={value.existingUrl} target="_blank" rel="noopener noreferrer" size="sm">
              Ver PDF actual
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              Sin PDF adjunto.
            </Text>
          )}
          <Stack gap="xs">
            <FileButton onChange={handlePick} accept={PDF_ACCEPT} disabled={disabled}>
              {(props) => (
                <Button
                  {...PICKER_BUTTON_PROPS}
                  {...props}
                  variant="light"
                  leftSection={<IconFileTypePdf size={16} aria-hidden />}
                  disabled={disabled}
                >
                  {value.file || hasExisting ? 'Cambiar PDF' : 'Seleccionar PDF'}
                </Button>
              )}
            </FileButton>
            {(value.file || hasExisting) && (
              <Button
                {...PICKER_BUTTON_PROPS}
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => onChange(removeMedia(value))}
                disabled={disabled}
              >
                Quitar PDF
              </Button>
            )}
          </Stack>
          {notice}
        </Stack>
      </Paper>
    </Input.Wrapper>
  );
}
