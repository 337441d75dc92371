import { useMutation } from '@apollo/client/react';
import { Button, Group, Paper, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PASSWORD_MESSAGES } from '@crecer/domain/passwordRules';
import { errorMessage, fieldErrors, isSessionError } from '../shared/graphqlErrors';
import { notifyError, notifySuccess } from '../shared/notify';
import { PageHeader } from '../shared/PageHeader';
import { NewPasswordFields } from './NewPasswordFields';
import { CHANGE_PASSWORD_RULES } from './passwordFormRules';
import { ChangePasswordMutation } from './passwordMutations';

const EMPTY = { currentPassword: '', newPassword: '', confirmation: '' };

/** 'Cambiar contraseña': the current password proves it is her; every other session ends. */
export function ChangePasswordPage() {
  const [changePassword, { loading }] = useMutation(ChangePasswordMutation);
  const form = useForm({ initialValues: EMPTY, validate: CHANGE_PASSWORD_RULES });

  const handleSubmit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword({ variables: { currentPassword, newPassword } });
      form.setValues(EMPTY);
      form.resetDirty(EMPTY);
      notifySuccess('Contraseña actualizada', PASSWORD_MESSAGES.changed);
    } catch (error) {
      // An ended session is handled by the admin's error link (the sign-in dialog).
      if (isSessionError(error)) return;
      const fields = fieldErrors(error);
      if (fields.currentPassword) form.setFieldError('currentPassword', fields.currentPassword);
      if (fields.newPassword) form.setFieldError('newPassword', fields.newPassword);
      if (!fields.currentPassword && !fields.newPassword)
        notifyError('No se pudo cambiar la contraseña', errorMessage(error) || 'Inténtalo de nuevo.');
    }
  });

  return (
    <>
      <PageHeader
        title="Cambiar contraseña"
        description="Al cambiarla se cierran las sesiones abiertas en otros dispositivos."
      />
      <Paper withBorder p="lg" radius="md" maw={480}>
        <form onSubmit={handleSubmit} noValidate>
          <Stack>
            <PasswordInput
              label="Contraseña actual"
              autoComplete="current-password"
              required
              visibilityToggleButtonProps={{ 'aria-label': 'Mostrar u ocultar la contraseña' }}
              {...form.getInputProps('currentPassword')}
            />
            <NewPasswordFields form={form} />
            <Group justify="flex-end">
              <Button type="submit" loading={loading}>
                Cambiar contraseña
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
