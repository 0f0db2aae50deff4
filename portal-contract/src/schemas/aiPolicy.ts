/** GET/PUT /v1/admin/ai-policy: a tenant's rules for personal data and AI labelling (tenant admins). */
import { z } from 'zod';
import { PERSONAL_DATA_OUTCOMES, PERSONAL_DATA_POLICIES } from '../catalogue/aiPolicy.ts';

const invalid = { error: 'validation-failed' } as const;

export const aiPolicySchema = z.object({
  /** What happens when a text for an external provider holds personal data. */
  personalData: z.enum(PERSONAL_DATA_POLICIES, invalid),
  /** Public office holders named with their office („Bürgermeisterin Anna Berger“) stay as they are. */
  keepOfficeHolders: z.boolean(invalid),
  /** Copied and downloaded results end with „Mit KI-Unterstützung erstellt“. */
  aiLabel: z.boolean(invalid),
});
export type AiPolicy = z.infer<typeof aiPolicySchema>;

export const aiPolicyReplySchema = aiPolicySchema.extend({
  /** Whether any tool of this portal goes to an external provider (else the policy never acts). */
  externalProvider: z.boolean(),
  /** How often each policy acted in the last 30 days: runs and items replaced, never the items. */
  usage: z.array(
    z.object({
      policy: z.enum(PERSONAL_DATA_POLICIES),
      outcome: z.enum(PERSONAL_DATA_OUTCOMES),
      runs: z.number().int(),
      items: z.number().int(),
    }),
  ),
});
export type AiPolicyReply = z.infer<typeof aiPolicyReplySchema>;

/** `error.details` of 409 personal-data-found (policy `ask`): what was found and what the user may choose. */
export const personalDataFoundSchema = z.object({
  found: z.array(z.object({ kind: z.string(), text: z.string() })),
  choices: z.array(z.enum(['pseudonymise', 'offline'])),
});
export type PersonalDataFound = z.infer<typeof personalDataFoundSchema>;
