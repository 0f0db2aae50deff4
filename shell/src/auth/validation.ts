import { messageFor } from 'shared-ui';

/** Client-side checks mirror the gateway's; the catalogue says what is wrong. */
export const emailRules = {
  required: messageFor('invalid-email'),
  pattern: { value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: messageFor('invalid-email') },
};

export const MIN_PASSWORD_LENGTH = 6;

export const newPasswordRules = {
  required: messageFor('weak-password'),
  minLength: { value: MIN_PASSWORD_LENGTH, message: messageFor('weak-password') },
};
