import { useState } from 'react';
import { TextArea, TextField, ToolForm, ToolOutput, ToolPage, seoLimits, useToolText } from 'shared-ui';
import { CountedField } from '../seo/CountedField';
import { descriptionLabel } from '../seo/labels';
import { useSeoCheck } from '../seo-self-made/useSeoCheck';
import { reportText } from '../seo-self-made/score';
import { SeoReportView } from '../seo-self-made/SeoReportView';

export default function SeoSelfMade() {
  // Four fields: a blank text is refused with a message that names „Text“ (the gateway's 400 says the same).
  const input = useToolText('', undefined, 'seo-text-empty');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [focusKeyword, setFocusKeyword] = useState('');
  const seoCheck = useSeoCheck();
  const report = seoCheck.result;

  // Only the text is required: empty title, description or keyword are findings the checks report.
  const submit = () => {
    if (input.check()) seoCheck.run({ title, description, text: input.text, focusKeyword });
  };

  return (
    <ToolPage featureId="seo-self-made">
      <ToolForm run={seoCheck} onSubmit={submit} submitLabel="Prüfen" problem={input.problem}>
        <CountedField label="Titel" value={title} onChange={setTitle} limit={seoLimits.title} />
        <CountedField label={descriptionLabel} value={description} onChange={setDescription} limit={seoLimits.description} multiline />
        <TextArea label="Text" value={input.text} onChange={input.setText} maxLength={input.maxLength} />
        <TextField label="Fokus-Keyword" value={focusKeyword} onChange={(event) => setFocusKeyword(event.target.value)} />
      </ToolForm>
      <ToolOutput
        stoppedMessage="request-stopped"
        status={seoCheck.status}
        error={seoCheck.error}
        failure={seoCheck.failure}
        provenance={report?.provenance}
        title="Auswertung"
        progressLabel="Wird geprüft …"
        copyText={report ? reportText(report) : undefined}
      >
        {report && <SeoReportView report={report} />}
      </ToolOutput>
    </ToolPage>
  );
}
