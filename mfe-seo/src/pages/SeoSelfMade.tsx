import { useState } from 'react';
import { TextArea, TextField, ToolForm, ToolOutput, ToolPage, seoLimits, useToolText, type ToolRunStatus } from 'shared-ui';
import { CountedField } from '../seo/CountedField';
import { descriptionLabel } from '../seo/labels';
import { errorCodeOf } from 'shared-auth';
import { useCheckSeoMutation } from '../seo-self-made/api';
import { reportText } from '../seo-self-made/score';
import { SeoReportView } from '../seo-self-made/SeoReportView';

export default function SeoSelfMade() {
  // Four fields: a blank text is refused with a message that names „Text“ (the gateway's 400 says the same).
  const input = useToolText('', undefined, 'seo-text-empty');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [focusKeyword, setFocusKeyword] = useState('');
  const [check, { data: report, error, isLoading, isError, isSuccess }] = useCheckSeoMutation();

  // Only the text is required: empty title, description or keyword are findings the checks report.
  const submit = () => {
    if (input.check()) void check({ title, description, text: input.text, focusKeyword });
  };
  const status: ToolRunStatus = isLoading ? 'running' : isError ? 'failed' : isSuccess ? 'done' : 'idle';

  return (
    <ToolPage featureId="seo-self-made">
      <ToolForm onSubmit={submit} running={isLoading} submitLabel="Prüfen" problem={input.problem}>
        <CountedField label="Titel" value={title} onChange={setTitle} limit={seoLimits.title} />
        <CountedField label={descriptionLabel} value={description} onChange={setDescription} limit={seoLimits.description} multiline />
        <TextArea label="Text" value={input.text} onChange={input.setText} maxLength={input.maxLength} />
        <TextField label="Fokus-Keyword" value={focusKeyword} onChange={(event) => setFocusKeyword(event.target.value)} />
      </ToolForm>
      <ToolOutput
        status={status}
        error={isError ? errorCodeOf(error) : null}
        title="Auswertung"
        progressLabel="Wird geprüft …"
        copyText={report && reportText(report)}
      >
        {report && <SeoReportView report={report} />}
      </ToolOutput>
    </ToolPage>
  );
}
