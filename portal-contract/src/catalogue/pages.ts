/** Where the catalogue's pages come from: the remotes, their exposed modules, and the home tabs. */
export type FeatureGroupId = 'text' | 'seo' | 'misc';
import { REMOTES } from '../remotes/remotes.mjs';

/** The federation names of the remotes (`mfe_seo` is the package mfe-seo). */
export const REMOTE_NAMES = REMOTES.map((remote) => remote.name) as readonly RemoteName[];
export type RemoteName = (typeof REMOTES)[number]['name'];
/** The package folders of the remotes. */
export type RemotePackage = (typeof REMOTES)[number]['pkg'];

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
