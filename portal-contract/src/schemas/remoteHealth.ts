/**
 * Health of released remotes (docs/releasing.md): the shell reports each remote page load
 * in batches; the gateway rolls a newly released version back by itself when too many of its loads
 * fail, and `/status` shows portal admins every remote's versions with their load figures.
 * A report names no user: remote, version, success and time only (the gateway adds the tenant).
 */
import { z } from 'zod';
import { REMOTE_NAMES } from '../catalogue/features.ts';

const invalid = { error: 'validation-failed' } as const;

/** A released version (`0.1.0-20261126024820`) or `dist`, the build `npm start` serves. */
export const releaseVersionSchema = z
  .string(invalid)
  .min(1, invalid)
  .max(64, invalid)
  .regex(/^[0-9A-Za-z][0-9A-Za-z.+-]*$/, invalid);

/** Loads longer than this count as failed anyway (the shell gives up showing a skeleton). */
export const REMOTE_LOAD_MAX_MS = 600_000;
/** The shell sends at most this many loads per report. */
export const REMOTE_LOADS_PER_REPORT = 50;

export const remoteLoadSchema = z.object({
  remote: z.enum(REMOTE_NAMES, invalid),
  version: releaseVersionSchema,
  ok: z.boolean(invalid),
  /** From the start of the page's load to its first render (or to the failure). */
  ms: z.number(invalid).int(invalid).min(0, invalid).max(REMOTE_LOAD_MAX_MS, invalid),
});
export type RemoteLoad = z.infer<typeof remoteLoadSchema>;

export const remoteLoadsBodySchema = z.object({
  loads: z.array(remoteLoadSchema, invalid).min(1, invalid).max(REMOTE_LOADS_PER_REPORT, invalid),
});
export type RemoteLoadsBody = z.infer<typeof remoteLoadsBodySchema>;

export const remoteParamsSchema = z.object({ remote: z.enum(REMOTE_NAMES, { error: 'not-found' }) });

/** POST /v1/admin/remotes/:remote/rollback: to `version`, or without one to the previous entry. */
export const rollbackBodySchema = z.object({ version: releaseVersionSchema.optional() });

const versionFiguresSchema = z.object({
  version: z.string(),
  releasedAt: z.string().nullable(),
  releasedBy: z.string().nullable(),
  live: z.boolean(),
  staged: z.boolean(),
  /** Taken back by a rollback (by hand or automatically). */
  rolledBack: z.boolean(),
  /** Page loads reported in the kept period (docs: 30 days). */
  loads: z.number(),
  failures: z.number(),
  /** Median time to first render of the successful loads, or null without any. */
  medianMs: z.number().nullable(),
});
export type VersionFigures = z.infer<typeof versionFiguresSchema>;

const autoRollbackSchema = z.object({
  version: z.string(),
  to: z.string(),
  at: z.string(),
  loads: z.number(),
  failures: z.number(),
});
export type AutoRollback = z.infer<typeof autoRollbackSchema>;

export const remoteStatusSchema = z.object({
  remote: z.enum(REMOTE_NAMES),
  /** The package name the commands take (`npm run rollback -w mfe-seo`). */
  pkg: z.string(),
  live: z.string(),
  liveSince: z.string().nullable(),
  /** What a plain rollback returns to (null: there is nothing before the live version). */
  previous: z.string().nullable(),
  staged: z.object({ version: z.string(), tenant: z.string().optional(), share: z.number().optional(), since: z.string() }).nullable(),
  /** Every kept version, oldest first (dist first). */
  versions: z.array(versionFiguresSchema),
  autoRollbacks: z.array(autoRollbackSchema),
});
export type RemoteStatus = z.infer<typeof remoteStatusSchema>;

export const remoteStatusReplySchema = z.object({
  remotes: z.array(remoteStatusSchema),
  /** The automatic rollback's rule, so the page can say it. */
  watch: z.object({ failureRate: z.number(), minLoads: z.number(), windowMinutes: z.number() }),
});
export type RemoteStatusReply = z.infer<typeof remoteStatusReplySchema>;
