import type { ReactNode } from 'react';
import styled from 'styled-components';
import { featureById, messageFor } from 'portal-contract';
import { featureIcons } from '../catalogue/featureIcons';
import { ToolAvailableContext, useMissingProvider } from '../config/aiCapabilities';
import { ToolIdContext } from './resultRating';
import { usePageTitle } from '../config/usePageTitle';
import { up } from '../theme/theme';
import { Alert } from './Alert';

const Page = styled.article`
  display: grid;
  gap: 1.25rem;
  align-content: start;
`;

const Header = styled.header`
  display: flex;
  gap: 0.9rem;
  align-items: center;
  h1 {
    margin: 0;
    font-size: 1.75rem;
  }
  svg {
    color: ${({ theme }) => theme.colors.primary};
    flex: none;
  }
`;

/**
 * The tool's form and its result. On wide screens they stand side by side, as in DeepL Write, so the
 * result (and its progress) appears where the eye is instead of below the fold; anything else on
 * the page spans both columns. On narrow screens they stack and the result scrolls into view.
 */
const Workspace = styled.div`
  display: grid;
  /* One column as wide as the page: content that sizes itself (an auto-fill grid) cannot widen it. */
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  align-items: start;
  ${up('wide')} {
    &:has(> [data-tool-output]) {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      & > * {
        grid-column: 1 / -1;
      }
      & > form {
        grid-column: 1;
        grid-row: 1;
      }
      & > [data-tool-output] {
        grid-column: 2;
        grid-row: 1;
        /* A long text on the left: the result stays in view while the main area scrolls. */
        position: sticky;
        top: 0;
      }
    }
  }
`;

const Howto = styled.p`
  margin: 0;
  max-width: 70ch;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The frame of every feature page: title and icon from the catalogue, the German howto, then the
 * tool itself. A tool that is not wired up yet, or that no configured AI provider can run, says so
 * before anyone types instead of pretending to work; its form then cannot be sent.
 */
export function ToolPage({ featureId, children }: { featureId: string; children?: ReactNode }) {
  const feature = featureById(featureId);
  usePageTitle(feature.name);
  const Icon = featureIcons[feature.id];
  const missing = useMissingProvider(feature.id);
  return (
    <Page aria-labelledby={`${feature.id}-title`}>
      <Header>
        <Icon size={32} aria-hidden="true" />
        <h1 id={`${feature.id}-title`}>{feature.name}</h1>
      </Header>
      <Howto>{feature.howto}</Howto>
      {missing && <Alert tone="info">{messageFor('no-ai-provider-yet', missing)}</Alert>}
      <ToolAvailableContext.Provider value={!missing}>
        <ToolIdContext.Provider value={feature.id}>
          <Workspace>{children ?? <Alert tone="info">{messageFor('not-connected-yet')}</Alert>}</Workspace>
        </ToolIdContext.Provider>
      </ToolAvailableContext.Provider>
    </Page>
  );
}
