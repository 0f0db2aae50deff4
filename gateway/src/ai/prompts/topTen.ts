/** Top 10 Liste: numbered points, each a title line followed by its explanation. */
import { topTenShortfall } from 'portal-contract';
import type { TopTenResult } from '../provider.ts';
import { type ChatMessage, UnparsableAnswer, lines, material, plain } from './frame.ts';

export function topTenPrompt(input: { topic: string; text: string }, frame = material()): ChatMessage[] {
  return [
    {
      role: 'system',
      content: lines(
        'Du bist Redakteurin einer deutschen Nachrichtenseite und machst aus einem Text eine Top-10-Liste zu einem Thema.',
        'Ordne die zehn wichtigsten Punkte zum Thema nach Bedeutung, den wichtigsten zuerst. Nimm nur Punkte, die der Text belegt;',
        'gibt der Text weniger als zehn her, liste nur diese. Erfinde nichts dazu. Schreibe auf Deutsch.',
        'Antworte genau in diesem Format, ohne Markdown und ohne Einleitung:',
        '1. <kurzer Titel des Punkts>',
        '<Erklärung in ein bis zwei Sätzen>',
        '',
        '2. <kurzer Titel>',
        '<Erklärung>',
        '… und so weiter bis höchstens 10.',
        frame.rule('thema', 'text'),
      ),
    },
    { role: 'user', content: `${frame.wrap('thema', input.topic)}\n${frame.wrap('text', input.text)}` },
  ];
}

const NUMBERED = /^(\d{1,2})\s*[.):]\s+(.*)$/;

export function parseTopTen(output: string): TopTenResult {
  const items: { title: string; explanation: string[] }[] = [];
  for (const rawLine of output.replace(/\r\n?/g, '\n').split('\n')) {
    const line = plain(rawLine);
    const numbered = NUMBERED.exec(line);
    if (numbered) {
      items.push({ title: numbered[2] ?? '', explanation: [] });
    } else if (line && items.length > 0) {
      items.at(-1)?.explanation.push(line.replace(/^[-–:]\s*/, ''));
    }
  }
  const parsed = items
    .map(({ title, explanation }) => splitTitle(title, explanation.join(' ')))
    .filter((item) => item.title)
    .slice(0, 10);
  if (parsed.length === 0) throw new UnparsableAnswer('no numbered points');
  const note = topTenShortfall(parsed.length);
  return note ? { items: parsed, note } : { items: parsed };
}

/** "Titel – Erklärung" or "Titel: Erklärung" on one line, when no explanation follows below. */
function splitTitle(title: string, explanation: string): { title: string; explanation: string } {
  const clean = title.trim();
  if (explanation) return { title: clean.replace(/[:：]$/, '').trim(), explanation: explanation.trim() };
  const split = /^(.{2,120}?)\s*(?:\s[–—-]\s|[:：]\s)(.+)$/.exec(clean);
  return split ? { title: split[1]!.trim(), explanation: split[2]!.trim() } : { title: clean, explanation: '' };
}
