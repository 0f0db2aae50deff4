/**
 * The usage dashboard („Nutzung“, tenant and portal admins): runs and volume per tool and day, the
 * heaviest users, thumbs per tool and the quota, for one tenant and a period. Users are named only to
 * their own tenant's admins; a portal admin looking at another tenant sees them unnamed.
 */
import { z } from 'zod';
import { tenantName } from './admin.ts';
import { isoDaySchema } from './common.ts';
import { quotaReplySchema } from './history.ts';

export const usageReportQuerySchema = z.object({ from: isoDaySchema, to: isoDaySchema, tenant: tenantName });
export type UsageReportQuery = z.input<typeof usageReportQuerySchema>;

const counts = {
  runs: z.number(),
  done: z.number(),
  stopped: z.number(),
  failed: z.number(),
  refused: z.number(),
  charsIn: z.number(),
  charsOut: z.number(),
  tokens: z.number(),
  /** Estimated from the tokens and the configured price table; 0 without either. */
  costEuro: z.number(),
};

export const usageReportSchema = z.object({
  tenant: z.string(),
  from: z.string(),
  to: z.string(),
  /** One row per day and tool with runs (days without runs are left out). */
  days: z.array(z.object({ day: z.string(), tool: z.string(), ...counts })),
  tools: z.array(
    z.object({
      tool: z.string(),
      ...counts,
      /** Average duration of a run in milliseconds. */
      averageMs: z.number(),
      /** Thumbs up and down on this tool's results in the period. */
      helpful: z.number(),
      unhelpful: z.number(),
    }),
  ),
  /**
   * The heaviest users by characters, at most USAGE_TOP_USERS. `unnamed`: another tenant's users (for
   * a portal admin), never with e-mail; `email` null otherwise: the account no longer exists.
   */
  users: z.array(z.object({ email: z.string().nullable(), unnamed: z.boolean(), runs: z.number(), chars: z.number() })),
  quota: quotaReplySchema,
  /** The source check per tool and provider: results checked, and those with facts the source does not support. */
  sourceChecks: z.array(z.object({ tool: z.string(), provider: z.string(), checked: z.number(), withFindings: z.number() })),
});
export type UsageReport = z.infer<typeof usageReportSchema>;

/** How many users the dashboard lists. */
export const USAGE_TOP_USERS = 10;
