import { useState } from 'react';
import { StyleDeskSelect, useStyleDesk, useToolStream } from 'shared-auth';
import {
  TextArea,
  ToolForm,
  ToolOptions,
  ToolOutput,
  ToolPage,
  messageFor,
  socialPlatforms,
  useToolText,
  useReopenedOption,
  type SocialPlatform,
  HouseStyleNote,
  SourceCheckNote,
} from 'shared-ui';
import { PlatformChoice } from '../social-media/PlatformChoice';
import { PostList } from '../social-media/PostList';

export default function SocialMedia() {
  const input = useToolText();
  const [platforms, setPlatforms] = useState<SocialPlatform[]>(
    useReopenedOption(
      'platforms',
      (value): value is SocialPlatform[] =>
        Array.isArray(value) && value.length > 0 && value.every((id) => socialPlatforms.some((platform) => platform.id === id)),
      socialPlatforms.map((platform) => platform.id),
    ),
  );
  const tool = useToolStream('/v1/tools/social-media');
  const desk = useStyleDesk();
  const submit = () => {
    if (!input.check()) return;
    if (platforms.length === 0) {
      input.setProblem(messageFor('choose-platform'));
      return;
    }
    tool.run({ text: input.text, platforms, ...desk.body });
  };
  return (
    <ToolPage featureId="social-media">
      <ToolForm run={tool} onSubmit={submit} submitLabel="Posts erstellen" problem={input.problem}>
        <TextArea label="Artikeltext" value={input.text} onChange={input.setText} maxLength={input.maxLength} />
        <ToolOptions>
          <PlatformChoice
            selected={platforms}
            onChange={(next) => {
              setPlatforms(next);
              // A platform chosen answers „wähle mindestens eine Plattform“; other problems stay.
              if (next.length > 0 && input.problem === messageFor('choose-platform')) input.setProblem(null);
            }}
          />
          <StyleDeskSelect desk={desk} />
        </ToolOptions>
      </ToolForm>
      <ToolOutput run={tool} title="Posts" progressLabel="Posts werden erstellt …">
        {tool.result && <PostList posts={tool.result.posts} />}
        <HouseStyleNote applied={tool.result?.houseStyle} />
        <SourceCheckNote check={tool.result?.sourceCheck} />
      </ToolOutput>
    </ToolPage>
  );
}
