/**
 * The rules added for the kinds of errors newsroom editors make (test/fixtures/grammar/kinds-*.json):
 * each with its own case, its reason, right text that must stay, and hostile input at 20 000 characters.
 * Our own sentences, not taken from another grammar checker's rule examples.
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { correctText } from '../src/ai/local/correct.ts';
import { fixGrammar } from '../src/ai/local/grammar.ts';
import { loadMorphology, type Morphology } from '../src/ai/local/morphology/index.ts';
import { findMisspellings, loadSpeller, oldEszett, type Speller } from '../src/ai/local/spelling.ts';
import { agreementRule } from '../src/ai/local/syntax/agreement.ts';
import { auxiliaryRule } from '../src/ai/local/syntax/auxiliary.ts';
import { fixedCapitalRule, nominalisationRule, sentenceStartRule } from '../src/ai/local/syntax/capitalisation.ts';
import { commaClauseEndRule, commaConjunctionRule } from '../src/ai/local/syntax/commas.ts';
import {
  apostropheRule,
  conjunctionApartRule,
  fixedSpellingRule,
  separatedNounRule,
  separatedVerbRule,
} from '../src/ai/local/syntax/compounds.ts';
import { confusionRule, dasDassRule } from '../src/ai/local/syntax/confusions.ts';
import type { MorphologyRule } from '../src/ai/local/syntax/context.ts';
import { fixWithMorphology } from '../src/ai/local/syntax/index.ts';
import { modalInfinitiveRule } from '../src/ai/local/syntax/modalInfinitive.ts';
import { pronounCaseRule } from '../src/ai/local/syntax/pronounCase.ts';
import { reflexiveRule } from '../src/ai/local/syntax/reflexive.ts';
import { subjectVerbRule } from '../src/ai/local/syntax/subjectVerb.ts';
import { verbFormRule } from '../src/ai/local/syntax/verbForms.ts';

let morphology: Morphology;
let speller: Speller;
before(async () => {
  morphology = loadMorphology();
  speller = await loadSpeller();
});
const withRule = (rule: MorphologyRule, text: string) =>
  fixWithMorphology(text, morphology, { rules: [rule], spell: (word) => speller.spell(word) });

const cases: [MorphologyRule, string, string][] = [
  // Subject and verb: „sie“ takes the nearest form, a short imperative after a noun subject, a subject only in the nominative.
  [subjectVerbRule, 'Sie arbeitest seit Jahren im Landratsamt.', 'Sie arbeitet seit Jahren im Landratsamt.'],
  [subjectVerbRule, 'Wir fahrt am Samstag zum Turnier.', 'Wir fahren am Samstag zum Turnier.'],
  [subjectVerbRule, 'Der Posaunenchor spiel am Sonntag im Kurpark.', 'Der Posaunenchor spielt am Sonntag im Kurpark.'],
  [subjectVerbRule, 'Der Präsident lehnen die Forderung ab.', 'Der Präsident lehnt die Forderung ab.'],
  [subjectVerbRule, 'Wir muss jetzt sparen.', 'Wir müssen jetzt sparen.'],
  // Modal verb or „werden“, then the infinitive at the clause's end.
  [modalInfinitiveRule, 'Der Kämmerer will die Gebühren senkt.', 'Der Kämmerer will die Gebühren senken.'],
  [modalInfinitiveRule, 'Die Schüler müssen um sechs Uhr aufsteht.', 'Die Schüler müssen um sechs Uhr aufstehen.'],
  [modalInfinitiveRule, 'Morgen wird es wieder schneit.', 'Morgen wird es wieder schneien.'],
  // Reflexive pronoun of the subject.
  [reflexiveRule, 'Wir treffen sich um acht Uhr am Bahnhof.', 'Wir treffen uns um acht Uhr am Bahnhof.'],
  [reflexiveRule, 'Ich freue sich auf die neue Saison.', 'Ich freue mich auf die neue Saison.'],
  // Case a verb governs.
  [pronounCaseRule, 'Ich danke dich für die Einladung.', 'Ich danke dir für die Einladung.'],
  [pronounCaseRule, 'Der Reporter fragt mir nach dem Ergebnis.', 'Der Reporter fragt mich nach dem Ergebnis.'],
  // Agreement: the number as written, a number word with a singular, weak nouns.
  [agreementRule, 'Die Stürmerin spielte ohne ihrem Schienbeinschoner.', 'Die Stürmerin spielte ohne ihren Schienbeinschoner.'],
  [agreementRule, 'Die Halle ist mit vier Turngruppe belegt.', 'Die Halle ist mit vier Turngruppen belegt.'],
  [agreementRule, 'Wir haben den Praktikant eingearbeitet.', 'Wir haben den Praktikanten eingearbeitet.'],
  // das/dass: „so …, dass“; „dass“ as relative pronoun of a clause with an accusative object.
  [
    dasDassRule,
    'Der Andrang war so groß, das die Polizei die Straße sperrte.',
    'Der Andrang war so groß, dass die Polizei die Straße sperrte.',
  ],
  [
    dasDassRule,
    'Das Mädchen, dass den Hund gefunden hatte, bekam einen Finderlohn.',
    'Das Mädchen, das den Hund gefunden hatte, bekam einen Finderlohn.',
  ],
  [dasDassRule, 'Ich glaube nicht, das wir heute aufsteigen.', 'Ich glaube nicht, dass wir heute aufsteigen.'],
  // Confusions.
  [confusionRule, 'Der Hund war längst Tod.', 'Der Hund war längst tot.'],
  [confusionRule, 'Sie wissen, dass der Vogel schon lange Tod ist.', 'Sie wissen, dass der Vogel schon lange tot ist.'],
  [confusionRule, 'Der Kandidat siegte wieder Erwarten deutlich.', 'Der Kandidat siegte wider Erwarten deutlich.'],
  [confusionRule, 'Die Bäckerei backt in großem Stiel für das Fest.', 'Die Bäckerei backt in großem Stil für das Fest.'],
  [confusionRule, 'Er brachte einen Leib Brot mit.', 'Er brachte einen Laib Brot mit.'],
  [confusionRule, 'Die Fahnder waren dem Täter auf den Versen.', 'Die Fahnder waren dem Täter auf den Fersen.'],
  [confusionRule, 'Mir viel auf, dass das Licht brannte.', 'Mir fiel auf, dass das Licht brannte.'],
  // Capitals.
  [nominalisationRule, 'Die Stadt warnt vor dem baden im Weiher.', 'Die Stadt warnt vor dem Baden im Weiher.'],
  [fixedCapitalRule, 'Das Denkmal erinnert an den zweiten Weltkrieg.', 'Das Denkmal erinnert an den Zweiten Weltkrieg.'],
  [fixedCapitalRule, 'Der Verteidiger sah die gelbe Karte.', 'Der Verteidiger sah die Gelbe Karte.'],
  [fixedCapitalRule, 'Ein Passant leistete erste Hilfe.', 'Ein Passant leistete Erste Hilfe.'],
  [sentenceStartRule, 'die Polizei sucht Zeugen.', 'Die Polizei sucht Zeugen.'],
  // Words written apart or together.
  [separatedVerbRule, 'Der Stadtrat hat dem Antrag zu gestimmt.', 'Der Stadtrat hat dem Antrag zugestimmt.'],
  [separatedVerbRule, 'Sie bat darum, den Müll weg zu räumen.', 'Sie bat darum, den Müll wegzuräumen.'],
  [fixedSpellingRule, 'Die Nachbarn helfen sich gegen einander nicht.', 'Die Nachbarn helfen sich gegeneinander nicht.'],
  [conjunctionApartRule, 'Nach dem der Regen aufgehört hatte, begann das Spiel.', 'Nachdem der Regen aufgehört hatte, begann das Spiel.'],
  [separatedNounRule, 'Das Kinder Zimmer ist frisch gestrichen.', 'Das Kinderzimmer ist frisch gestrichen.'],
  // Old spelling and the false superlative.
  [fixedSpellingRule, 'Danke für den Tip, sagte die Kommissarin.', 'Danke für den Tipp, sagte die Kommissarin.'],
  [fixedSpellingRule, 'Das war die einzigste Chance.', 'Das war die einzige Chance.'],
  // Commas before „aber“ and „desto“.
  [commaConjunctionRule, 'Das Café ist klein aber gemütlich.', 'Das Café ist klein, aber gemütlich.'],
  [
    commaConjunctionRule,
    'Je länger das Spiel dauerte desto lauter wurden die Fans.',
    'Je länger das Spiel dauerte, desto lauter wurden die Fans.',
  ],
  // „ihr“ as subject, a verb's preposition with one case, nouns written small.
  [subjectVerbRule, 'Ihr kommst gerade rechtzeitig.', 'Ihr kommt gerade rechtzeitig.'],
  [agreementRule, 'Die Stadträte sprachen lange über dem Antrag.', 'Die Stadträte sprachen lange über den Antrag.'],
  [agreementRule, 'Er denkt oft an seinem Großvater.', 'Er denkt oft an seinen Großvater.'],
  [nominalisationRule, 'Wir wünschen viel spaß beim Fest.', 'Wir wünschen viel Spaß beim Fest.'],
  [nominalisationRule, 'Das rodeln am Hang ist verboten.', 'Das Rodeln am Hang ist verboten.'],
  [fixedCapitalRule, 'Die Saison ist zu ende.', 'Die Saison ist zu Ende.'],
  [separatedVerbRule, 'Die Heizung ist kaputt gegangen.', 'Die Heizung ist kaputtgegangen.'],
  [confusionRule, 'Die Zahlen spiegeln die Lage nicht wieder.', 'Die Zahlen spiegeln die Lage nicht wider.'],
  [confusionRule, 'Der Fahrer ist Schuld an dem Stau.', 'Der Fahrer ist schuld an dem Stau.'],
  // Strong verbs inflected as weak ones.
  [verbFormRule, 'Der Chor hat zwei Lieder gesingt.', 'Der Chor hat zwei Lieder gesungen.'],
  [verbFormRule, 'Der Dieb rennte davon.', 'Der Dieb rannte davon.'],
  [verbFormRule, 'Die Nachbarin hat die Polizei angeruft.', 'Die Nachbarin hat die Polizei angerufen.'],
  // The old dative („dem Freunde“) is no target: the plural article stays, the noun takes the dative.
  [agreementRule, 'Die Spieler feierten mit ihren Freunde.', 'Die Spieler feierten mit ihren Freunden.'],
  // Quantifiers as determiners of the adjective.
  [agreementRule, 'Der Verein begrüßte viele neuen Mitglieder.', 'Der Verein begrüßte viele neue Mitglieder.'],
  // Commas before „aber“, „denn“ with a clause, after „Ja“ and „Nein“.
  [commaConjunctionRule, 'Wir wollten helfen aber wir durften nicht.', 'Wir wollten helfen, aber wir durften nicht.'],
  [commaConjunctionRule, 'Das Fest fällt aus denn es regnet seit Stunden.', 'Das Fest fällt aus, denn es regnet seit Stunden.'],
  [commaConjunctionRule, 'Nein das stimmt nicht.', 'Nein, das stimmt nicht.'],
  // Nominalised infinitives after an adjective, colours after a preposition.
  [nominalisationRule, 'Nach langem suchen fand die Feuerwehr den Jungen.', 'Nach langem Suchen fand die Feuerwehr den Jungen.'],
  [nominalisationRule, 'Der Radfahrer fuhr bei rot über die Kreuzung.', 'Der Radfahrer fuhr bei Rot über die Kreuzung.'],
  [commaConjunctionRule, 'Das war der Grund warum er ging.', 'Das war der Grund, warum er ging.'],
  [commaClauseEndRule, 'Der Hund, der im Garten bellt gehört meinem Nachbarn.', 'Der Hund, der im Garten bellt, gehört meinem Nachbarn.'],
  [fixedCapitalRule, 'Das hat er mir auf deutsch gesagt.', 'Das hat er mir auf Deutsch gesagt.'],
  [subjectVerbRule, 'Mein Bruder und ich geht heute ins Kino.', 'Mein Bruder und ich gehen heute ins Kino.'],
  // The noun's place after a determiner that is never a pronoun, or after a preposition and its article.
  [nominalisationRule, 'Der Bürgermeister hat heute keine zeit.', 'Der Bürgermeister hat heute keine Zeit.'],
  [nominalisationRule, 'Die Wache liegt in der nähe des Bahnhofs.', 'Die Wache liegt in der Nähe des Bahnhofs.'],
  [nominalisationRule, 'Der Trainer hat seine arbeit verloren.', 'Der Trainer hat seine Arbeit verloren.'],
  // Apostrophes, words written apart, confusions.
  [apostropheRule, 'Der Verein verkauft Trikot’s im Fanshop.', 'Der Verein verkauft Trikots im Fanshop.'],
  [apostropheRule, 'Wir gehen heute in’s Theater.', 'Wir gehen heute ins Theater.'],
  [fixedSpellingRule, 'Die Antwort war nichts sagend.', 'Die Antwort war nichtssagend.'],
  [separatedVerbRule, 'Der Betrieb ist pleite gegangen.', 'Der Betrieb ist pleitegegangen.'],
  [confusionRule, 'Die Familie fährt jedes Jahr ans mehr.', 'Die Familie fährt jedes Jahr ans Meer.'],
  [confusionRule, 'Der Hund bis den Postboten ins Bein.', 'Der Hund biss den Postboten ins Bein.'],
  [confusionRule, 'Wir besuchen in morgen.', 'Wir besuchen ihn morgen.'],
  [pronounCaseRule, 'Nach der Operation geht es ihn gut.', 'Nach der Operation geht es ihm gut.'],
  // The perfect of „sein“.
  [auxiliaryRule, 'Der Verdächtige hat nie in der Stadt gewesen.', 'Der Verdächtige ist nie in der Stadt gewesen.'],
];

describe('kinds: each new rule fixes its case, with its own reason', () => {
  for (const [rule, wrong, right] of cases)
    test(`${rule.id}: ${wrong}`, () => {
      const result = withRule(rule, wrong);
      assert.equal(result.text, right);
      assert.ok(result.changes.length > 0 && result.changes.every((change) => change.reason.length > 10));
    });
});

describe('kinds: right text stays as it is', () => {
  const right = [
    'Bitte fass mich nicht so grob an.',
    'Wenn ihr fahrt, ruft vorher an.',
    'Das ist der Grund, warum er ging.',
    'Die Frage wie und warum blieb offen.',
    'Es regnete, sagte Anna und ich ging nach Hause.',
    'Meine Schwester und ich gehen gern ins Theater.',
    'Er kam spät und ich ging früh.',
    'Sie sammelt auf deutsch geschriebene Briefe.',
    'Die Musik, die er im Radio gehört hat, gefiel ihm.',
    'Von den Bewerbern hat sie keine gesehen.',
    'Das ist kein bisschen schwer, sagte ein paar Minuten später der Trainer.',
    'Mit der fahren wir morgen nach Hause.',
    'Das ist die Bahn, mit der wir fahren.',
    'Guttenberg äußerte sich nicht.',
    'Sie hörte auf zu rauchen, als ihr Sohn geboren wurde.',
    'Er fing gestern an zu arbeiten.',
    'Die Tür war zu, geschlossen hatte sie niemand.',
    'Wir haben zu lange gewartet.',
    'Es geht um Leben und Tod.',
    'Der Tod des Dichters bewegte die Stadt.',
    'Das Gefühl, dass ihm geholfen wird, tut gut.',
    'Das Risiko, dass die Brücke einstürzt, ist gering.',
    'Sie besuchten Augsburg, das sie sehr lieben.',
    'Die Stadt will das Grundstück an einen Investor verkaufen.',
    'Er sprach mit dem Lehrer.',
    'Das ist das Jahr, seit dem er hier lebt.',
    'Nach dem Essen ging er spazieren.',
    'Nach dem suchen wir noch.',
    'Er gab dem Bürger Geld.',
    'Wir fahren in die Stadt Mitte Mai.',
    'Er kam aber nicht.',
    'Es ist umso wichtiger.',
    'Er kann das Buch lesen.',
    'Er wird gesucht.',
    'Sie will, dass er kommt.',
    'Ich kaufe mir ein Auto.',
    'Er freut sich.',
    'Ich danke dir.',
    'Herr Stengel kam zu spät.',
    'Diese Frage stellten mehrere Stadträte.',
    'Den Ball spielt der Junge.',
    'Im Zweiten Weltkrieg wurde die Altstadt zerstört.',
    'Er trank ein Glas, eine rote Karte lag auf dem Tisch.',
    'Die Polizei bittet Zeugen, sich unter 0821 323-0 zu melden.',
    'iPhone-Besitzer klagen über Akkuprobleme.',
    'Ihr ist kalt.',
    'Ihr fehlen die Worte.',
    'Ihr Sohn spielt Fußball.',
    'Wir warten auf dem Parkplatz.',
    'Das machen im Sommer viele.',
    'Er spiegelt sich immer wieder.',
    'Er hat Schuld an dem Unfall.',
    'Das Flugzeug flog über dem Meer.',
    'Sie ist eine gute Freundin.',
    'Beim Stadtfest treten mehrere Bands auf.',
    'Er ging mit dem Freunde spazieren.',
    'die neue Saison beginnt im März',
    'Er lebt in nicht allzu großer Entfernung.',
    'Von Montag bis Freitag ist geöffnet.',
    'Das geht dich nichts an.',
    'Wo ist er denn?',
    'Das ist aber schön.',
    'Bei schönem Wetter gehen wir.',
    'Er färbte die Wand rot.',
    'Er postete ein Foto.',
    'Wie geht’s?',
    'Am mehr als zehn Orten wurde gestreikt.',
    'Das Wetter bleibt auch in den kommenden Tagen wechselhaft.',
  ];
  for (const text of right)
    test(text, async () => {
      assert.equal((await correctText(speller, text)).corrected, text);
    });
});

describe('kinds: spelling and typography', () => {
  test('the old „ß“ after a short vowel becomes „ss“, „Fuß“ and names stay', async () => {
    assert.equal(oldEszett(speller, 'daß'), 'dass');
    assert.equal(oldEszett(speller, 'Schluß'), 'Schluss');
    assert.equal(oldEszett(speller, 'läßt'), 'lässt');
    assert.equal(oldEszett(speller, 'Fuß'), undefined);
    assert.equal(oldEszett(speller, 'Preuß'), undefined);
    const found = await findMisspellings(speller, 'Er muß wissen, daß es stimmt.', { morphology });
    assert.deepEqual(
      found.map((change) => change.replacement),
      ['muss', 'dass'],
    );
  });
  test('a noun written small is no verb form: „umgehungsstraße“', async () => {
    assert.equal(
      (await correctText(speller, 'Der Platz liegt an der neuen umgehungsstraße.')).corrected,
      'Der Platz liegt an der neuen Umgehungsstraße.',
    );
  });
  test('a number range rises; a phone extension is none', () => {
    assert.equal(fixGrammar('1,5-2 Millionen, 1998-99, 323-0').text, '1,5–2 Millionen, 1998–99, 323-0');
  });
  test('the dictionary knows „muss“ and „Tagen“ (the data has „muß“ and „das Tag“)', () => {
    assert.ok(morphology.isVerbForm('muss'));
    assert.ok(morphology.nouns('Tagen').some((noun) => noun.lemma === 'Tag' && noun.cells & 0x0800));
  });
});

describe('kinds: worst cases at 20 000 characters', () => {
  const LIMIT = { timeout: 30_000 };
  const texts = {
    'modal verbs': 'Er kann '.repeat(2_500),
    reflexives: 'wir treffen sich '.repeat(1_200),
    'nach dem': 'Nach dem er '.repeat(1_700),
    'je desto': 'je desto '.repeat(2_300),
    aber: 'klein aber '.repeat(1_900),
    'zu particles': 'auf zu zu gestimmt '.repeat(1_100),
    'dass after nouns': 'Das Kind, dass den '.repeat(1_100),
    ranges: '1,5-2,5-3-4-'.repeat(1_700),
    eszett: 'daß muß ß '.repeat(2_000),
    'weak-looking verb forms': 'gesingtgesingtet angeruftete '.repeat(700),
    'long unknown words': `${'ge'.repeat(9_000)}t`,
    apostrophes: "Trikot's in's ".repeat(1_400),
    'answers and conjunctions': 'Ja das aber er denn es doch wir '.repeat(600),
  };
  for (const [name, text] of Object.entries(texts)) {
    test(`${name}: the whole check stays far below a second`, LIMIT, async () => {
      const input = text.slice(0, 20_000);
      const started = performance.now();
      await correctText(speller, input);
      assert.ok(performance.now() - started < 1_500, `${performance.now() - started} ms`);
    });
  }
});
