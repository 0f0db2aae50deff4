import { useToolStream } from 'shared-auth';
import {
  Button,
  DownloadButton,
  PlainText,
  Select,
  TextArea,
  ToolForm,
  ToolOptions,
  ToolOutput,
  ToolPage,
  formalities,
  useToolText,
  type Formality,
  type LanguageId,
  type SourceLanguage,
} from 'shared-ui';
import { useState } from 'react';
import { sourceOptions, swapped, targetOptions, withSource, type LanguagePair } from '../text-translation/languagePair';

export default function Translate() {
  const input = useToolText();
  const [pair, setPair] = useState<LanguagePair>({ source: 'auto', target: 'en' });
  const [formality, setFormality] = useState<Formality>('du');
  const [sentTarget, setSentTarget] = useState<LanguageId>('en');
  const tool = useToolStream('/v1/tools/text-translation');
  const submit = () => {
    if (!input.check()) return;
    setSentTarget(pair.target);
    tool.run({ text: input.text, ...pair, formality });
  };
  const translation = tool.result?.translation;
  return (
    <ToolPage featureId="text-translation">
      <ToolForm run={tool} onSubmit={submit} submitLabel="Übersetzen" problem={input.problem}>
        <TextArea label="Text" value={input.text} onChange={input.setText} maxLength={input.maxLength} />
        <ToolOptions>
          <Select<SourceLanguage>
            label="Ausgangssprache"
            value={pair.source}
            options={sourceOptions}
            onChange={(source) => setPair(withSource(pair, source))}
          />
          <Button $variant="secondary" onClick={() => setPair(swapped(pair))} disabled={pair.source === 'auto'}>
            <span aria-hidden="true">⇄</span> Sprachen tauschen
          </Button>
          <Select<LanguageId>
            label="Zielsprache"
            value={pair.target}
            options={targetOptions(pair.source)}
            onChange={(target) => setPair({ ...pair, target })}
          />
          <Select label="Anrede" value={formality} options={formalities} onChange={setFormality} />
        </ToolOptions>
      </ToolForm>
      <ToolOutput
        run={tool}
        title="Übersetzung"
        progressLabel="Wird übersetzt …"
        copyText={translation}
        actions={
          translation !== undefined && (
            <DownloadButton content={translation} filename={`uebersetzung-${sentTarget}.txt`}>
              Als .txt herunterladen
            </DownloadButton>
          )
        }
      >
        {/* lang and dir="auto": screen readers pick the right voice, Arabic reads right to left. */}
        <PlainText lang={sentTarget} dir="auto">
          {translation}
        </PlainText>
      </ToolOutput>
    </ToolPage>
  );
}
