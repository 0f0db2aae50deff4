import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, messageFor } from 'shared-ui';
import { answerPreview, endPreview, packageName, startPreview, type PreviewRequest, type PreviewState } from '../remotes/preview';
import { PreviewConfirm } from './PreviewConfirm';

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  padding: 0.5rem 1.25rem;
  background: ${({ theme }) => theme.colors.infoSurface};
  color: ${({ theme }) => theme.colors.info};
  font-weight: 600;
`;

/**
 * Under the nav while a developer's preview is asked for: the question before it loads, then what
 * this tab loads and the way back.
 */
export function PreviewBanner({ request }: { request: PreviewRequest }) {
  const [state, setState] = useState<PreviewState | null>(null);
  useEffect(() => {
    let current = true;
    void startPreview(request).then((answer) => current && setState(answer));
    return () => {
      current = false;
    };
  }, [request]);

  if (!state || state.status === 'declined') return null;
  if (state.status === 'confirm') {
    return <PreviewConfirm reply={state.reply} onAnswer={(load) => void answerPreview(state, load).then(setState)} />;
  }
  if (state.status === 'refused') {
    return <Alert tone="error">{messageFor('preview-refused', { reason: messageFor(state.code) })}</Alert>;
  }
  return (
    <Bar aria-label="Vorschau">
      <span>
        Vorschau: {packageName(request.remote)} von {request.origin}
      </span>
      <Button $variant="secondary" onClick={endPreview}>
        Vorschau beenden
      </Button>
    </Bar>
  );
}
