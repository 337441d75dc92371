import type { ButtonProps } from '@mantine/core';

/**
 * The pickers sit in a narrow column beside the form (a third of 1280 px):
 * their buttons take the full width and wrap long labels ('Seleccionar imagen
 * de portada') instead of cutting them off, as Mantine's one-line label does.
 */
export const PICKER_BUTTON_PROPS: Partial<ButtonProps> = {
  fullWidth: true,
  styles: {
    root: { height: 'auto', minHeight: 36, paddingBlock: 6 },
    label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 },
  },
};
