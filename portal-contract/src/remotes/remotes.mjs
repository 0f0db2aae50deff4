/**
 * The four remotes, kept once: package folder, federation name and the local stack's port. Plain
 * JavaScript, because the scripts (local stack, releases, contract check, bundle scan) read it on
 * Node as well as the catalogue.
 */
export const REMOTES = [
  { pkg: 'mfe-text', name: 'mfe_text', port: 3001 },
  { pkg: 'mfe-seo', name: 'mfe_seo', port: 3002 },
  { pkg: 'mfe-misc', name: 'mfe_misc', port: 3003 },
  { pkg: 'mfe-dashboards', name: 'mfe_dashboards', port: 3004 },
];
