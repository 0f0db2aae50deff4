/**
 * Press release → news article draft (headline, teaser, body). Everything the reader of a newspaper
 * does not need is removed: the "PRESSEMITTEILUNG" label, the dateline ("Lindenau, 12. März 2026 –"),
 * the company boilerplate ("Über die … GmbH"), notes to editors, the contact block with phone, fax,
 * e-mail and web addresses, and everything after an end marker ("###", "Ende der Pressemitteilung").
 * The remaining wording is the release's own – rewriting it as a journalist would is a job for a
 * generative model, and the editor's.
 */
import type { PressReleaseResult } from '../provider.ts';
import { sentencesOfParagraph } from './sentences.ts';
import { cutAtPhrase } from './headline.ts';

const END_MARKER = /^\s*(#{3,}|\*{3,}|-{3,}|[-–]\s*Ende\s*[-–]|Ende der (Presse)?(mitteilung|information|meldung)\.?)\s*$/i;
const LABEL =
  /^\s*(Presse(mitteilung|information|meldung|notiz)|Medieninformation|Pressemitteilung Nr\.?.*|Für die sofortige Veröffentlichung|Sperrfrist.*)\s*:?\s*$/i;
const CONTACT_HEAD =
  /^\s*(Presse-?\s*kontakt|Medienkontakt|Kontakt|Ansprechpartner(in|innen)?|Ansprechperson|Pressestelle|Für Rückfragen|Rückfragen|Bei Rückfragen|Weitere Informationen( erhalten Sie)?( bei)?|Kontakt für Medien(vertreter)?)\b.*$/i;
const EDITOR_NOTE =
  /^\s*(Hinweis (an|für) (die )?Redaktion(en)?|Redaktionshinweis|Hinweis für Medien|Bildmaterial|Bildhinweis|Bildnachweis|Fotos?:|Bildunterschrift|Download)\b/i;
const ABOUT = /^\s*Über\s+(die|den|das|uns|\p{Lu})/u;
/**
 * Lines that are contact details: phone, fax, e-mail, web address, postal address, social handles.
 * The e-mail part starts only where a run of address characters starts (the look-behind): tried from
 * every character, one 20 000-character line without an @ cost n² steps.
 */
const CONTACT_LINE =
  /(\b(Tel(efon)?|Fon|Fax|Mobil|Handy|E-?Mail|Mail|Web|Internet|Twitter|X|LinkedIn|Instagram)\b\.?\s*:|(?<![\w.+-])[\w.+-]+@[\w-]+\.[\w.-]+|https?:\/\/|\bwww\.|\+\d{2}[\d\s/()-]{6,}|\b0\d{2,5}[\s/-]?\d{3,}|^\s*\d{5}\s+\p{Lu}|^\s*(Postfach|Am|An der|Im)\s.+\d)/iu;
const DATELINE =
  /^(?:(?<place>\p{Lu}[\p{L}.\- ]{1,40}?)(?:\s*\((?<agency>[^)]{2,20})\))?(?:,?\s*(?:den\s+)?(?<date>\d{1,2}\.\s*(?:\d{1,2}\.\s*\d{2,4}|\p{L}+\.?\s+\d{4})))?|(?<onlyDate>\d{1,2}\.\s*(?:\d{1,2}\.\s*\d{2,4}|\p{L}+\s+\d{4})))\s*[–—-]\s+/u;

export function rewritePressRelease(text: string): PressReleaseResult {
  const paragraphs = cleanParagraphs(text);
  let headline = '';
  // Title lines: short, no full stop at the end. The first is the headline; a subtitle is dropped.
  while (paragraphs.length > 1 && isTitleLine(paragraphs[0] as string)) {
    const line = (paragraphs.shift() as string).replace(/\s+/g, ' ');
    if (!headline) headline = line;
  }
  const [lead = '', ...rest] = paragraphs;
  const leadSentences = sentencesOfParagraph(stripDateline(lead));
  const teaserCount = leadSentences.length >= 2 && (leadSentences[0] ?? '').length < 160 ? 2 : 1;
  const teaser = leadSentences.slice(0, teaserCount).join(' ');
  const remainder = leadSentences.slice(teaserCount).join(' ');
  const body = [remainder, ...rest].filter(Boolean).join('\n\n');
  // Cut at a phrase boundary: never after an article, a preposition or a conjunction.
  if (!headline) headline = cutAtPhrase((leadSentences[0] ?? '').replace(/[.!?]$/, ''), 90);
  return { headline, teaser, body };
}

