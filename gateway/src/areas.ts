/**
 * The areas of the /v1 API, each its own Fastify plugin: the one list of what the gateway serves
 * behind the token and tenant checks of plugins/protectedApi.ts. A new area is one line here.
 */
import type { FastifyInstance } from 'fastify';
import type { Auth } from 'firebase-admin/auth';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { NewsletterProvider } from './newsletter/provider.ts';
import type { AiProvider } from './ai/provider.ts';
import type { Providers } from './ai/createProvider.ts';
import type { OfflineEngine } from './ai/local/pool/offlinePool.ts';
import admin from './admin/routes.ts';
import dashboards from './dashboards/routes.ts';
import feedback from './feedback/routes.ts';
import houseStyle from './houseStyle/routes.ts';
import aiPolicy from './aiPolicy/routes.ts';
import history from './history/routes.ts';
import usage from './usage/routes.ts';
import ownData from './history/ownData.ts';
import ratings from './usage/ratings.ts';
import me from './account/me.ts';
import newsletter from './newsletter/routes.ts';
import shortLinks from './shortLinks/routes.ts';
import realtimeAuth from './realtime/authRoute.ts';
import tools, { type ServedTool } from './tools/routes.ts';
import preview from './preview/routes.ts';
import releases from './releases/routes.ts';

export type ProtectedApiOptions = {
  auth: Auth;
  db: Database;
  config: Pick<
    Config,
    | 'newsletterListId'
    | 'shortLinkBaseUrl'
    | 'portalOrigins'
    | 'portalUrl'
    | 'ai'
    | 'groupTenant'
    | 'previewOrigins'
    | 'releasesDir'
    | 'portalConfigFile'
    | 'autoRollback'
  >;
  newsletter: NewsletterProvider;
  shortLinksPerMinute: number;
  realtimeAuthPerMinute: number;
  ai: AiProvider;
  /** Each provider on its own, for the tools' failover (ai/createProvider.ts). */
  engines?: Providers | undefined;
  offline: OfflineEngine;
  tools?: readonly ServedTool[] | undefined;
};

export async function registerAreas(
  app: FastifyInstance,
  {
    auth,
    db,
    config,
    newsletter: provider,
    shortLinksPerMinute,
    realtimeAuthPerMinute,
    ai,
    engines,
    offline,
    tools: served,
  }: ProtectedApiOptions,
): Promise<void> {
  await app.register(me, { auth, groupTenant: config.groupTenant });
  await app.register(newsletter, { newsletter: provider, listId: config.newsletterListId });
  await app.register(feedback, { db });
  const portalOrigins = [...config.portalOrigins, new URL(config.portalUrl).origin];
  await app.register(shortLinks, { db, shortLinkBaseUrl: config.shortLinkBaseUrl, portalOrigins, perMinute: shortLinksPerMinute });
  await app.register(dashboards, { db });
  await app.register(tools, { provider: ai, engines, config: config.ai, db, offline, tools: served });
  await app.register(realtimeAuth, { perMinute: realtimeAuthPerMinute });
  await app.register(admin, { db, auth });
  await app.register(houseStyle, { db });
  await app.register(aiPolicy, { db, ai: config.ai });
  await app.register(history, { db });
  await app.register(usage, { db, auth });
  await app.register(ownData, { db });
  await app.register(ratings, { db, ai: config.ai });
  await app.register(preview, { db, previewOrigins: config.previewOrigins });
  await app.register(releases, {
    db,
    places: { releasesDir: config.releasesDir, portalConfigFile: config.portalConfigFile },
    autoRollback: config.autoRollback,
  });
}
