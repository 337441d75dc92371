import { useMutation } from '@apollo/client/react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PASSWORD_MESSAGES } from '@crecer/domain/passwordRules';
import { adminPaths } from '../adminPaths';
import { AuthScreenFrame } from '../auth/AuthScreenFrame';
import { errorMessage } from '../shared/graphqlErrors';
import { notifyError } from '../shared/notify';
import { FORGOT_PASSWORD_RULES } from './passwordFormRules';
import { RequestPasswordResetMutation } from './passwordMutations';

/** 'Olvidé mi contraseña': asks for the e-mail and says the same whether or not it has an account. */
export function ForgotPasswordPage() {
  const [requestReset, { loading }] = useMutation(RequestPasswordResetMutation);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ initialValues: { email: '' }, validate: FORGOT_PASSWORD_RULES });

  const handleSubmit = form.onSubmit(async ({ email }) => {
    try {
      await requestReset({ variables: { email: email.trim() } });
      setSentTo(email.trim());
    } catch (error) {
      notifyError('No se pudo enviar el enlace', errorMessage(error) || 'Inténtalo de nuevo en unos minutos.');
    }
  });

  return (
    <AuthScreenFrame title="Olvidé mi contraseña">
      {sentTo ? (
        <Stack>
          <Alert color="teal" title="Revisa tu correo" role="status">
            {PASSWORD_MESSAGES.resetRequested}
          </Alert>
          <Text size="sm">
            Lo pediste para <strong>{sentTo}</strong>. Si no llega en unos minutos, revisa la carpeta de correo no
            deseado o vuelve a pedirlo.
          </Text>
          <Button variant="light" onClick={() => setSentTo(null)}>
            Pedir otro enlace
          </Button>
          <Anchor component={Link} to={adminPaths.login.getHref()} ta="center" size="sm">
            Volver a iniciar sesión
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={handleSubmit} noValidate>
          <Stack>
            <Text size="sm">
              Escribe el correo con el que inicias sesión y te enviaremos un enlace para elegir una contraseña nueva.
            </Text>
            <TextInput
              type="email"
              label="Correo electrónico"
              autoComplete="username"
              required
              {...form.getInputProps('email')}
            />
            <Button type="submit" loading={loading} fullWidth>
              Enviar enlace
            </Button>
            <Anchor component={Link} to={adminPaths.login.getHref()} ta="center" size="sm">
              Volver a iniciar sesión
            </Anchor>
          </Stack>
        </form>
      )}
    </AuthScreenFrame>
  );
}
