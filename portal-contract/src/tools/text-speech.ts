/** Text-To-Speech: the text read aloud in a German voice (group tenant). The answer is audio bytes. */
import { z } from 'zod';
import { ttsMaxTextLength, ttsSpeed } from '../catalogue/toolOptions.ts';
import { defineTool, textField, type ToolLimits } from './define.ts';

export function textSpeechSchemas(_limits: ToolLimits) {
  const voice = z.object({ id: z.string(), label: z.string() });
  return {
    /** The gateway also checks that the voice is one of its own. */
    body: z.object({
      text: textField(ttsMaxTextLength),
      voice: z.string(),
      speed: z.number().min(ttsSpeed.min).max(ttsSpeed.max).default(ttsSpeed.default),
    }),
    result: z.custom<Blob>(),
    voice,
    voices: z.object({ voices: z.array(voice) }),
  };
}
export type SpeechRequest = z.infer<ReturnType<typeof textSpeechSchemas>['body']>;
export type Voice = z.infer<ReturnType<typeof textSpeechSchemas>['voice']>;
export type VoiceList = z.infer<ReturnType<typeof textSpeechSchemas>['voices']>;

export const textSpeech = defineTool<typeof textSpeechSchemas>()({
  id: 'text-speech',
  catalogue: {
    name: 'Text-To-Speech',
    description: 'Liest deinen Text mit einer deutschen Stimme vor – zum Anhören und Herunterladen.',
    howto: 'Füge deinen Text ein, wähle Stimme und Geschwindigkeit. Du kannst das Ergebnis direkt anhören oder herunterladen.',
    icon: 'volume',
    group: 'misc',
    page: { remote: 'mfe_misc', module: './TextToSpeech' },
    groupOnly: true,
  },
  transport: 'audio',
  engine: { kind: 'provider', offline: true },
  history: false,
  textLimit: ttsMaxTextLength,
  rated: true,
  asText: () => '',
});
