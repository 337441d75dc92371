import { Anchor, Button, FileButton, Image, Input, Paper, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { checkImageFile, checkPdfFile, IMAGE_ACCEPT, PDF_ACCEPT, type FileProblem } from './fileChecks';
import { PICKER_BUTTON_PROPS } from './pickerButtonStyles';
import { useCheckedFilePick } from './useCheckedFilePick';
import { chooseFile, type MediaValue, removeMedia } from './mediaValue';
import { useFilePreview } from './useFilePreview';

/** What differs between a cover image and a guide's PDF; everything else is one picker. */
const KINDS = {
  image: {
    check: checkImageFile,
    accept: IMAGE_ACCEPT,
    icon: <IconPhoto size={16} aria-hidden />,
    description: 'Máximo 5MB: JPG, PNG, WEBP o GIF.',
    nothing: 'Sin imagen seleccionada.',
  },
  pdf: {
    check: checkPdfFile,
    accept: PDF_ACCEPT,
    icon: <IconFileTypePdf size={16} aria-hidden />,
    description: 'Máximo 10MB.',
    nothing: 'Sin PDF adjunto.',
  },
} satisfies Record<
  string,
  {
    check: (file: File) => Promise<FileProblem | null>;
    accept: string;
    icon: ReactNode;
    description: string;
    nothing: string;
  }
>;

interface FilePickerProps {
  kind: keyof typeof KINDS;
  /** 'Imagen de portada', 'Archivo PDF'. */
  label: string;
  /** How the buttons name the file: 'imagen de portada' → 'Cambiar imagen de portada'; 'PDF' → 'Quitar PDF'. */
  buttonNoun?: string;
  value: MediaValue;
  onChange: (value: MediaValue) => void;
  hint?: string;
  error?: ReactNode;
  /** Shown under the picker, e.g. the free-guide reminder. */
  notice?: ReactNode;
  disabled?: boolean;
}

/**
 * Choose, show and remove a cover image or a guide's PDF. A file is checked
 * when it is picked (type, size and first bytes, fileChecks.ts), so a wrong
 * one is refused then rather than when the whole form is saved.
 */
export function FilePicker({
  kind,
  label,
  buttonNoun = label.toLowerCase(),
  value,
  onChange,
  hint,
  error,
  notice,
  disabled,
}: FilePickerProps) {
  const settings = KINDS[kind];
  const labelId = useId();
  const previewUrl = useFilePreview(kind === 'image' ? value.file : null);
  const existingUrl = value.remove ? null : value.existingUrl;
  // An image counts once its preview is drawn; a PDF as soon as it is chosen.
  const hasFile = kind === 'image' ? Boolean(previewUrl ?? existingUrl) : Boolean(value.file ?? existingUrl);
  const handlePick = useCheckedFilePick(settings.check, (file) => onChange(chooseFile(value, file)));

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      id={labelId}
      description={hint ?? settings.description}
      error={error}
    >
      <Paper withBorder p="sm" mt={4} radius="md" role="group" aria-labelledby={`${labelId}-label`}>
        <Stack gap="sm">
          <CurrentFile kind={kind} label={label} value={value} previewUrl={previewUrl} existingUrl={existingUrl} />
          <Stack gap="xs">
            <FileButton onChange={handlePick} accept={settings.accept} disabled={disabled}>
              {(props) => (
                <Button
                  {...PICKER_BUTTON_PROPS}
                  {...props}
                  variant="light"
                  leftSection={settings.icon}
                  disabled={disabled}
                >
                  {hasFile ? `Cambiar ${buttonNoun}` : `Seleccionar ${buttonNoun}`}
                </Button>
              )}
            </FileButton>
            {hasFile && (
              <Button
                {...PICKER_BUTTON_PROPS}
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => onChange(removeMedia(value))}
                disabled={disabled}
              >
                Quitar {buttonNoun}
              </Button>
            )}
          </Stack>
          {notice}
        </Stack>
      </Paper>
    </Input.Wrapper>
  );
}

interface CurrentFileProps {
  kind: keyof typeof KINDS;
  label: string;
  value: MediaValue;
  previewUrl: string | null;
  existingUrl: string | null;
}

/** The picture itself, or for a PDF its name or a link to the stored one. */
function CurrentFile({ kind, label, value, previewUrl, existingUrl }: CurrentFileProps) {
  if (kind === 'image') {
    const shownUrl = previewUrl ?? existingUrl;
    return (
      <>
        {shownUrl ? (
          <Image src={shownUrl} alt={`Vista previa: ${label}`} mah={220} fit="contain" radius="sm" />
        ) : (
          <Text size="sm" c="dimmed">
            {KINDS.image.nothing}
          </Text>
        )}
        {value.file && (
          <Text size="sm" c="dimmed">
            Nuevo archivo: {value.file.name}
          </Text>
        )}
      </>
    );
  }
  if (value.file) return <Text size="sm">Nuevo archivo: {value.file.name}</Text>;
  if (existingUrl) {
    return (
      <Anchor href={existingUrl} target="_blank" rel="noopener noreferrer" size="sm">
        Ver PDF actual
      </Anchor>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      {KINDS.pdf.nothing}
    </Text>
  );
}
