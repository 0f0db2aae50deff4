/** Text übersetzen: the answer is the translation alone, streamed as it is written. */
import { languages, type Formality, type LanguageId, type SourceLanguage } from 'portal-contract';
import type { TranslateResult } from '../provider.ts';
import { type ChatMessage, UnparsableAnswer, lines, material } from './frame.ts';
import { unwrap } from './redact.ts';

const languageName = (id: LanguageId) => languages.find((language) => language.id === id)?.label ?? id;

const FORMALITY: Record<Formality, string> = {
  du: 'Sprich die Leserinnen und Leser informell an (im Deutschen „du“, in anderen Sprachen die entsprechende vertraute Form), wo die Zielsprache das unterscheidet.',
  Sie: 'Sprich die Leserinnen und Leser formell an (im Deutschen „Sie“, in anderen Sprachen die entsprechende höfliche Form), wo die Zielsprache das unterscheidet.',
};

export function translatePrompt(
  input: { text: string; source: SourceLanguage; target: LanguageId; formality: Formality },
  frame = material(),
): ChatMessage[] {
  const source = input.source === 'auto' ? 'Erkenne die Ausgangssprache selbst.' : `Die Ausgangssprache ist ${languageName(input.source)}.`;
  return [
    {
      role: 'system',
      content: lines(
        'Du bist Übersetzerin in der Redaktion einer deutschen Tageszeitung.',
        `Übersetze den Text in die Zielsprache ${languageName(input.target)}. ${source}`,
        FORMALITY[input.formality],
        'Übersetze vollständig, sinngetreu und idiomatisch; behalte Absätze, Namen, Zahlen und Formatierung bei. Zitate werden mitübersetzt.',
        'Antworte ausschließlich mit der Übersetzung – ohne Einleitung, ohne Anmerkungen, ohne Markdown.',
        frame.rule('text'),
      ),
    },
    { role: 'user', content: frame.wrap('text', input.text) },
  ];
}

export function parseTranslate(output: string): TranslateResult {
  const translation = unwrap(output);
  if (!translation) throw new UnparsableAnswer('empty translation');
  return { translation };
}
