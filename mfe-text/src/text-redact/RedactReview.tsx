import { useContext, useMemo } from 'react';
import { AiLabelContext, Alert, Button, CopyButton, DownloadButton, messageFor, withAiLabel } from 'shared-ui';
import styled from 'styled-components';
import { ChangeReasons } from './ChangeReasons';
import { DiffView } from './DiffView';
import { RedactHints } from './RedactHints';
import type { RedactResult } from 'shared-ui';
import { useChangeChoices } from './useChangeChoices';
import { useHouseStyleDecisions } from './houseStyleDecisions';
import { wordChanges } from './wordChanges';

const Layout = styled.div`
  display: grid;
  gap: 1.25rem;
  /* By the result panel's width (container-type in ToolOutput): half the page on wide screens. */
  @container (min-width: 44rem) {
    grid-template-columns: minmax(0, 2fr) minmax(14rem, 1fr);
  }
`;

const Review = styled.div`
  display: grid;
  gap: 0.75rem;
  align-content: start;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
`;

export interface RedactReviewProps {
  /** The text as it was sent, not as the field reads now: the diff is against what the gateway saw. */
  original: string;
  result: RedactResult;
  filename: string;
}

/**
 * The corrected text as a diff the user decides on change by change, the gateway's reasons beside
 * it, and copy and download of the text as decided. Mount it with a `key` per result, so a new result
 * starts again with every change taken.
 */
export function RedactReview({ original, result, filename }: RedactReviewProps) {
  const parts = useMemo(() => wordChanges(original, result.corrected), [original, result.corrected]);
  const { changes, isAccepted, choose, acceptAll, rejectAll, acceptedCount, finalText } = useChangeChoices(parts);
  // The tenant's labelling line of the result (ToolOutput provides it; the download takes it itself).
  const aiLabel = useContext(AiLabelContext);
  const countHouseStyle = useHouseStyleDecisions(changes, result.changes, isAccepted);
  const total = changes.length;
  return (
    <>
      <RedactHints hints={result.hints} />
      {total === 0 ? (
        <Alert tone="success">{messageFor('redact-no-changes')}</Alert>
      ) : (
        <Layout>
          <Review>
            <Row>
              <span role="status">
                {acceptedCount} von {total} {total === 1 ? 'Änderung' : 'Änderungen'} übernommen
              </span>
              <Button $variant="secondary" onClick={acceptAll} disabled={acceptedCount === total}>
                Alle übernehmen
              </Button>
              <Button $variant="secondary" onClick={rejectAll} disabled={acceptedCount === 0}>
                Alle ablehnen
              </Button>
            </Row>
            <DiffView parts={parts} isAccepted={isAccepted} onChoose={choose} />
          </Review>
          <ChangeReasons changes={result.changes} />
        </Layout>
      )}
      <Row>
        <CopyButton text={withAiLabel(finalText, aiLabel)} label="Ergebnis kopieren" onCopied={countHouseStyle} />
        <DownloadButton content={finalText} filename={filename} onSaved={countHouseStyle}>
          Als .txt herunterladen
        </DownloadButton>
      </Row>
    </>
  );
}
