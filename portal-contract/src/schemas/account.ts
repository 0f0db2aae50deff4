/** Who is signed in (GET /v1/me), sign-up, the Microsoft proof and the realtime channel's signature. */
import { z } from 'zod';
import { ROLES } from '../catalogue/roles.ts';

export const meReplySchema = z.object({
  user: z.object({
    uid: z.string(),
    email: z.string().nullable(),
    displayName: z.string().nullable(),
    emailVerified: z.boolean(),
    photoURL: z.string().nullable(),
    tenant: z.string(),
    // Whether the tenant is the publishing group's own (GROUP_TENANT): group-only tools are for them.
    groupTenant: z.boolean(),
    // The first linked sign-in provider: password, microsoft.com, …
    provider: z.string().nullable(),
    // Roles beyond staff; the gateway decides with its own table, this is for showing.
    roles: z.array(z.enum(ROLES)),
  }),
  // The token still carries other claims than the stored ones: refresh it.
  claimsUpdated: z.boolean(),
});
export type MeReply = z.infer<typeof meReplySchema>;

export const MIN_PASSWORD_LENGTH = 6;

export const signUpBodySchema = z.object({
  email: z.email({ error: 'invalid-email' }),
  password: z.string({ error: 'weak-password' }).min(MIN_PASSWORD_LENGTH, { error: 'weak-password' }).max(1024),
  displayName: z.string().trim().max(100).optional(),
});
export type SignUpBody = z.input<typeof signUpBodySchema>;
export const signUpReplySchema = z.object({ uid: z.string() });

export const microsoftSignInBodySchema = z.object({ idToken: z.string().min(1).max(16_384) });

/** Pusher's channel authorisation (private-user-<uid> of the signed-in user only). */
export const realtimeAuthReplySchema = z.object({ auth: z.string() });
export type RealtimeAuthReply = z.infer<typeof realtimeAuthReplySchema>;

export const healthReplySchema = z.object({ status: z.literal('ok') });
