/**
 * The variables that the gateway and the local stack's scripts (portal.config.json for the browser,
 * scripts/lib/env.mjs) both read, as one zod schema: one default and one meaning each, whoever reads
 * it. Plain JavaScript, because the scripts run on Node without a TypeScript loader; the gateway's
 * config.ts spreads it into its own schema (TypeScript reads the types from this file). Every
 * variable of either is listed in .env.example; gateway/test/environment.test.ts holds them together.
 */
import { z } from 'zod';

/** An empty value (`NAME=` in .env) means unset: the default applies. */
export const emptyAsUnset = (value) => (value === '' ? undefined : value);

export const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'erwartet true oder false' })
  .transform((value) => value === 'true' || value === '1');

export const positiveInt = (fallback) =>
  z.preprocess(
    emptyAsUnset,
    z.coerce
      .number({ error: 'erwartet eine ganze Zahl' })
      .int({ error: 'erwartet eine ganze Zahl' })
      .positive({ error: 'muss größer als 0 sein' })
      .default(fallback),
  );

/** A public Pusher channel name (the product channel): Pusher's characters, not private-/presence-. */
export const PUBLIC_CHANNEL = /^(?!private-|presence-)[A-Za-z0-9_\-=@,.;]{1,164}$/;

export const sharedEnvironment = z.object({
  PRODUCT_NAME: z.preprocess(emptyAsUnset, z.string().default('KI-Portal')),
  // The realtime channel; unset: PRODUCT_NAME as a slug (portal-contract/productSlug).
  PRODUCT_SLUG: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(PUBLIC_CHANNEL, { error: 'erwartet einen Kanalnamen wie ki-portal (Buchstaben, Ziffern, -, _; nicht private-/presence-)' })
      .optional(),
  ),
  // The longest text of a tool: the browser's counter and the gateway's check.
  MAX_TEXT_LENGTH: positiveInt(20_000),
  // The largest audio upload for Transkribieren: the browser checks it before the upload, the gateway while reading.
  AUDIO_MAX_BYTES: positiveInt(25 * 1024 * 1024),
  NEWSLETTER_LIST_ID: positiveInt(896),
  FIREBASE_PROJECT_ID: z.preprocess(emptyAsUnset, z.string().min(1).default('demo-ki-portal')),
  PUSHER_KEY: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,128}$/, { error: 'erwartet einen Schlüssel aus Buchstaben, Ziffern, - oder _' })
      .default('ki-portal-key'),
  ),
  PUSHER_CLUSTER: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^[a-z0-9-]{1,32}$/, { error: 'erwartet einen Cluster wie eu' })
      .default('eu'),
  ),
  // soketi or another Pusher-compatible server instead of hosted Pusher (PUSHER_CLUSTER).
  PUSHER_HOST: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^[A-Za-z0-9.-]{1,253}$/, { error: 'erwartet einen Hostnamen ohne Schema und Port, z. B. 127.0.0.1' })
      .optional(),
  ),
  PUSHER_PORT: z.preprocess(
    emptyAsUnset,
    z.coerce
      .number({ error: 'erwartet eine Portnummer' })
      .int({ error: 'erwartet eine Portnummer' })
      .min(1, { error: 'erwartet eine Portnummer (1–65535)' })
      .max(65535, { error: 'erwartet eine Portnummer (1–65535)' })
      .optional(),
  ),
  // TLS to the realtime server: true/1 or false/0; unset: on for hosted Pusher, off for a PUSHER_HOST of our own.
  PUSHER_TLS: z.preprocess(emptyAsUnset, flag.optional()),
});

/** The shared variables of `env`, or an Error naming each bad one (`NAME: message`). */
export function readSharedEnvironment(env) {
  const result = sharedEnvironment.safeParse(env);
  if (result.success) return result.data;
  throw new Error(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
}
