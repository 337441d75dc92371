/** The password forms' checks as she types; the rules and words are the server's (@crecer/domain/passwordRules). */
import { emailShapeError, newPasswordError, PASSWORD_MESSAGES } from '@crecer/domain/passwordRules';

interface NewPasswordValues {
  newPassword: string;
  confirmation: string;
}

export const NEW_PASSWORD_RULES = {
  newPassword: (value: string) => newPasswordError(value),
  confirmation: (value: string, values: NewPasswordValues) =>
    value === values.newPassword ? null : PASSWORD_MESSAGES.mismatch,
};

export const CHANGE_PASSWORD_RULES = {
  currentPassword: (value: string) => (value ? null : PASSWORD_MESSAGES.currentRequired),
  ...NEW_PASSWORD_RULES,
  newPassword: (value: string, values: NewPasswordValues & { currentPassword: string }) =>
    newPasswordError(value) ?? (value === values.currentPassword ? PASSWORD_MESSAGES.sameAsCurrent : null),
};

export const FORGOT_PASSWORD_RULES = {
  email: (value: string) => emailShapeError(value),
};
