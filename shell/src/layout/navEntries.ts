import { featureById, featureGroups, featuresInGroup, type Feature, type FeatureGroup } from 'shared-ui';

export interface NavGroup {
  group: FeatureGroup;
  features: Feature[];
}

/** The nav's content, from the catalogue: the stand-alone links and one dropdown per group. */
export function navEntries(canSee: (feature: Feature) => boolean): { links: Feature[]; groups: NavGroup[] } {
  return {
    links: [featureById('dashboards'), featureById('workday-faq')].filter(canSee),
    groups: featureGroups
      .map((group) => ({ group, features: featuresInGroup(group.id).filter(canSee) }))
      .filter((entry) => entry.features.length > 0),
  };
}
