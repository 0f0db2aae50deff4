import type { ReactNode } from 'react';
import { Alert, messageFor, type Role } from 'shared-ui';
import { useHasAnyRole } from 'shared-auth';
import { ShellPage } from '../pages/ShellPage';

/**
 * Pages for roles beyond staff: anyone else gets the page's frame with "Dafür fehlen dir die Rechte."
 * The gateway refuses the data all the same; this only spares a page of failing requests.
 */
export function RequireRole({ roles, title, children }: { roles: readonly Role[]; title: string; children: ReactNode }) {
  const allowed = useHasAnyRole(roles);
  if (allowed) return children;
  return (
    <ShellPage title={title}>
      <Alert tone="error">{messageFor('role-missing')}</Alert>
    </ShellPage>
  );
}
