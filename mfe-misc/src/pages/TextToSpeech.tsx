import { ToolPage } from 'shared-ui';

export default function TextToSpeech() {
  return <ToolPage featureId="text-speech" />;
}
