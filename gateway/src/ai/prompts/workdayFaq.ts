/**
 * Workday FAQ: answer only from the entries the route retrieved; the last line names the entries
 * used ("QUELLEN: faq-3, faq-7" or "QUELLEN: keine"). That line is held back from the stream.
 */
import { messages } from 'portal-contract';
import type { ChatTurn, FaqAnswer, FaqEntry } from '../provider.ts';
import { type ChatMessage, lines, material } from './frame.ts';

export const SOURCES_WORD = 'QUELLEN';
const SOURCES_LINE = /^[\s*_#]*QUELLEN\s*[:：]/i;

export function workdayFaqPrompt(input: { question: string; history: ChatTurn[]; entries: FaqEntry[] }, frame = material()): ChatMessage[] {
  const entries = input.entries
    .map((entry) => `[${entry.id}] (${entry.category})\nFrage: ${entry.question}\nAntwort: ${entry.answer}`)
    .join('\n\n');
  const history: ChatMessage[] = input.history.map((turn) =>
    turn.role === 'user' ? { role: 'user', content: frame.wrap('frage', turn.content) } : { role: 'assistant', content: turn.content },
  );
  return [
    {
      role: 'system',
      content: lines(
        'Du bist der Workday-Assistent im Intranet einer deutschen Verlagsgruppe und beantwortest Fragen von Mitarbeitenden zu Workday.',
        'Antworte ausschließlich anhand der FAQ-Einträge unten – nicht aus eigenem Wissen, auch nicht, wenn du die Antwort zu kennen glaubst.',
        `Beantworten die Einträge die Frage nicht, antworte genau mit: „${messages['faq-no-match']}“ und schreibe als letzte Zeile „QUELLEN: keine“.`,
        'Sonst antworte auf Deutsch, duze, knapp und in ganzen Sätzen (Schritte gern als kurze Liste), ohne Markdown-Überschriften.',
        'Schreibe als allerletzte Zeile „QUELLEN: “ und die IDs der Einträge, die du benutzt hast (ohne Klammern, durch Komma getrennt), z. B. „QUELLEN: faq-1, faq-4“.',
        frame.rule('frage'),
        '',
        'FAQ-Einträge:',
        entries,
      ),
    },
    ...history,
    { role: 'user', content: frame.wrap('frage', input.question) },
  ];
}

/** The answer without the sources line; sources are the cited entries (only those the route gave). */
export function parseFaqAnswer(output: string, entries: FaqEntry[]): FaqAnswer {
  const outputLines = output.replace(/\r\n?/g, '\n').split('\n');
  const sourcesAt = outputLines.findLastIndex((line) => SOURCES_LINE.test(line));
  const cited = sourcesAt >= 0 ? outputLines[sourcesAt]!.replace(SOURCES_LINE, '') : '';
  const answer = (sourcesAt >= 0 ? outputLines.slice(0, sourcesAt) : outputLines).join('\n').trim() || messages['faq-no-match'];
  const ids = new Set(
    cited
      .split(/[\s,;[\]*]+/)
      .map((id) => id.replace(/[.:]+$/, ''))
      .filter(Boolean),
  );
  const sources = entries.filter((entry) => ids.has(entry.id)).map(({ id, question, category }) => ({ id, question, category }));
  return { answer, sources };
}
