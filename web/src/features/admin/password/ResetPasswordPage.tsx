import { useMutation } from '@apollo/client/react';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PASSWORD_MESSAGES } from '@crecer/domain/passwordRules';
import { adminPaths } from '../adminPaths';
import { AuthScreenFrame } from '../auth/AuthScreenFrame';
import { errorMessage, fieldErrors } from '../shared/graphqlErrors';
import { notifyError, notifySuccess } from '../shared/notify';
import { NewPasswordFields } from './NewPasswordFields';
import { NEW_PASSWORD_RULES } from './passwordFormRules';
import { ResetPasswordMutation } from './passwordMutations';

/** Where the e-mailed link lands: the token is the URL's fragment, never sent to the server but by this form. */
export function ResetPasswordPage() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const token = decodeURIComponent(hash.replace(/^#/, ''));
  const [linkError, setLinkError] = useState<string | null>(token ? null : PASSWORD_MESSAGES.resetLinkInvalid);
  const [resetPassword, { loading }] = useMutation(ResetPasswordMutation);
  const form = useForm({ initialValues: { newPassword: '', confirmation: '' }, validate: NEW_PASSWORD_RULES });

  const handleSubmit = form.onSubmit(async ({ newPassword }) => {
    try {
      await resetPassword({ variables: { token, newPassword } });
      notifySuccess('Contraseña actualizada', PASSWORD_MESSAGES.resetDone);
      navigate(adminPaths.login.getHref(), { replace: true });
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields.token) setLinkError(fields.token);
      else if (fields.newPassword) form.setFieldError('newPassword', fields.newPassword);
      else notifyError('No se pudo cambiar la contraseña', errorMessage(error) || 'Inténtalo de nuevo.');
    }
  });

  return (
    <AuthScreenFrame title="Elegir una contraseña nueva">
      {linkError ? (
        <Stack>
          <Alert color="red" title="Enlace no válido" role="alert">
            {linkError}
          </Alert>
          <Button component={Link} to={adminPaths.forgotPassword.getHref()}>
            Pedir un enlace nuevo
          </Button>
          <Anchor component={Link} to={adminPaths.login.getHref()} ta="center" size="sm">
            Volver a iniciar sesión
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={handleSubmit} noValidate>
          <Stack>
            <NewPasswordFields form={form} />
            <Button type="submit" loading={loading} fullWidth>
              Guardar contraseña
            </Button>
          </Stack>
        </form>
      )}
    </AuthScreenFrame>
  );
}
