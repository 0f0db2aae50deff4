import { useState } from 'react';
import { SourceCheckNote, TextArea, ToolForm, ToolOutput, ToolPage, sourceCheck as sourceCheckTool, useToolText } from 'shared-ui';
import { useSourceCheck } from '../source-check/useSourceCheck';

export default function SourceCheck() {
  // Two fields: an empty „Quelle“ gets its own message, an empty „Text“ the usual one.
  const source = useToolText('', undefined, 'source-empty');
  const draft = useToolText();
  const check = useSourceCheck();
  // The text as it was checked: the marks belong to it, not to later edits.
  const [checkedText, setCheckedText] = useState('');
  const submit = () => {
    const sourceReady = source.check();
    if (!draft.check() || !sourceReady) return;
    setCheckedText(draft.text);
    check.run({ source: source.text, text: draft.text });
  };
  return (
    <ToolPage featureId="source-check">
      <ToolForm run={check} onSubmit={submit} submitLabel="Prüfen" problem={source.problem ?? draft.problem}>
        <TextArea label="Quelle" value={source.text} onChange={source.setText} maxLength={source.maxLength} />
        <TextArea label="Text" value={draft.text} onChange={draft.setText} maxLength={draft.maxLength} />
      </ToolForm>
      <ToolOutput
        stoppedMessage="request-stopped"
        status={check.status}
        error={check.error}
        failure={check.failure}
        provenance={check.result?.provenance}
        title="Ergebnis"
        progressLabel="Wird gegen die Quelle geprüft …"
        copyText={check.result ? sourceCheckTool.asText(check.result) : undefined}
      >
        {check.result && <SourceCheckNote check={check.result} markedText={checkedText} />}
      </ToolOutput>
    </ToolPage>
  );
}
