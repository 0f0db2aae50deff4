/** Text zusammenfassen in three lengths; bullets always come back as lines starting with „• “. */
import type { SummaryLength } from 'portal-contract';
import type { SummaryResult } from '../provider.ts';
import { type ChatMessage, UnparsableAnswer, lines, material } from './frame.ts';
import { unwrap } from './redact.ts';
import { splitSentences } from '../local/sentences.ts';

const LENGTHS: Record<SummaryLength, string> = {
  sentences: 'Fasse den Text in einem oder zwei Sätzen zusammen.',
  paragraph: 'Fasse den Text in einem Absatz von etwa vier bis sechs Sätzen zusammen.',
  bullets: 'Fasse den Text in drei bis sieben Stichpunkten zusammen. Jeder Stichpunkt steht in einer eigenen Zeile und beginnt mit „• “.',
};

export function summarizePrompt(input: { text: string; length: SummaryLength }, frame = material()): ChatMessage[] {
  return [
    {
      role: 'system',
      content: lines(
        'Du bist Redakteurin einer deutschen Tageszeitung und fasst Texte für Kolleginnen und Kollegen zusammen.',
        LENGTHS[input.length],
        'Schreibe auf Deutsch, sachlich und genau; nur was im Text steht, keine eigenen Wertungen, keine Einleitung wie „Der Text handelt von“.',
        'Antworte ausschließlich mit der Zusammenfassung, ohne Überschrift und ohne Markdown.',
        frame.rule('text'),
      ),
    },
    { role: 'user', content: frame.wrap('text', input.text) },
  ];
}

export function parseSummary(output: string, input: { length: SummaryLength }): SummaryResult {
  const text = unwrap(output);
  if (!text) throw new UnparsableAnswer('empty summary');
  // „1–2 Sätze“ means at most two, whatever the model wrote.
  if (input.length === 'sentences') return { summary: splitSentences(text).slice(0, 2).join(' ') };
  if (input.length !== 'bullets') return { summary: text };
  const bullets = text
    .split('\n')
    .map((line) =>
      line
        .trim()
        .replace(/^(?:[•*·–-]|\d{1,2}[.)])\s*/, '')
        .replace(/\*\*/g, '')
        .trim(),
    )
    .filter(Boolean)
    .map((line) => `• ${line}`);
  if (bullets.length === 0) throw new UnparsableAnswer('no bullets');
  return { summary: bullets.join('\n') };
}
