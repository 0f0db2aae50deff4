/** Where the catalogue's pages come from: the remotes, their exposed modules, and the home tabs. */
export type FeatureGroupId = 'text' | 'seo' | 'misc';
/** The federation names of the remotes (`mfe_seo` is the package mfe-seo). */
export const REMOTE_NAMES = ['mfe_text', 'mfe_seo', 'mfe_misc', 'mfe_dashboards'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface FeatureGroup {
  id: FeatureGroupId;
  name: string;
}

export const featureGroups: readonly FeatureGroup[] = [
  { id: 'text', name: 'Textverarbeitung' },
  { id: 'seo', name: 'SEO' },
  { id: 'misc', name: 'Sonstiges' },
];

/** Where a feature's page comes from: the remote's federation name and its exposed module. */
export interface RemotePage {
  remote: RemoteName;
  /** Exposed module, e.g. `./Summarize`; loaded as `mfe_text/Summarize`. */
  module: `./${string}`;
}
