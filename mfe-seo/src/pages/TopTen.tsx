import { useRef, useState } from 'react';
import { StyleDeskSelect, useStyleDesk, useToolStream } from 'shared-auth';
import {
  Alert,
  DownloadButton,
  TextArea,
  TextField,
  ToolForm,
  ToolOutput,
  ToolPage,
  messageFor,
  topTenTopicMaxLength,
  useToolText,
  useReopenedOption,
  HouseStyleNote,
  SourceCheckNote,
} from 'shared-ui';
import { listFile, listFileName, numberedList } from '../top-ten/format';
import { RankedList } from '../top-ten/RankedList';

export default function TopTen() {
  const input = useToolText();
  const [topic, setTopic] = useState(useReopenedOption('topic', (value): value is string => typeof value === 'string', ''));
  const [topicProblem, setTopicProblem] = useState<string | null>(null);
  // The topic of the run on screen: editing the field afterwards must not rename the download.
  const [shownTopic, setShownTopic] = useState('');
  const topicRef = useRef<HTMLInputElement>(null);
  const tool = useToolStream('/v1/tools/top-ten');
  const desk = useStyleDesk();

  const submit = () => {
    const cleanTopic = topic.trim();
    setTopicProblem(cleanTopic ? null : messageFor('topic-empty'));
    const textOk = input.check();
    if (!cleanTopic) {
      topicRef.current?.focus();
      return;
    }
    if (!textOk) return;
    setShownTopic(cleanTopic);
    tool.run({ topic: cleanTopic, text: input.text, ...desk.body });
  };

  const items = tool.result?.items ?? [];
  return (
    <ToolPage featureId="top-ten">
      <ToolForm run={tool} onSubmit={submit} submitLabel="Liste erstellen" problem={input.problem}>
        <TextField
          ref={topicRef}
          label="Thema"
          value={topic}
          onChange={(event) => {
            setTopic(event.target.value);
            setTopicProblem(null);
          }}
          maxLength={topTenTopicMaxLength}
          required
          placeholder="z. B. Die schönsten Biergärten in München"
          error={topicProblem ?? undefined}
        />
        <TextArea label="Quelltext" value={input.text} onChange={input.setText} maxLength={input.maxLength} />
        <StyleDeskSelect desk={desk} alone />
      </ToolForm>
      <ToolOutput
        run={tool}
        title={shownTopic ? `Top 10: ${shownTopic}` : 'Top 10'}
        copyText={tool.result ? numberedList(items) : undefined}
        actions={
          tool.result && (
            <DownloadButton content={listFile(shownTopic, items)} filename={listFileName(shownTopic)}>
              Als .txt herunterladen
            </DownloadButton>
          )
        }
      >
        {tool.result && items.length === 0 && <Alert tone="info">{messageFor('top-ten-no-points')}</Alert>}
        {/* Fewer than ten: the list says why instead of looking complete. */}
        {items.length > 0 && tool.result?.note && <Alert tone="info">{tool.result.note}</Alert>}
        {items.length > 0 && <RankedList items={items} label={`Top 10: ${shownTopic}`} />}
        <HouseStyleNote applied={tool.result?.houseStyle} />
        <SourceCheckNote check={tool.result?.sourceCheck} />
      </ToolOutput>
    </ToolPage>
  );
}
