import { useQuery } from '@apollo/client/react';
import { Anchor, Button, Center, Loader, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { adminPaths } from '../adminPaths';
import { AdminMeQuery } from './adminMeQuery';
import { AuthScreenFrame } from './AuthScreenFrame';
import { redirectTarget } from './rememberedLocation';
import { useLoginMutation } from './useLoginMutation';
import { LOGIN_FORM_RULES } from './loginFormRules';

export function AdminLoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { data, loading: meLoading } = useQuery(AdminMeQuery);
  const { login, loading } = useLoginMutation();
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: LOGIN_FORM_RULES,
  });

  if (meLoading && !data) {
    return (
      <Center mih="100vh">
        <Loader aria-label="Verificando sesión" />
      </Center>
    );
  }
  // Someone already signed in goes straight back to where they were headed.
  if (data?.me?.role === 'ADMIN') return <Navigate to={redirectTarget(location.state)} replace />;

  const handleSubmit = form.onSubmit(async ({ email, password }) => {
    if (await login(email.trim(), password)) navigate(redirectTarget(location.state), { replace: true });
  });

  return (
    <AuthScreenFrame title="Panel de Administración">
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <TextInput
            type="email"
            label="Correo electrónico"
            autoComplete="username"
            required
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Contraseña"
            autoComplete="current-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': 'Mostrar u ocultar la contraseña' }}
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={loading} fullWidth>
            Ingresar
          </Button>
          <Anchor component={Link} to={adminPaths.forgotPassword.getHref()} ta="center" size="sm">
            Olvidé mi contraseña
          </Anchor>
          <Anchor component={Link} to={paths.home.getHref()} ta="center" size="sm">
            Volver al sitio
          </Anchor>
        </Stack>
      </form>
    </AuthScreenFrame>
  );
}
