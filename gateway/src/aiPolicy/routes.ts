/**
 * GET/PUT /v1/admin/ai-policy: tenant admins (and portal admins, for their own tenant) read and set
 * the tenant's AI policy; every change is in the audit log. The reply carries how often each policy
 * acted in the last 30 days and whether any tool goes to an external provider at all.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ROLES } from 'portal-contract';
import { aiPolicyReplySchema, aiPolicySchema, type AiPolicyReply } from 'portal-contract/schemas';
import { auditRequest } from '../audit/auditLog.ts';
import type { AiConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { currentTenant } from '../plugins/auth.ts';
import { personalDataFigures } from './counts.ts';
import { aiPolicyOf, setAiPolicy } from './store.ts';

const USAGE_DAYS = 30;

const aiPolicy: FastifyPluginAsyncZod<{ db: Database; ai: Pick<AiConfig, 'chains'> }> = async (app, { db, ai }) => {
  const adminsOnly = { onRequest: app.requireRole(...ADMIN_ROLES), config: { roles: [...ADMIN_ROLES] } };
  const externalProvider = Object.values(ai.chains).some((chain) => chain.some((name) => name !== 'local'));

  async function reply(accountId: number): Promise<AiPolicyReply> {
    const since = new Date(Date.now() - USAGE_DAYS * 86_400_000).toISOString().slice(0, 10);
    return { ...(await aiPolicyOf(db, accountId)), externalProvider, usage: await personalDataFigures(db, accountId, since) };
  }

  app.get('/admin/ai-policy', { ...adminsOnly, schema: { response: { 200: aiPolicyReplySchema } } }, async (request) =>
    reply(currentTenant(request).id),
  );

  app.put(
    '/admin/ai-policy',
    { ...adminsOnly, schema: { body: aiPolicySchema, response: { 200: aiPolicyReplySchema } } },
    async (request) => {
      const tenant = currentTenant(request);
      await setAiPolicy(db, tenant.id, request.body);
      const { personalData, keepOfficeHolders, aiLabel } = request.body;
      await auditRequest(
        db,
        request,
        'ai-policy.change',
        `Personenbezogene Daten: ${personalData}; Amtsträger ${keepOfficeHolders ? 'nicht pseudonymisiert' : 'pseudonymisiert'}; KI-Kennzeichnung ${aiLabel ? 'an' : 'aus'}`,
      );
      return reply(tenant.id);
    },
  );
};

export default aiPolicy;
