import { RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { errorCodeOf } from 'shared-auth';
import {
  Alert,
  Button,
  CopyButton,
  DownloadButton,
  featureById,
  formatDateTime,
  messageFor,
  PlainText,
  ProvenanceNote,
  reopenState,
  Select,
  Spinner,
  useNavigate,
  withAiLabel,
} from 'shared-ui';
import styled from 'styled-components';
import { useDeleteHistoryEntryMutation, useHistoryEntryQuery } from './historyApi';

const Entry = styled.article`
  display: grid;
  gap: 1rem;
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: end;
`;

const Text = styled.div`
  max-height: 20rem;
  overflow: auto;
  padding: 0.75rem;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.background};
`;

/** Tools that take a text: where a result can be used next. */
const NEXT_TOOLS = [
  'summarize',
  'social-media',
  'seo-living-docs',
  'text-redact',
  'text-translation',
  'press-release',
  'top-ten',
  'seo-self-made',
  'keyword-extraction',
  'text-speech',
] as const;

/**
 * One run, read-only: its input and result, copy and download, „Erneut öffnen“ (the tool with the
 * input and options of then) and „Weiterverwenden in …“ (the result as another tool's input).
 */
export function HistoryEntryView({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const { data: entry, error, isLoading } = useHistoryEntryQuery(id);
  const [remove, removal] = useDeleteHistoryEntryMutation();
  const navigate = useNavigate();
  const [next, setNext] = useState<(typeof NEXT_TOOLS)[number]>('social-media');
  if (isLoading) return <Spinner label="Eintrag wird geladen …" />;
  if (error || !entry) return <Alert tone="error">{messageFor(errorCodeOf(error))}</Alert>;
  const tool = featureById(entry.tool);
  const nextOptions = NEXT_TOOLS.filter((id) => id !== entry.tool).map((id) => ({ id, label: featureById(id).name }));
  // Copied and downloaded, the result carries the tenant's labelling line as it did when it was made.
  const taken = withAiLabel(entry.resultText, entry.provenance?.label);
  const chosen = nextOptions.some((option) => option.id === next) ? next : nextOptions[0]!.id;
  return (
    <Entry aria-labelledby="history-entry-title">
      <h2 id="history-entry-title">
        {tool.name} · {formatDateTime(entry.createdAt)}
      </h2>
      {entry.status === 'stopped' && <Alert tone="info">{messageFor('history-entry-stopped')}</Alert>}
      {removal.isError && <Alert tone="error">{messageFor(errorCodeOf(removal.error))}</Alert>}
      <section aria-label="Eingabe">
        <h3>Eingabe</h3>
        <Text>
          <PlainText>{entry.input || '–'}</PlainText>
        </Text>
      </section>
      <section aria-label="Ergebnis">
        <h3>Ergebnis</h3>
        <Text>
          <PlainText>{entry.resultText}</PlainText>
        </Text>
        {entry.provenance && <ProvenanceNote provenance={entry.provenance} />}
      </section>
      <Row>
        <CopyButton text={taken} label="Ergebnis kopieren" />
        <DownloadButton content={taken} filename={`${entry.tool}-${entry.createdAt.slice(0, 10)}.txt`}>
          Als .txt herunterladen
        </DownloadButton>
        <Button
          $variant="secondary"
          onClick={() => navigate(tool.href, { state: reopenState({ input: entry.input, options: entry.options }) })}
        >
          <RotateCcw size={18} aria-hidden="true" />
          Erneut öffnen
        </Button>
        <Button
          $variant="secondary"
          onClick={() => {
            if (window.confirm('Diesen Eintrag aus deinem Verlauf löschen?'))
              void remove(entry.id)
                .unwrap()
                .then(onDeleted, () => undefined);
          }}
        >
          <Trash2 size={18} aria-hidden="true" />
          Löschen
        </Button>
      </Row>
      <Row>
        <Select label="Weiterverwenden in" value={chosen} options={nextOptions} onChange={setNext} />
        <Button onClick={() => navigate(featureById(chosen).href, { state: reopenState({ input: entry.resultText }) })}>
          Ergebnis übernehmen
        </Button>
      </Row>
    </Entry>
  );
}
