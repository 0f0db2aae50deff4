/**
 * POST /v1/preview (developers): may this remote be loaded from this development origin in the
 * caller's own tab? The shell loads a preview only on a yes; the answer is the manifest it loads.
 * Every preview that starts is in the audit log: it runs code from outside the release in the portal.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { previewBodySchema, previewReplySchema } from 'portal-contract/schemas';
import { auditRequest } from '../audit/auditLog.ts';
import type { Database } from '../db/client.ts';
import { ApiError } from '../errors.ts';
import { allowedPreviewOrigin } from './previewOrigins.ts';

const DEVELOPERS = ['developer'] as const;

const preview: FastifyPluginAsyncZod<{ db: Database; previewOrigins: readonly string[] }> = async (app, { db, previewOrigins }) => {
  app.post(
    '/preview',
    {
      onRequest: app.requireRole(...DEVELOPERS),
      config: { roles: [...DEVELOPERS] },
      schema: { body: previewBodySchema, response: { 200: previewReplySchema } },
    },
    async (request) => {
      const { remote } = request.body;
      const origin = allowedPreviewOrigin(previewOrigins, request.body.origin);
      if (!origin) throw new ApiError(403, 'preview-origin-not-allowed');
      await auditRequest(db, request, 'preview.start', `${remote} von ${origin}`);
      return { remote, origin, manifestUrl: `${origin}/mf-manifest.json` };
    },
  );
};

export default preview;
