/**
 * Preview of a remote in the real portal (docs/releasing.md): a developer asks the
 * gateway whether a remote may be loaded from a development origin in their own tab.
 */
import { z } from 'zod';
import { REMOTE_NAMES } from '../catalogue/features.ts';

export const previewBodySchema = z.object({
  remote: z.enum(REMOTE_NAMES, { error: 'validation-failed' }),
  origin: z.string({ error: 'preview-origin-not-allowed' }).max(200, { error: 'preview-origin-not-allowed' }),
});
export type PreviewBody = z.infer<typeof previewBodySchema>;

export const previewReplySchema = z.object({
  remote: z.enum(REMOTE_NAMES),
  origin: z.string(),
  /** Where the shell loads the remote from for this tab. */
  manifestUrl: z.string(),
});
export type PreviewReply = z.infer<typeof previewReplySchema>;

/** GET /v1/remote-versions: the staged version per remote this user gets (most users: none). */
export const remoteVersionsReplySchema = z.object({
  versions: z.partialRecord(z.enum(REMOTE_NAMES), z.string()),
});
export type RemoteVersionsReply = z.infer<typeof remoteVersionsReplySchema>;
