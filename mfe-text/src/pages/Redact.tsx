import { useToolStream } from 'shared-auth';
import { Select, TextArea, ToolForm, ToolOptions, ToolOutput, ToolPage, redactModes, useToolText, type RedactMode } from 'shared-ui';
import { useState } from 'react';
import { RedactReview } from '../text-redact/RedactReview';
import type { RedactRequest } from 'shared-ui';

const filenames: Record<RedactMode, string> = { korrigieren: 'text-korrigiert.txt', redigieren: 'text-redigiert.txt' };

export default function Redact() {
  const input = useToolText();
  const [mode, setMode] = useState<RedactMode>('korrigieren');
  // What was sent, numbered: the diff is against the text the gateway saw, and each run starts fresh.
  const [sent, setSent] = useState<(RedactRequest & { run: number }) | null>(null);
  const tool = useToolStream('/v1/tools/redact');
  const submit = () => {
    if (!input.check()) return;
    const body = { text: input.text, mode };
    setSent((previous) => ({ ...body, run: (previous?.run ?? 0) + 1 }));
    tool.run(body);
  };
  return (
    <ToolPage featureId="text-redact">
      <ToolForm onSubmit={submit} running={tool.status === 'running'} onStop={tool.stop} submitLabel="Text prüfen" problem={input.problem}>
        <TextArea label="Text" value={input.text} onChange={input.setText} maxLength={input.maxLength} />
        <ToolOptions>
          <Select label="Modus" value={mode} options={redactModes} onChange={setMode} />
        </ToolOptions>
      </ToolForm>
      <ToolOutput status={tool.status} streamed={tool.streamed} error={tool.error} title="Vorschläge" progressLabel="Wird geprüft …">
        {tool.result && sent && <RedactReview key={sent.run} original={sent.text} result={tool.result} filename={filenames[sent.mode]} />}
      </ToolOutput>
    </ToolPage>
  );
}
