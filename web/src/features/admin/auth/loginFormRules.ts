/** The sign-in fields' checks (admin spec §2), shared by the login page and the session-expired dialog. */
export const LOGIN_FORM_RULES = {
  email: (value: string) => (value.trim() ? null : 'El correo electrónico es obligatorio.'),
  password: (value: string) => (value ? null : 'La contraseña es obligatoria.'),
};
