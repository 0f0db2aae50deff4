import { StyleDeskSelect, useStyleDesk, useToolStream } from 'shared-auth';
import { DownloadButton, TextArea, ToolForm, ToolOutput, ToolPage, useToolText, HouseStyleNote, SourceCheckNote } from 'shared-ui';
import { ArticleView } from '../press-release/ArticleView';
import { draftAsText } from '../press-release/articleDraft';

export default function PressRelease() {
  const input = useToolText();
  const tool = useToolStream('/v1/tools/press-release');
  const desk = useStyleDesk();
  const submit = () => {
    if (input.check()) tool.run({ text: input.text, ...desk.body });
  };
  const draftText = tool.result ? draftAsText(tool.result) : undefined;
  return (
    <ToolPage featureId="press-release">
      <ToolForm run={tool} onSubmit={submit} submitLabel="Artikel erstellen" problem={input.problem}>
        <TextArea label="Text der Pressemitteilung" value={input.text} onChange={input.setText} maxLength={input.maxLength} />
        <StyleDeskSelect desk={desk} alone />
      </ToolForm>
      <ToolOutput
        run={tool}
        title="Artikelentwurf"
        progressLabel="Wird geschrieben …"
        copyText={draftText}
        actions={
          draftText !== undefined && (
            <DownloadButton content={draftText} filename="artikelentwurf.txt">
              Als .txt herunterladen
            </DownloadButton>
          )
        }
      >
        {tool.result && <ArticleView draft={tool.result} />}
        <HouseStyleNote applied={tool.result?.houseStyle} />
        <SourceCheckNote check={tool.result?.sourceCheck} />
      </ToolOutput>
    </ToolPage>
  );
}
