import { Alert, Button, features, messageFor, useLocation, useNavigate, usePortalConfig } from 'shared-ui';
import { useRefusedGroupOnlyPage } from 'shared-auth';
import styled from 'styled-components';

const Notice = styled.div`
  margin-bottom: 1.5rem;
  p {
    margin: 0;
  }
`;

/**
 * Home, after a group-only page sent a user of another tenant here (RequireGroupTenant): why they
 * are here instead. Closing it drops the note from this history entry, so a reload does not bring it back.
 */
export function GroupOnlyNotice() {
  const refused = useRefusedGroupOnlyPage();
  const { publisher } = usePortalConfig();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  if (!refused) return null;
  const page = features.find((feature) => feature.href === refused)?.name ?? refused;
  return (
    <Notice>
      <Alert tone="info">
        <p>{messageFor('group-only-page', { page, publisher: publisher.name })}</p>
        <Button $variant="secondary" onClick={() => navigate(`${pathname}${search}`, { replace: true, state: null })}>
          Hinweis schließen
        </Button>
      </Alert>
    </Notice>
  );
}
