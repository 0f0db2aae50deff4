import { useEffect, useState, type FormEvent } from 'react';
import { errorCodeOf } from 'shared-auth';
import { STYLE_RULE_CATEGORIES, STYLE_RULE_KINDS, styleRuleKindLabels } from 'portal-contract/house-style';
import { Alert, Button, messageFor, Select, TextField } from 'shared-ui';
import styled from 'styled-components';
import { usePreviewStyleRuleMutation, useSaveStyleRuleMutation, type StyleRule, type StyleRuleBody } from './api';

const Form = styled.form`
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
`;

const Row = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(16rem, 100%), 1fr));
  align-items: end;
`;

const Lines = styled.label`
  display: grid;
  gap: 0.35rem;
  font-weight: 600;
  textarea {
    font: inherit;
    font-weight: normal;
    min-height: 4.5rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
  }
`;

const Preview = styled.output`
  display: block;
  white-space: pre-wrap;
  padding: 0.75rem;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.background};
`;

const Actions = styled.div`
  display: flex;
  gap: 0.75rem;
`;

const SAMPLE = 'Die Onlineausgabe meldet: Seit der Coronapandemie stiegen die Preise um 12%. Es kamen 3 Kinder und ca. 300 Gäste.';

const emptyRule: StyleRuleBody = {
  title: '',
  explanation: '',
  category: 'Schreibweisen',
  kind: 'term',
  find: '',
  replace: '',
  desk: null,
  enabled: true,
  wholeWords: true,
  examplesFlagged: [],
  examplesUntouched: [],
};

const toLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * Create or edit a rule, with a live preview on a sample text: what the rule changes, and why it
 * cannot be saved yet (a failing example, an invalid expression). The gateway checks again on save.
 */
export function RuleForm({ rule, onDone }: { rule: StyleRule | null; onDone: () => void }) {
  const [body, setBody] = useState<StyleRuleBody>(rule ? { ...rule } : emptyRule);
  const [flagged, setFlagged] = useState((rule?.examplesFlagged ?? []).join('\n'));
  const [untouched, setUntouched] = useState((rule?.examplesUntouched ?? []).join('\n'));
  const [sample, setSample] = useState(SAMPLE);
  const [preview, previewState] = usePreviewStyleRuleMutation();
  const [save, saveState] = useSaveStyleRuleMutation();
  const set = <Key extends keyof StyleRuleBody>(key: Key, value: StyleRuleBody[Key]) =>
    setBody((current) => ({ ...current, [key]: value }));
  const complete = { ...body, examplesFlagged: toLines(flagged), examplesUntouched: toLines(untouched) };

  // The preview follows the typing, a moment after it stops.
  const previewKey = JSON.stringify([complete, sample]);
  useEffect(() => {
    const timer = setTimeout(() => {
      void preview({
        rule: {
          title: complete.title,
          explanation: complete.explanation,
          kind: complete.kind,
          find: complete.find,
          replace: complete.replace,
          wholeWords: complete.wholeWords ?? true,
          examplesFlagged: complete.examplesFlagged,
          examplesUntouched: complete.examplesUntouched,
        },
        text: sample,
      });
    }, 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- previewKey stands for complete and sample
  }, [previewKey, preview]);

  const problem = previewState.data?.problem ?? null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await save({ ...(rule ? { id: rule.id } : {}), body: complete });
    if (!('error' in saved)) onDone();
  };
  const pattern = body.kind === 'pattern' || body.kind === 'hint';
  return (
    <Form onSubmit={submit} aria-labelledby="rule-form-title" noValidate>
      <h2 id="rule-form-title">{rule ? `Regel „${rule.title}“ bearbeiten` : 'Neue Regel'}</h2>
      <Row>
        <TextField label="Titel" value={body.title} onChange={(event) => set('title', event.target.value)} required />
        <Select
          label="Kategorie"
          value={body.category}
          options={STYLE_RULE_CATEGORIES.map((id) => ({ id, label: id }))}
          onChange={(id) => set('category', id)}
        />
        <Select
          label="Art"
          value={body.kind}
          options={STYLE_RULE_KINDS.map((id) => ({ id, label: styleRuleKindLabels[id] }))}
          onChange={(id) => set('kind', id)}
        />
      </Row>
      <TextField label="Erklärung" value={body.explanation} onChange={(event) => set('explanation', event.target.value)} />
      {/* A numbers rule is the engine's own: nothing to find or replace, only its examples. */}
      {body.kind !== 'numbers' && (
        <Row>
          {body.kind !== 'instruction' && (
            <TextField
              label={body.kind === 'term' ? 'Falsches Wort' : 'Regulärer Ausdruck (RE2)'}
              value={body.find}
              onChange={(event) => set('find', event.target.value)}
            />
          )}
          {body.kind !== 'hint' && (
            <TextField
              label={body.kind === 'term' ? 'Richtiges Wort' : body.kind === 'instruction' ? 'Anweisung' : 'Ersetzung ($1 … für Gruppen)'}
              value={body.replace}
              onChange={(event) => set('replace', event.target.value)}
            />
          )}
        </Row>
      )}
      {pattern && (
        <label>
          <input type="checkbox" checked={body.wholeWords ?? true} onChange={(event) => set('wholeWords', event.target.checked)} /> Nur
          ganze Wörter
        </label>
      )}
      {body.kind !== 'instruction' && (
        <Row>
          <Lines>
            Beispiele, die die Regel ändern muss (eins pro Zeile)
            <textarea value={flagged} onChange={(event) => setFlagged(event.target.value)} />
          </Lines>
          <Lines>
            Beispiele, die unverändert bleiben müssen (eins pro Zeile)
            <textarea value={untouched} onChange={(event) => setUntouched(event.target.value)} />
          </Lines>
        </Row>
      )}
      <Lines>
        Probetext für die Vorschau
        <textarea value={sample} onChange={(event) => setSample(event.target.value)} />
      </Lines>
      <div>
        <strong>Vorschau</strong>
        <Preview aria-live="polite">{previewState.data?.text ?? sample}</Preview>
      </div>
      {problem && <Alert tone="error">{messageFor('style-rule-invalid', { reason: problem })}</Alert>}
      {saveState.isError && <Alert tone="error">{messageFor(errorCodeOf(saveState.error), { reason: problem ?? '' })}</Alert>}
      <Actions>
        <Button type="submit" disabled={saveState.isLoading}>
          Speichern
        </Button>
        <Button $variant="secondary" onClick={onDone}>
          Abbrechen
        </Button>
      </Actions>
    </Form>
  );
}
