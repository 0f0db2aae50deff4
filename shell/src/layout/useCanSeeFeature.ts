import { useCallback } from 'react';
import { useIsGroupTenant } from 'shared-auth';
import type { Feature } from 'shared-ui';

/** Group-only features (keyword extraction, TTS) are hidden from users of other tenants. */
export function useCanSeeFeature(): (feature: Feature) => boolean {
  const groupTenant = useIsGroupTenant();
  return useCallback((feature: Feature) => !feature.groupOnly || groupTenant, [groupTenant]);
}
