import { useQuery } from '@apollo/client/react';
import { Anchor, Button, Center, Loader, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { AdminMeQuery } from './adminMeQuery';
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
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <form onSubmit={handleSubmit} noValidate>
          <Stack>
            <Title order={1} ta="center" size="h2">
              Panel de Administración
            </Title>
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
            <Anchor component={Link} to={paths.home.getHref()} ta="center" size="sm">
              Volver al sitio
            </Anchor>
          </Stack>
        </form>
        <Text component="footer" size="xs" c="dimmed" ta="center" mt="lg">
          Acceso restringido. Solo para administradores autorizados.
        </Text>
      </Paper>
    </Center>
  );
}
