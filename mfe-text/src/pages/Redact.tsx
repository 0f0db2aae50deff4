import { StyleDeskSelect, useStyleDesk, useToolStream } from 'shared-auth';
import {
  Alert,
  Select,
  TextArea,
  ToolForm,
  ToolOptions,
  ToolOutput,
  ToolPage,
  messageFor,
  needsAiProviderLabel,
  redactModes,
  useAiCapabilities,
  useToolText,
  useReopenedOption,
  type RedactMode,
  SourceCheckNote,
} from 'shared-ui';
import { useState } from 'react';
import { RedactReview } from '../text-redact/RedactReview';
import type { RedactRequest } from 'shared-ui';

const filenames: Record<RedactMode, string> = { korrigieren: 'text-korrigiert.txt', redigieren: 'text-redigiert.txt' };

export default function Redact() {
  const input = useToolText();
  const [mode, setMode] = useState<RedactMode>(
    useReopenedOption('mode', (value): value is RedactMode => redactModes.some(({ id }) => id === value), 'korrigieren'),
  );
  // What was sent, numbered: the diff is against the text the gateway saw, and each run starts fresh.
  const [sent, setSent] = useState<(RedactRequest & { run: number }) | null>(null);
  const tool = useToolStream('/v1/tools/text-redact');
  const desk = useStyleDesk();
  // A mode no configured provider can run („redigieren“ offline) is shown, but cannot be chosen.
  const capabilities = useAiCapabilities();
  const unavailable = capabilities?.unavailableRedactModes ?? [];
  const modes = redactModes.map((option) =>
    unavailable.includes(option.id) ? { ...option, label: `${option.label} (${needsAiProviderLabel})`, disabled: true } : option,
  );
  const submit = () => {
    if (!input.check()) return;
    const body = { text: input.text, mode };
    setSent((previous) => ({ ...body, run: (previous?.run ?? 0) + 1 }));
    tool.run({ ...body, ...desk.body });
  };
  return (
    <ToolPage featureId="text-redact">
      <ToolForm run={tool} onSubmit={submit} submitLabel="Text prüfen" problem={input.problem}>
        <TextArea label="Text" value={input.text} onChange={input.setText} maxLength={input.maxLength} />
        <ToolOptions>
          <Select label="Modus" value={mode} options={modes} onChange={setMode} />
          <StyleDeskSelect desk={desk} />
        </ToolOptions>
        {capabilities && unavailable.length > 0 && (
          <Alert tone="info">{messageFor('redact-mode-needs-provider', { contact: capabilities.contact })}</Alert>
        )}
      </ToolForm>
      <ToolOutput run={tool} title="Vorschläge" progressLabel="Wird geprüft …">
        {tool.result && sent && <RedactReview key={sent.run} original={sent.text} result={tool.result} filename={filenames[sent.mode]} />}
        <SourceCheckNote check={tool.result?.sourceCheck} />
      </ToolOutput>
    </ToolPage>
  );
}
