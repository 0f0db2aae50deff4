import { StyleDeskSelect, useStyleDesk, useToolStream } from 'shared-auth';
import {
  PlainText,
  Select,
  TextArea,
  ToolForm,
  ToolOptions,
  ToolOutput,
  ToolPage,
  summaryLengths,
  useToolText,
  useReopenedOption,
  type SummaryLength,
  HouseStyleNote,
  SourceCheckNote,
} from 'shared-ui';
import { useState } from 'react';

export default function Summarize() {
  const input = useToolText();
  const [length, setLength] = useState<SummaryLength>(
    useReopenedOption('length', (value): value is SummaryLength => summaryLengths.some(({ id }) => id === value), 'paragraph'),
  );
  const tool = useToolStream('/v1/tools/summarize');
  const desk = useStyleDesk();
  const submit = () => {
    if (input.check()) tool.run({ text: input.text, length, ...desk.body });
  };
  return (
    <ToolPage featureId="summarize">
      <ToolForm run={tool} onSubmit={submit} submitLabel="Zusammenfassen" problem={input.problem}>
        <TextArea label="Text" value={input.text} onChange={input.setText} maxLength={input.maxLength} />
        <ToolOptions>
          <Select label="Länge" value={length} options={summaryLengths} onChange={setLength} />
          <StyleDeskSelect desk={desk} />
        </ToolOptions>
      </ToolForm>
      <ToolOutput run={tool} title="Zusammenfassung" copyText={tool.result?.summary}>
        <PlainText>{tool.result?.summary}</PlainText>
        <HouseStyleNote applied={tool.result?.houseStyle} />
        <SourceCheckNote check={tool.result?.sourceCheck} markedText={tool.result?.summary} />
      </ToolOutput>
    </ToolPage>
  );
}
