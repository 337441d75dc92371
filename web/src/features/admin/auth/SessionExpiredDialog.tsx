import { useApolloClient } from '@apollo/client/react';
import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { AdminMeQuery } from './adminMeQuery';
import { CLOSE_BUTTON_PROPS } from '../shared/modalProps';
import { useLoginMutation } from './useLoginMutation';
import { LOGIN_FORM_RULES } from './loginFormRules';

interface SessionExpiredDialogProps {
  opened: boolean;
  /** true once signed in again (the refused save is sent again), false when she gives up. */
  onFinish: (signedIn: boolean) => void;
}

/** Signs the owner in again over the form she was saving, so nothing she typed is lost. */
export function SessionExpiredDialog({ opened, onFinish }: SessionExpiredDialogProps) {
  const { login, loading } = useLoginMutation();
  const client = useApolloClient();
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: LOGIN_FORM_RULES,
  });
  // She signs in again as who she was: a refused save leaves the signed-in user in the cache.
  const knownEmail = opened ? (client.readQuery({ query: AdminMeQuery })?.me?.email ?? '') : '';
  const { getValues, setFieldValue } = form;
  // Once each time the dialog opens: an address she then clears or changes stays as she left it.
  useEffect(() => {
    if (knownEmail && getValues().email === '') setFieldValue('email', knownEmail);
  }, [knownEmail, getValues, setFieldValue]);

  const handleSubmit = form.onSubmit(async ({ email, password }) => {
    if (!(await login(email.trim(), password))) return;
    form.reset();
    onFinish(true);
  });

  return (
    <Modal
      opened={opened}
      onClose={() => onFinish(false)}
      title="Tu sesión ha terminado"
      centered
      closeButtonProps={CLOSE_BUTTON_PROPS}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Text size="sm">
            Inicia sesión de nuevo para guardar. Lo que escribiste sigue en el formulario y también queda guardado como
            borrador en este navegador.
          </Text>
          <TextInput
            type="email"
            label="Correo electrónico"
            autoComplete="username"
            required
            data-autofocus={!knownEmail || undefined}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Contraseña"
            autoComplete="current-password"
            required
            // With her e-mail filled in, the password is what she types.
            data-autofocus={Boolean(knownEmail) || undefined}
            visibilityToggleButtonProps={{ 'aria-label': 'Mostrar u ocultar la contraseña' }}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => onFinish(false)} disabled={loading}>
              Cancelar
            </Button>
            <Button type="submit" loading={loading}>
              Ingresar y guardar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
