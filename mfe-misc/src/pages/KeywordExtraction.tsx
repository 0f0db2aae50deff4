import { useState } from 'react';
import { DownloadButton, TextArea, ToolForm, ToolOptions, ToolOutput, ToolPage, keywordCount, useToolText } from 'shared-ui';
import styled from 'styled-components';
import { KeywordCountField, clampKeywordCount } from '../keyword-extraction/KeywordCountField';
import { RankedTable } from '../keyword-extraction/RankedTable';
import { keywordCsv } from '../keyword-extraction/keywordCsv';
import { useKeywordExtraction } from '../keyword-extraction/useKeywordExtraction';

const Tables = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
`;

export default function KeywordExtraction() {
  const input = useToolText();
  const [count, setCount] = useState(String(keywordCount.default));
  const extraction = useKeywordExtraction();
  const submit = () => {
    const max = clampKeywordCount(count);
    setCount(String(max));
    if (input.check()) extraction.run({ text: input.text, max });
  };
  const result = extraction.result;
  return (
    <ToolPage featureId="keyword-extraction">
      <ToolForm run={extraction} onSubmit={submit} submitLabel="Keywords finden" problem={input.problem}>
        <TextArea label="Text" value={input.text} onChange={input.setText} maxLength={input.maxLength} />
        <ToolOptions>
          <KeywordCountField value={count} onChange={setCount} />
        </ToolOptions>
      </ToolForm>
      <ToolOutput
        stoppedMessage="request-stopped"
        status={extraction.status}
        error={extraction.error}
        failure={extraction.failure}
        provenance={result?.provenance}
        title="Keywords und Schlüsselphrasen"
        progressLabel="Keywords werden gesucht …"
        actions={
          result && (
            <DownloadButton content={keywordCsv(result)} filename="keywords.csv" mimeType="text/csv;charset=utf-8">
              Als CSV herunterladen
            </DownloadButton>
          )
        }
      >
        {result && (
          <Tables>
            <RankedTable caption="Keywords" terms={result.keywords} />
            <RankedTable caption="Schlüsselphrasen" terms={result.phrases} />
          </Tables>
        )}
      </ToolOutput>
    </ToolPage>
  );
}
