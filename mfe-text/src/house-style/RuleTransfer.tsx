import { useRef, useState, type ChangeEvent } from 'react';
import { errorCodeOf, gatewayRequest } from 'shared-auth';
import type { StyleImportProblem } from 'portal-contract/schemas';
import { Alert, Button, messageFor, saveFile, type MessageCode } from 'shared-ui';
import styled from 'styled-components';
import { useImportStyleRulesMutation } from './api';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
`;

const Problems = styled.ul`
  margin: 0.5rem 0 0;
  padding-left: 1.1rem;
  overflow-wrap: anywhere;
`;

/** The name the gateway gives the file, from its Content-Disposition. */
const fileNameOf = (response: Response, fallback: string) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;

function problemsOf(error: unknown): StyleImportProblem[] {
  const details = (error as { details?: { problems?: unknown } } | undefined)?.details;
  return Array.isArray(details?.problems) ? (details.problems as StyleImportProblem[]) : [];
}

/**
 * Export for everyone who reads the rules (CSV for Excel, JSON for other systems); import for those
 * who may edit. The gateway checks every row like the form: a bad file changes nothing and the page
 * lists each bad row.
 */
export function RuleTransfer({ canEdit }: { canEdit: boolean }) {
  const [exportError, setExportError] = useState<MessageCode | null>(null);
  const [importRules, imported] = useImportStyleRulesMutation();
  const [fileProblem, setFileProblem] = useState<MessageCode | null>(null);
  // The browser's own file field speaks the browser's language; the button speaks the portal's.
  const fileInput = useRef<HTMLInputElement>(null);

  const download = async (format: 'csv' | 'json') => {
    setExportError(null);
    try {
      const response = await gatewayRequest(`/v1/house-style/export.${format}`);
      saveFile(await response.blob(), fileNameOf(response, `hausstil.${format}`));
    } catch (failure) {
      setExportError(errorCodeOf(failure));
    }
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setFileProblem(null);
    if (!file) return;
    const format = /\.json$/i.test(file.name) ? 'json' : /\.(csv|txt)$/i.test(file.name) ? 'csv' : null;
    if (!format) {
      setFileProblem('style-import-file-type');
      return;
    }
    void importRules({ format, content: await file.text() });
  };

  const problems = problemsOf(imported.error);
  return (
    <section aria-label="Import und Export">
      <Bar>
        <Button $variant="secondary" onClick={() => void download('csv')}>
          Als CSV exportieren
        </Button>
        <Button $variant="secondary" onClick={() => void download('json')}>
          Als JSON exportieren
        </Button>
        {canEdit && (
          <>
            <Button $variant="secondary" onClick={() => fileInput.current?.click()} disabled={imported.isLoading}>
              Regeln importieren …
            </Button>
            <input
              ref={fileInput}
              type="file"
              hidden
              aria-label="Regeln importieren (CSV oder JSON)"
              accept=".csv,.json,text/csv,application/json"
              onChange={(event) => void upload(event)}
            />
          </>
        )}
      </Bar>
      {exportError && <Alert tone="error">{messageFor(exportError)}</Alert>}
      {fileProblem && <Alert tone="error">{messageFor(fileProblem)}</Alert>}
      {imported.isSuccess && (
        <Alert tone="success">{messageFor('style-import-done', { created: imported.data.created, updated: imported.data.updated })}</Alert>
      )}
      {imported.isError && (
        <Alert tone="error">
          {messageFor(errorCodeOf(imported.error))}
          {problems.length > 0 && (
            <Problems aria-label="Fehler in der Datei">
              {problems.map(({ row, reason }, index) => (
                <li key={index}>
                  {row}: {reason}
                </li>
              ))}
            </Problems>
          )}
        </Alert>
      )}
    </section>
  );
}
