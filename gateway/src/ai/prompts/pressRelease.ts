/** Pressemitteilung → news article draft in a labelled format: ÜBERSCHRIFT, TEASER, TEXT. */
import type { PressReleaseResult } from '../provider.ts';
import { type ChatMessage, UnparsableAnswer, label, labelledSections, lines, material } from './frame.ts';

export function pressReleasePrompt(input: { text: string }, frame = material()): ChatMessage[] {
  return [
    {
      role: 'system',
      content: lines(
        'Du bist Nachrichtenredakteurin einer deutschen Tageszeitung. Aus einer Pressemitteilung machst du den Entwurf einer Nachricht.',
        'Schreibe sachlich und neutral: das Wichtigste zuerst (wer, was, wann, wo, warum), keine Werbesprache, keine Superlative und Eigenlob des Absenders.',
        'Behauptungen des Absenders werden ihm zugeschrieben, wörtliche Zitate bleiben wörtlich und werden als Zitat gekennzeichnet.',
        'Lass weg: Kontaktblöcke (Pressekontakt, Ansprechpartner, Telefon, E-Mail, Adressen), Boilerplate wie „Über das Unternehmen“, Hinweise an Redaktionen, Bildnachweise, Sperrfristen und Links zu Presseportalen.',
        'Erfinde nichts dazu. Schreibe auf Deutsch.',
        'Antworte genau in diesem Format, ohne Markdown:',
        'ÜBERSCHRIFT: <eine Zeile, höchstens etwa 80 Zeichen>',
        'TEASER: <ein bis zwei Sätze>',
        'TEXT:',
        '<der Artikel in Absätzen>',
        frame.rule('text'),
      ),
    },
    { role: 'user', content: frame.wrap('text', input.text) },
  ];
}

const LABELS = {
  headline: label('ÜBERSCHRIFT', 'UEBERSCHRIFT', 'TITEL', 'SCHLAGZEILE'),
  teaser: label('TEASER', 'VORSPANN', 'LEAD'),
  body: label('TEXT', 'ARTIKEL', 'FLIESSTEXT', 'FLIEßTEXT'),
};

export function parsePressRelease(output: string): PressReleaseResult {
  const sections = labelledSections(output, LABELS);
  const headline = (sections.headline ?? '').split('\n')[0]?.trim() ?? '';
  const teaser = (sections.teaser ?? '').replace(/\s*\n\s*/g, ' ').trim();
  const body = (sections.body ?? '').replace(/\n{3,}/g, '\n\n').trim();
  if (!headline || !body) throw new UnparsableAnswer('press release without headline or text');
  return { headline: stripQuotes(headline), teaser, body };
}

/** A headline a model put in quotes. */
const stripQuotes = (text: string) => text.replace(/^["„“»«](.*)["“”«»]$/, '$1').trim();
