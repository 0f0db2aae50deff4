/**
 * Text redigieren: the model answers with the whole corrected text and nothing else, so the stream
 * shows the text as it grows; the list of changes is a word diff of input and answer.
 */
import type { RedactMode } from 'portal-contract';
import type { RedactResult } from '../provider.ts';
import { wordChanges } from '../openai/wordChanges.ts';
import { type ChatMessage, UnparsableAnswer, lines, material } from './frame.ts';

const TASKS: Record<RedactMode, string> = {
  korrigieren: lines(
    'Du bist Korrektorin in der Redaktion einer deutschen Tageszeitung.',
    'Korrigiere den Text: Rechtschreibung, Grammatik, Zeichensetzung und Typografie nach den Regeln des Duden',
    '(deutsche Anführungszeichen „…“ und ‚…‘, Halbgeviertstrich – als Gedankenstrich und bei Bis-Angaben, Auslassungspunkte …, Apostroph ’).',
    'Behalte Stil, Wortwahl, Satzbau, Ton und Absätze bei: ändere nur, was falsch ist.',
    'Ändere keine Fakten, Namen, Zahlen und keine Zitate inhaltlich. Ist der Text in einer anderen Sprache, korrigiere ihn in dieser Sprache.',
  ),
  redigieren: lines(
    'Du bist Blattmacherin in der Redaktion einer deutschen Tageszeitung.',
    'Redigiere den Text: klarer, knapper und verständlicher. Streiche Füllwörter und Doppelungen, löse Schachtelsätze und Nominalstil auf,',
    'formuliere aktiv, korrigiere nebenbei Rechtschreibung, Grammatik und Typografie (deutsche Anführungszeichen „…“, Gedankenstrich –).',
    'Fakten, Namen, Zahlen und wörtliche Zitate bleiben unverändert, die Absätze und die Reihenfolge der Aussagen auch.',
  ),
};

export function redactPrompt(input: { text: string; mode: RedactMode }, frame = material()): ChatMessage[] {
  return [
    {
      role: 'system',
      content: lines(
        TASKS[input.mode],
        'Antworte ausschließlich mit dem vollständigen bearbeiteten Text – ohne Einleitung, ohne Erklärung, ohne Liste der Änderungen, ohne Markdown.',
        frame.rule('text'),
      ),
    },
    { role: 'user', content: frame.wrap('text', input.text) },
  ];
}

/** The corrected text (code fences or echoed tags removed) and its changes against the original. */
export async function parseRedact(output: string, input: { text: string; mode: RedactMode }): Promise<RedactResult> {
  const corrected = unwrap(output);
  if (!corrected) throw new UnparsableAnswer('empty redact answer');
  return { corrected, changes: await wordChanges(input.text, corrected, input.mode) };
}

/** Removes what a model sometimes puts around a text it was told to return bare. */
export function unwrap(output: string): string {
  return output
    .trim()
    .replace(/^```[\w-]*\n([\s\S]*?)\n?```$/, '$1')
    .replace(/^<([\w-]+)>\n?([\s\S]*?)\n?<\/\1>$/, '$2')
    .trim();
}
