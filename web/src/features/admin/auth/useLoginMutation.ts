import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import { errorMessage } from '../shared/graphqlErrors';
import { notifyError, notifySuccess } from '../shared/notify';
import { AdminMeQuery } from './adminMeQuery';

const AdminLoginMutation = graphql(/* GraphQL */ `
  mutation AdminLogin($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      id
      email
      role
    }
  }
`);

/** Signs in, stores the user where the route guard reads it, and tells the owner how it went. */
export function useLoginMutation() {
  const [mutate, { loading }] = useMutation(AdminLoginMutation, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: AdminMeQuery, data: { me: data.login } });
    },
  });

  async function login(email: string, password: string): Promise<boolean> {
    try {
      const { data } = await mutate({ variables: { email, password } });
      if (data?.login.role !== 'ADMIN') {
        notifyError('Error de inicio de sesión', 'Tu cuenta no tiene permisos de administración.');
        return false;
      }
      notifySuccess('Inicio de sesión exitoso', 'Has iniciado sesión.');
      return true;
    } catch (error) {
      notifyError('Error de inicio de sesión', errorMessage(error) || 'Correo electrónico o contraseña incorrectos.');
      return false;
    }
  }

  return { login, loading };
}
