import { StyleDeskSelect, useStyleDesk, useToolStream } from 'shared-auth';
import { TextArea, ToolForm, ToolOutput, ToolPage, useToolText, HouseStyleNote, SourceCheckNote } from 'shared-ui';
import { SeoEditor } from '../seo-living-docs/SeoEditor';

export default function SeoLivingDocs() {
  const input = useToolText();
  const tool = useToolStream('/v1/tools/seo-living-docs');
  const desk = useStyleDesk();
  const submit = () => {
    if (input.check()) tool.run({ text: input.text, ...desk.body });
  };
  return (
    <ToolPage featureId="seo-living-docs">
      <ToolForm run={tool} onSubmit={submit} submitLabel="SEO-Vorschläge erstellen" problem={input.problem}>
        <TextArea label="Artikeltext" value={input.text} onChange={input.setText} maxLength={input.maxLength} />
        <StyleDeskSelect desk={desk} alone />
      </ToolForm>
      {/* Copying happens per field and for all fields in the editor, so it copies what was edited. */}
      <ToolOutput run={tool} title="SEO-Vorschläge">
        {tool.result && <SeoEditor suggestion={tool.result} />}
        <HouseStyleNote applied={tool.result?.houseStyle} />
        <SourceCheckNote check={tool.result?.sourceCheck} />
      </ToolOutput>
    </ToolPage>
  );
}
