/** Transkribieren: an audio upload becomes a transcript with timestamps. Needs a provider. */
import { z } from 'zod';
import { defineTool, keptResultFields, type ToolLimits } from './define.ts';

// The body is a file (multipart part `file`), checked by the gateway's upload stage, not by zod.
export function audioTranscriptSchemas(_limits: ToolLimits) {
  const segment = z.object({ start: z.number(), end: z.number(), text: z.string() });
  return {
    body: z.custom<File>(),
    result: z.object({ text: z.string(), segments: z.array(segment), provenance: keptResultFields().provenance }),
    segment,
  };
}
export type TranscriptResult = z.infer<ReturnType<typeof audioTranscriptSchemas>['result']>;
/** Seconds. */
export type TranscriptSegment = z.infer<ReturnType<typeof audioTranscriptSchemas>['segment']>;

export const audioTranscript = defineTool<typeof audioTranscriptSchemas>()({
  id: 'audio-transcript',
  catalogue: {
    name: 'Transkribieren',
    description: 'Wandelt Audioaufnahmen in Text mit Zeitmarken um.',
    howto:
      'Lade eine Audiodatei hoch (mp3, m4a, wav, webm oder ogg). Du erhältst ein Transkript mit Zeitmarken, das du als .txt oder .srt herunterladen kannst.',
    icon: 'audio-lines',
    group: 'text',
    page: { remote: 'mfe_text', module: './AudioTranscript' },
    groupOnly: false,
  },
  transport: 'upload',
  engine: { kind: 'provider', offline: false },
  history: true,
  rated: true,
  asText: (result) => result.text,
});
