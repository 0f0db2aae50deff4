/**
 * What the browser and the gateway agree on, without React: the feature catalogue and routes, access
 * rules and roles, the tools' requests, options and limits, the German message catalogue, realtime
 * events, the slug and CSV writers. Zod schemas of the data services are in `portal-contract/schemas`
 * (the gateway validates with them; the pages import their types only). See docs/architecture.md.
 */
export * from './catalogue/index.ts';
export * from './tools/index.ts';
export * from './messages/catalogue.ts';
export * from './realtime/events.ts';
export * from './format/slug.ts';
export * from './format/csv.ts';
