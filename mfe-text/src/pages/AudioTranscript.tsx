import { ToolPage } from 'shared-ui';

export default function AudioTranscript() {
  return <ToolPage featureId="audio-transcript" />;
}
