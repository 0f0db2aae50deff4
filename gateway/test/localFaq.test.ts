/**
 * Local provider, Workday FAQ: the shipped data (shape, du-form, navigation), BM25 retrieval for
 * paraphrased questions, nothing for off-topic questions, and the extractive answer.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { messageFor } from 'portal-contract';
import { answerFromFaq, FAQ_MATCH_THRESHOLD, rankFaq, readWorkdayFaq } from '../src/ai/local/faq.ts';
import { splitSentences } from '../src/ai/local/sentences.ts';
import type { FaqEntry } from '../src/ai/provider.ts';

const entries = readWorkdayFaq();

describe('Workday FAQ data', () => {
  test('at least 32 entries with unique slug ids and all fields', () => {
    assert.ok(entries.length >= 32, String(entries.length));
    assert.equal(new Set(entries.map((entry) => entry.id)).size, entries.length);
    for (const entry of entries) {
      assert.match(entry.id, /^[a-z0-9]+(-[a-z0-9]+)*$/);
      assert.deepEqual(Object.keys(entry).sort(), ['answer', 'category', 'id', 'question']);
      assert.match(entry.question, /\?$/, entry.id);
    }
  });

  test('covers the HR topics staff ask about', () => {
    const categories = new Set(entries.map((entry) => entry.category));
    for (const category of [
      'Urlaub',
      'Abwesenheiten/Krankmeldung',
      'Gehaltsabrechnung',
      'Spesen/Reisekosten',
      'Passwort/Anmeldung',
      'Zeiterfassung',
      'Elternzeit',
      'Persönliche Daten',
      'Weiterbildung',
      'Dokumente/Bescheinigungen',
      'Mobiles Arbeiten',
    ]) {
      assert.ok(categories.has(category), category);
    }
  });

  test('answers: 2–5 sentences, "du", mostly with a Workday path', () => {
    for (const entry of entries) {
      const sentences = splitSentences(entry.answer).length;
      assert.ok(sentences >= 2 && sentences <= 5, `${entry.id}: ${sentences}`);
      assert.doesNotMatch(entry.answer, /\b(Ihnen|Ihre[mnrs]?|Ihr)\b/, entry.id);
      assert.doesNotMatch(entry.question, /\b(Sie|Ihnen|Ihre[mnrs]?|Ihr)\b/, entry.id);
    }
    const withPath = entries.filter((entry) => /Startseite → /.test(entry.answer)).length;
    assert.ok(withPath / entries.length >= 0.8, `${withPath}/${entries.length}`);
  });
});

describe('FAQ retrieval (BM25)', () => {
  const expectations: [string, string][] = [
    ['Wie beantrage ich Urlaub?', 'urlaub-beantragen'],
    ['Wo finde ich meine Gehaltsabrechnung?', 'gehaltsabrechnung-finden'],
    ['Passwort vergessen', 'passwort-vergessen'],
    ['Wie viele Urlaubstage habe ich noch?', 'resturlaub-anzeigen'],
    ['Lohnabrechnung herunterladen', 'gehaltsabrechnung-finden'],
    ['Wie ändere ich meine IBAN?', 'bankverbindung-aendern'],
    ['Ich bin krank, was muss ich tun?', 'krankmeldung'],
    ['Homeoffice beantragen', 'mobiles-arbeiten-beantragen'],
    ['Wie ändere ich meine Adresse?', 'adresse-aendern'],
    ['Reisekosten für eine Dienstreise abrechnen', 'reisekosten-abrechnen'],
    ['Wo bekomme ich die Lohnsteuerbescheinigung?', 'lohnsteuerbescheinigung'],
    ['Elternzeit beantragen', 'elternzeit-beantragen'],
    ['Urlaubsantrag stornieren', 'urlaub-stornieren'],
  ];
  for (const [question, id] of expectations) {
    test(`„${question}“ → ${id}`, () => {
      const ranked = rankFaq(question, entries, 3);
      assert.equal(ranked[0]?.id, id, ranked.map((entry) => `${entry.id} ${entry.score}`).join(', '));
    });
  }

  for (const question of [
    'Wie wird das Wetter morgen?',
    'Wer gewinnt die Bundesliga?',
    'Was kostet ein Abo der Zeitung?',
    'Wo ist die Kantine?',
    'Wie beantrage ich einen neuen Laptop?',
    '???',
  ]) {
    test(`off-topic „${question}“ → nothing`, () => {
      assert.deepEqual(rankFaq(question, entries, 3), []);
    });
  }

  test('scores are 0–1 at or above the threshold, best first, at most k', () => {
    const ranked = rankFaq('Ich bin krank', entries, 2);
    assert.ok(ranked.length >= 1 && ranked.length <= 2);
    for (let i = 0; i < ranked.length; i++) {
      const { score } = ranked[i] as { score: number };
      assert.ok(score >= FAQ_MATCH_THRESHOLD && score <= 1);
      if (i > 0) assert.ok(score <= (ranked[i - 1] as { score: number }).score);
    }
    assert.deepEqual(rankFaq('Urlaub', [], 3), []);
  });

  test('works on a fresh copy of the entries (the route reads them from the database every time)', () => {
    const copy: FaqEntry[] = JSON.parse(JSON.stringify(entries)) as FaqEntry[];
    assert.equal(rankFaq('Passwort vergessen', copy, 1)[0]?.id, 'passwort-vergessen');
  });
});

describe('local FAQ answer', () => {
  test('quotes the best entry and names it as the source', () => {
    const ranked = rankFaq('Passwort vergessen', entries, 3);
    const result = answerFromFaq('Passwort vergessen', [], ranked);
    const best = entries.find((entry) => entry.id === 'passwort-vergessen') as FaqEntry;
    assert.ok(result.answer.startsWith(best.answer));
    assert.deepEqual(result.sources[0], { id: best.id, question: best.question, category: best.category });
    assert.equal(result.sources.length, 1);
  });

  test('mentions a second entry only when it is almost as relevant', () => {
    const ranked = rankFaq('Ich bin krank, was muss ich tun?', entries, 3);
    const result = answerFromFaq('Ich bin krank, was muss ich tun?', [], ranked);
    assert.deepEqual(
      result.sources.map((source) => source.id),
      ['krankmeldung', 'kind-krank'],
    );
    assert.match(result.answer, /Das könnte dir auch helfen – „Was mache ich, wenn mein Kind krank ist\?“/);
  });

  test('no entries, or entries without a match: the catalogue message and no sources', () => {
    assert.deepEqual(answerFromFaq('Wie wird das Wetter morgen?', [], []), { answer: messageFor('faq-no-match'), sources: [] });
    assert.deepEqual(answerFromFaq('Wie wird das Wetter morgen?', [], entries), { answer: messageFor('faq-no-match'), sources: [] });
  });

  test('unscored entries are ranked here; a follow-up uses the previous question', () => {
    assert.equal(answerFromFaq('Passwort vergessen', [], entries).sources[0]?.id, 'passwort-vergessen');
    assert.deepEqual(rankFaq('Und bis wann?', entries, 3), []);
    const history = [
      { role: 'user' as const, content: 'Wie beantrage ich Elternzeit?' },
      { role: 'assistant' as const, content: '…' },
    ];
    assert.equal(answerFromFaq('Und bis wann?', history, entries).sources[0]?.id, 'elternzeit-beantragen');
  });
});