function isTitleLine(paragraph: string): boolean {
  return !paragraph.includes('\n') && paragraph.length <= 160 && !/[.!?:]$/.test(paragraph.trim());
}

/** The release's paragraphs with labels, boilerplate, notes, contacts and everything after the end removed. */
function cleanParagraphs(text: string): string[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const endIndex = lines.findIndex((line) => END_MARKER.test(line));
  const kept = endIndex >= 0 ? lines.slice(0, endIndex) : lines;
  const paragraphs = kept
    .join('\n')
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

  const result: string[] = [];
  let skipNextAboutBody = false;
  let inContact = false;
  for (const paragraph of paragraphs) {
    const firstLine = paragraph.split('\n')[0] ?? '';
    if (LABEL.test(firstLine) && !paragraph.includes('\n')) continue;
    // „PRESSEMITTEILUNG“ on the line above the title: the label goes, the title stays.
    if (LABEL.test(firstLine)) {
      result.push(paragraph.split('\n').slice(1).join('\n').trim());
      continue;
    }
    if (ABOUT.test(firstLine) && firstLine.length <= 80 && !/[.!?]$/.test(firstLine.trim())) {
      // "Über die Stadtwerke Lindenau GmbH" with its text in the same or in the next paragraph.
      skipNextAboutBody = !paragraph.includes('\n');
      inContact = false;
      continue;
    }
    if (skipNextAboutBody) {
      skipNextAboutBody = false;
      continue;
    }
    if (CONTACT_HEAD.test(firstLine) && firstLine.length <= 80) {
      inContact = true;
      continue;
    }
    if (EDITOR_NOTE.test(firstLine)) continue;
    const paragraphLines = paragraph.split('\n');
    const contactLines = paragraphLines.filter((line) => CONTACT_LINE.test(line)).length;
    // Still in a contact block (name, company, address lines) or mostly contact details.
    const shortLines = paragraphLines.every((line) => line.length <= 80);
    if (inContact && shortLines) continue;
    inContact = false;
    // A block of short lines that are mostly contact details (an address block without a heading).
    if (shortLines && contactLines > 0 && contactLines >= paragraphLines.length / 2) continue;
    const cleaned = withoutContactSentences(paragraphLines.filter((line) => !LABEL.test(line)).join('\n'));
    if (cleaned) result.push(cleaned);
  }
  return result;
}

/** Sentences of the body that only point to contact details ("Mehr unter www…") are dropped. */
function withoutContactSentences(paragraph: string): string {
  if (!CONTACT_LINE.test(paragraph)) return paragraph;
  if (!/[.!?]/.test(paragraph))
    return paragraph
      .split('\n')
      .filter((line) => !CONTACT_LINE.test(line))
      .join('\n');
  return sentencesOfParagraph(paragraph)
    .filter((sentence) => !CONTACT_LINE.test(sentence))
    .join(' ');
}

/** "Lindenau, 12. März 2026 – Die Stadtwerke …" → "Die Stadtwerke …" (only with a date, an agency or a short place). */
export function stripDateline(paragraph: string): string {
  const match = DATELINE.exec(paragraph);
  if (!match?.groups) return paragraph;
  const { place, agency, date, onlyDate } = match.groups;
  // Without a date or an agency, only a place name counts: one to three capitalised words ("Bad
  // Homburg", "Frankfurt am Main"), not the start of a sentence ("Die Stadt baut – …").
  const placeWords = place?.trim().split(/\s+/) ?? [];
  const shortPlace =
    placeWords.length >= 1 &&
    placeWords.length <= 3 &&
    !/^(Der|Die|Das|Ein|Eine|Wir|Sie|Er|Es)$/.test(placeWords[0] ?? '') &&
    placeWords.every((word) => /^\p{Lu}/u.test(word) || ['am', 'an', 'der', 'im', 'ob', 'bei', 'vor'].includes(word));
  if (!(date || agency || onlyDate || shortPlace)) return paragraph;
  return paragraph.slice(match[0].length).trimStart();
}
