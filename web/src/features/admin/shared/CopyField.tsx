import { ActionIcon, TextInput, Tooltip } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { notifyError, notifySuccess } from './notify';

interface CopyFieldProps {
  label: string;
  value: string;
  description?: ReactNode;
}

/** A read-only value with a copy button (guide id, purchase-success URL). */
export function CopyField({ label, value, description }: CopyFieldProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notifySuccess('Copiado al portapapeles', value);
    } catch {
      notifyError('Error al copiar', 'No se pudo copiar al portapapeles.');
    }
  };

  return (
    <TextInput
      label={label}
      description={description}
      value={value}
      readOnly
      rightSection={
        <Tooltip label={`Copiar ${label.toLowerCase()}`}>
          <ActionIcon variant="subtle" aria-label={`Copiar ${label.toLowerCase()}`} onClick={() => void copy()}>
            <IconCopy size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      }
    />
  );
}
