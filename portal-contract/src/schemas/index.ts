/**
 * Zod schemas of every data-service request and answer. The gateway validates with them and builds
 * its OpenAPI description from them; browser code imports their types only (`import type`), so zod
 * never reaches a bundle.
 */
export * from './common.ts';
export * from './account.ts';
export * from './admin.ts';
export * from './dashboards.ts';
export * from './feedback.ts';
export * from './newsletter.ts';
export * from './shortLinks.ts';
export * from './tools.ts';
export * from './houseStyle.ts';
export * from './history.ts';
export * from './usage.ts';
export * from './preview.ts';
export * from './remoteHealth.ts';
export * from './aiPolicy.ts';
