import { messageFor } from 'shared-ui';

/** A field's check: the catalogue's message for what is wrong, or undefined. */
export type FieldCheck = (value: string) => string | undefined;

/** Client-side checks mirror the gateway's; the catalogue says what is wrong. */
export const checkEmail: FieldCheck = (value) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? undefined : messageFor('invalid-email'));

export const MIN_PASSWORD_LENGTH = 6;

export const checkNewPassword: FieldCheck = (value) => (value.length >= MIN_PASSWORD_LENGTH ? undefined : messageFor('weak-password'));

/** At sign-in an empty password can only be wrong. */
export const checkPasswordGiven: FieldCheck = (value) => (value ? undefined : messageFor('wrong-credentials'));
