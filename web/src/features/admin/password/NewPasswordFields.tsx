import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PASSWORD_LIMITS } from '@crecer/domain/passwordRules';

interface NewPasswordValues {
  newPassword: string;
  confirmation: string;
}

const TOGGLE = { 'aria-label': 'Mostrar u ocultar la contraseña' };

/** 'Nueva contraseña' and its repetition, as the reset and change screens ask for them. */
export function NewPasswordFields<Values extends NewPasswordValues>({ form }: { form: UseFormReturnType<Values> }) {
  return (
    <>
      <PasswordInput
        label="Nueva contraseña"
        description={`Al menos ${PASSWORD_LIMITS.min} caracteres. Una frase de varias palabras es fácil de recordar y difícil de adivinar.`}
        autoComplete="new-password"
        required
        visibilityToggleButtonProps={TOGGLE}
        {...form.getInputProps('newPassword')}
      />
      <PasswordInput
        label="Repite la nueva contraseña"
        autoComplete="new-password"
        required
        visibilityToggleButtonProps={TOGGLE}
        {...form.getInputProps('confirmation')}
      />
    </>
  );
}
