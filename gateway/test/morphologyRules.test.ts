/**
 * The rules of „korrigieren“ that use the morphological dictionary (src/ai/local/syntax), the language
 * check (language.ts) and the whole pipeline on the examples of the product brief. Our own sentences.
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { correctText } from '../src/ai/local/correct.ts';
import { segmentByLanguage } from '../src/ai/local/language.ts';
import { loadMorphology, type Morphology } from '../src/ai/local/morphology/index.ts';
import { loadSpeller, type Speller } from '../src/ai/local/spelling.ts';
import { agreementRule } from '../src/ai/local/syntax/agreement.ts';
import { fixedCapitalRule, nominalisationRule, wrongCapitalRule } from '../src/ai/local/syntax/capitalisation.ts';
import { commaClauseEndRule, commaConjunctionRule, commaRelativeStartRule } from '../src/ai/local/syntax/commas.ts';
import { fixedSpellingRule, separatedNounRule, separatedVerbRule } from '../src/ai/local/syntax/compounds.ts';
import { confusionRule, dasDassRule, seitSeidRule } from '../src/ai/local/syntax/confusions.ts';
import type { MorphologyRule } from '../src/ai/local/syntax/context.ts';
import { fixWithMorphology } from '../src/ai/local/syntax/index.ts';
import { subjectVerbRule } from '../src/ai/local/syntax/subjectVerb.ts';
import { imperativeRule } from '../src/ai/local/syntax/imperative.ts';
import { auxiliaryRule } from '../src/ai/local/syntax/auxiliary.ts';
import { comparisonRule } from '../src/ai/local/syntax/comparison.ts';
import { pronounCaseRule } from '../src/ai/local/syntax/pronounCase.ts';

let morphology: Morphology;
let speller: Speller;
before(async () => {
  morphology = loadMorphology();
  speller = await loadSpeller();
});
const withRule = (rule: MorphologyRule, text: string) =>
  fixWithMorphology(text, morphology, { rules: [rule], spell: (word) => speller.spell(word) });

const cases: [MorphologyRule, string, string][] = [
  [agreementRule, 'Sie hat eine Auto gekauft.', 'Sie hat ein Auto gekauft.'],
  [agreementRule, 'Er wohnt in ein schöner Haus.', 'Er wohnt in ein schönes Haus.'],
  [agreementRule, 'Wir fahren mit den Kinder ans Meer.', 'Wir fahren mit den Kindern ans Meer.'],
  [agreementRule, 'Sie half einen Student bei der Arbeit.', 'Sie half einen Studenten bei der Arbeit.'],
  [agreementRule, 'Seit zwei Jahre wohnt sie in der Stadt.', 'Seit zwei Jahren wohnt sie in der Stadt.'],
  [agreementRule, 'Die Tochter ist heute im Schule.', 'Die Tochter ist heute in der Schule.'],
  [subjectVerbRule, 'Er geh jetzt.', 'Er geht jetzt.'],
  [subjectVerbRule, 'Die Kinder spielt im Garten.', 'Die Kinder spielen im Garten.'],
  [subjectVerbRule, 'Morgen gehst er zum Arzt.', 'Morgen geht er zum Arzt.'],
  [subjectVerbRule, 'Ich kommst später.', 'Ich komme später.'],
  [nominalisationRule, 'Das Auto kam ins schleudern.', 'Das Auto kam ins Schleudern.'],
  [nominalisationRule, 'Beim laufen hört sie Musik.', 'Beim Laufen hört sie Musik.'],
  [nominalisationRule, 'Die Miete wird im voraus bezahlt.', 'Die Miete wird im Voraus bezahlt.'],
  [nominalisationRule, 'Die Ausstellung zeigt etwas neues.', 'Die Ausstellung zeigt etwas Neues.'],
  [wrongCapitalRule, 'Das Wetter war Gestern schlecht.', 'Das Wetter war gestern schlecht.'],
  [separatedVerbRule, 'Wir haben den Vertrag unter schrieben.', 'Wir haben den Vertrag unterschrieben.'],
  [separatedVerbRule, 'Das Konzert wird morgen statt finden.', 'Das Konzert wird morgen stattfinden.'],
  [fixedSpellingRule, 'Das ist garnicht so schlimm.', 'Das ist gar nicht so schlimm.'],
  [seitSeidRule, 'Wir warten seid Montag auf eine Antwort.', 'Wir warten seit Montag auf eine Antwort.'],
  [dasDassRule, 'Sie sagte das er krank sei.', 'Sie sagte, dass er krank sei.'],
  [dasDassRule, 'Ich glaube, das er recht hat.', 'Ich glaube, dass er recht hat.'],
  [confusionRule, 'Für die Angaben gibt es keine Gewehr.', 'Für die Angaben gibt es keine Gewähr.'],
  [confusionRule, 'Der Vogel ist tod.', 'Der Vogel ist tot.'],
  [confusionRule, 'Der Tot kam plötzlich.', 'Der Tod kam plötzlich.'],
  [confusionRule, 'Das passiert immer wider.', 'Das passiert immer wieder.'],
  [confusionRule, 'Zum ersten mal regnet es.', 'Zum ersten Mal regnet es.'],
  [commaConjunctionRule, 'Ich weiß nicht ob er kommt.', 'Ich weiß nicht, ob er kommt.'],
  [commaClauseEndRule, 'Der Mann, der dort steht ist mein Vater.', 'Der Mann, der dort steht, ist mein Vater.'],
  [commaClauseEndRule, 'Wenn es regnet bleiben wir zu Hause.', 'Wenn es regnet, bleiben wir zu Hause.'],
  [commaConjunctionRule, 'Er kam um zu helfen.', 'Er kam, um zu helfen.'],
  [commaConjunctionRule, 'Er ist nicht reich sondern arm.', 'Er ist nicht reich, sondern arm.'],
  [commaConjunctionRule, 'Ich weiß nicht wie das geht.', 'Ich weiß nicht, wie das geht.'],
  [commaRelativeStartRule, 'Das ist das Auto das mir gefällt.', 'Das ist das Auto, das mir gefällt.'],
  [auxiliaryRule, 'Ich habe nach Hause gegangen.', 'Ich bin nach Hause gegangen.'],
  [comparisonRule, 'Er ist größer wie ich.', 'Er ist größer als ich.'],
  [pronounCaseRule, 'Das Geschenk ist für ihm.', 'Das Geschenk ist für ihn.'],
  [pronounCaseRule, 'Kommst du mit mich?', 'Kommst du mit mir?'],
  [agreementRule, 'Ich habe zwei Kind.', 'Ich habe zwei Kinder.'],
  [agreementRule, 'Er gewann die Wal.', 'Er gewann die Wahl.'],
  [fixedCapitalRule, 'Heute morgen war es kalt.', 'Heute Morgen war es kalt.'],
  [fixedCapitalRule, 'Sie spricht gut englisch.', 'Sie spricht gut Englisch.'],
  [fixedCapitalRule, 'Im übrigen bin ich dagegen.', 'Im Übrigen bin ich dagegen.'],
  [fixedSpellingRule, 'Wir treffen uns Montag abend.', 'Wir treffen uns Montagabend.'],
  [fixedSpellingRule, 'Irgend wie klappt das.', 'Irgendwie klappt das.'],
  [separatedVerbRule, 'Wir werden Teil nehmen.', 'Wir werden teilnehmen.'],
  [seitSeidRule, 'Seit ihr morgen da?', 'Seid ihr morgen da?'],
  [confusionRule, 'Er machte eine ernste Mine.', 'Er machte eine ernste Miene.'],
  [confusionRule, 'Sie hat eine Leere als Bäckerin gemacht.', 'Sie hat eine Lehre als Bäckerin gemacht.'],
  [dasDassRule, 'Er ging leise, so das niemand es merkte.', 'Er ging leise, so dass niemand es merkte.'],
  [dasDassRule, 'Es ist wichtig, das wir pünktlich sind.', 'Es ist wichtig, dass wir pünktlich sind.'],
  [agreementRule, 'Der kleine Mädchen weint.', 'Das kleine Mädchen weint.'],
  [agreementRule, 'Ich habe einen neues Auto.', 'Ich habe ein neues Auto.'],
  [agreementRule, 'Er sprach mit den Lehrer.', 'Er sprach mit dem Lehrer.'],
  [agreementRule, 'Er wohnt dort seit ein Jahr.', 'Er wohnt dort seit einem Jahr.'],
  [commaRelativeStartRule, 'Das Buch das ich lese ist spannend.', 'Das Buch, das ich lese ist spannend.'],
  [separatedVerbRule, 'Er ist zurück gekommen.', 'Er ist zurückgekommen.'],
  [nominalisationRule, 'Er ist beim joggen gestürzt.', 'Er ist beim Joggen gestürzt.'],
  [nominalisationRule, 'Ich freue mich auf das wiedersehen.', 'Ich freue mich auf das Wiedersehen.'],
  [wrongCapitalRule, 'Wir sehen uns Morgen wieder.', 'Wir sehen uns morgen wieder.'],
  [wrongCapitalRule, 'Das Auto ist Rot.', 'Das Auto ist rot.'],
  [confusionRule, 'Das ist doch nicht war.', 'Das ist doch nicht wahr.'],
  [auxiliaryRule, 'Ich habe gestern nach Berlin gefahren.', 'Ich bin gestern nach Berlin gefahren.'],
  [pronounCaseRule, 'Wie geht es dich?', 'Wie geht es dir?'],
  [fixedSpellingRule, 'Das kostet zwei hundert Euro.', 'Das kostet zweihundert Euro.'],
  [fixedSpellingRule, 'Der Himmel ist hell blau.', 'Der Himmel ist hellblau.'],
  [separatedNounRule, 'Er hat morgen Geburts Tag.', 'Er hat morgen Geburtstag.'],
  [separatedNounRule, 'Die Haus Tür ist zu.', 'Die Haustür ist zu.'],
  [nominalisationRule, 'Nach dem duschen ging sie schlafen.', 'Nach dem Duschen ging sie schlafen.'],
  [nominalisationRule, 'Die Katze schläft auf dem sofa.', 'Die Katze schläft auf dem Sofa.'],
  [agreementRule, 'Wir kaufen ein neue Tisch.', 'Wir kaufen einen neuen Tisch.'],
  [agreementRule, 'Er kommt aus der Haus.', 'Er kommt aus dem Haus.'],
  [agreementRule, 'Das ist eine großer Erfolg.', 'Das ist ein großer Erfolg.'],
  [subjectVerbRule, 'Du gehst nach Hause und ich bleiben hier.', 'Du gehst nach Hause und ich bleibe hier.'],
  [commaClauseEndRule, 'Als er ankam regnete es.', 'Als er ankam, regnete es.'],
  [confusionRule, 'Es ist wider passiert.', 'Es ist wieder passiert.'],
  [confusionRule, 'Er fast das Glas an.', 'Er fasst das Glas an.'],
  [confusionRule, 'Daran ist er nicht Schuld.', 'Daran ist er nicht schuld.'],
  [imperativeRule, 'Gebe mir das Buch!', 'Gib mir das Buch!'],
  [imperativeRule, 'Bitte lese den Text.', 'Bitte lies den Text.'],
  [subjectVerbRule, 'Viele Leute ist gekommen.', 'Viele Leute sind gekommen.'],
  [wrongCapitalRule, 'Er kommt Abends nach Hause.', 'Er kommt abends nach Hause.'],
  [wrongCapitalRule, 'Zum Ersten Mal war sie dort.', 'Zum ersten Mal war sie dort.'],
  [wrongCapitalRule, 'Er hat ein Schönes Haus.', 'Er hat ein schönes Haus.'],
  [wrongCapitalRule, 'Die Deutsche Sprache ist schwer.', 'Die deutsche Sprache ist schwer.'],
  [confusionRule, 'Er steht auf der anderen Saite.', 'Er steht auf der anderen Seite.'],
  [confusionRule, 'Wir bleiben ein Paar Tage.', 'Wir bleiben ein paar Tage.'],
  [separatedVerbRule, 'Wir müssen das fertig stellen.', 'Wir müssen das fertigstellen.'],
  [nominalisationRule, 'Es ist das beste, wenn du kommst.', 'Es ist das Beste, wenn du kommst.'],
  [fixedSpellingRule, 'Sie ist mit ihm zu frieden.', 'Sie ist mit ihm zufrieden.'],
  [fixedSpellingRule, 'Das war aus versehen.', 'Das war aus Versehen.'],
  [confusionRule, 'Hohl mir das Buch.', 'Hol mir das Buch.'],
  [confusionRule, 'Er ist einen Apfel.', 'Er isst einen Apfel.'],
  [confusionRule, 'Sie singt ein schönes Lid.', 'Sie singt ein schönes Lied.'],
  [commaConjunctionRule, 'Er sagte er komme später.', 'Er sagte, er komme später.'],
  [wrongCapitalRule, 'Wir Spielen heute Fußball.', 'Wir spielen heute Fußball.'],
  [seitSeidRule, 'Wie lange seit ihr schon verheiratet?', 'Wie lange seid ihr schon verheiratet?'],
];

describe('morphology rules: each fixes its case, with its own reason', () => {
  for (const [rule, wrong, right] of cases) {
    test(`${rule.id}: ${wrong}`, () => {
      const result = withRule(rule, wrong);
      assert.equal(result.text, right);
      assert.ok(result.changes.length > 0 && result.changes.every((change) => change.reason === rule.reason));
    });
  }
});

describe('morphology rules: right text stays as it is', () => {
  const right = [
    'Bitte fass mich nicht so grob an.',
    'Karl-Theodor zu Guttenberg ist zurückgetreten.',
    'Das Buch, das er liest, ist spannend.',
    'Die Frau, die Geld braucht, kommt morgen.',
    'Ich will das lesen.',
    'Am besten kommst du morgen.',
    'Im Allgemeinen ist das gut.',
    'Im nächsten Jahr fahren wir weg.',
    'Mein Mann und ich arbeiten viel.',
    'Meiner Meinung nach hängt es davon ab.',
    'Die Vorsitzende sagte, die Band spiele auf diesen Moment hin.',
    'Vor dem Rathaus protestierten am Samstag etwa hundert Menschen.',
    'Das Ergebnis spiegelt die Stimmung wider.',
    'Der FC ist nun Dritter, das Kind hatte es als Erstes bemerkt.',
    'Ich spreche Englisch und Russisch.',
    'Diejenigen, die damit zufrieden sind, bleiben.',
    'Seid ihr morgen dabei?',
    'Er sagt, dass er kommt, weil er Zeit hat.',
    'Ich habe das Auto gefahren.',
    'Er hat einen großen Teil genommen.',
    'Ich gebe dem Mann das Buch.',
    'So schnell wie möglich, früher wie heute.',
    'Das kostet zwei Euro und drei Prozent mehr.',
    'Er hat mir das Buch gegeben, ohne das Auto zu fahren.',
    'Sie lernt auf deutsch geschriebene Texte.',
    'Den ganzen Tag hat es geregnet, jeden Tag fährt sie mit dem Rad.',
    'Die Steuer steigt, der Teil der Stadt ist schön.',
    'Der Jugendtreff ist ab sofort auch samstags geöffnet.',
    'Die Sitzung beginnt im großen Saal des Rathauses.',
    'Es wurden viele Bäume gefällt.',
    'Ich habe den Wagen nach Berlin gefahren.',
    'Wir sehen uns am Morgen, guten Morgen!',
    'Das ist Recht und Gesetz.',
    'Die Temperaturen lagen bei 30 Grad, das Freibad war überfüllt.',
    'Wenn man darauf nicht vorbereitet ist, kann man nicht arbeiten.',
    'Die Gefahr ist kleiner, dass jemand in der Gruppe die anderen austrickst.',
    'Wir treffen uns im Café Central.',
    'Er fährt Rad und spielt Fußball.',
    'Lese gerade ein Buch.',
    'Gebe ich dir das Buch?',
    'Er ist fast fertig, es ist die Schuld der Regierung.',
    'Die Deutsche Bahn streikt, das Rote Kreuz hilft.',
    'Er kaufte ein Paar Schuhe, des Abends las er.',
    'Wir müssen das fertig machen.',
    'Er ist einen Umweg gegangen, das ist die beste Lösung.',
    'Das finde ich schade, ich weiß es nicht.',
    'Schreiben Sie an kultur@augsburg.de oder besuchen Sie www.stadt.de/kultur heute.',
  ];
  for (const text of right)
    test(text, () => {
      assert.equal(fixWithMorphology(text, morphology, { spell: (word) => speller.spell(word) }).text, text);
    });
});

describe('korrigieren with the dictionary', () => {
  test('a misspelling the data lists as a word is still corrected („Terasse“), a rare word is not („Streu“)', async () => {
    assert.equal((await correctText(speller, 'Wir haben eine schöne Terasse.')).corrected, 'Wir haben eine schöne Terrasse.');
    assert.equal((await correctText(speller, 'Streu und Häuschen sind sauber.')).corrected, 'Streu und Häuschen sind sauber.');
  });

  test('a doubled letter too many is corrected even where the word passes as a compound, a name is not', async () => {
    assert.equal((await correctText(speller, 'Das ist eine wichtige Vorraussetzung.')).corrected, 'Das ist eine wichtige Voraussetzung.');
    assert.equal((await correctText(speller, 'Guttenberg ist zurückgetreten.')).corrected, 'Guttenberg ist zurückgetreten.');
  });

  test('names are never corrected, requests keep their verb', async () => {
    for (const text of [
      'Karl-Theodor zu Guttenberg ist zurückgetreten.',
      'Bitte fass mich nicht so grob an.',
      'Gestern sprach Ministerin Okonkwo in Halberg.',
    ])
      assert.equal((await correctText(speller, text)).corrected, text);
  });

  test('an English text is left untouched, with a German hint', async () => {
    const text =
      'The bridge over the river was closed on Monday after engineers found cracks in the main support. Traffic was diverted through the town centre.';
    const result = await correctText(speller, text);
    assert.equal(result.corrected, text);
    assert.deepEqual(result.changes, []);
    assert.equal(result.hints?.[0]?.reason, 'Sprache: kein deutscher Text');
    assert.match(result.hints?.[0]?.detail ?? '', /Englisch/);
  });

  test('a mixed text: only the German sentences are checked', async () => {
    const text =
      'Die Brücke ist seid Montag gesperrt. The bridge over the river was closed on Monday after engineers found cracks. Die Stadt sagte das die Reparatur dauert.';
    const result = await correctText(speller, text);
    assert.equal(
      result.corrected,
      'Die Brücke ist seit Montag gesperrt. The bridge over the river was closed on Monday after engineers found cracks. Die Stadt sagte, dass die Reparatur dauert.',
    );
    assert.equal(result.hints?.[0]?.reason, 'Sprache: Teile nicht auf Deutsch');
  });

  test('German with names, loan words and numbers is German', () => {
    const segments = segmentByLanguage(
      'Der FC Lindenau gewann am Samstag mit 3:1 gegen Eintracht Wolfsbach. Im Newsroom wurde der Livestream auf der Website begleitet.',
      morphology,
      (word) => speller.spell(word),
    );
    assert.deepEqual(
      segments.map((segment) => segment.german),
      [true],
    );
  });
});

describe('worst cases at 20 000 characters', () => {
  const LIMIT = { timeout: 30_000 };
  const sentence =
    'Der Mann, der dort steht ist mein Vater. Er geh jetzt nach Hause, weil die Kinder im Garten spielt. Wir warten seid Montag. ';
  const texts = {
    sentences: sentence.repeat(200).slice(0, 20_000),
    'one long sentence': `Der ${'schöne '.repeat(2_900)}Mann geht.`.slice(0, 20_000),
    'one word': 'a'.repeat(20_000),
    'only commas': 'und, '.repeat(4_000),
    'determiners only': 'der die das '.repeat(1_700),
  };
  for (const [name, text] of Object.entries(texts)) {
    test(`morphology rules, ${name}`, LIMIT, () => {
      const started = performance.now();
      fixWithMorphology(text, morphology, { spell: (word) => speller.spell(word) });
      assert.ok(performance.now() - started < 1_000, `${performance.now() - started} ms`);
    });
    test(`language check, ${name}`, LIMIT, () => {
      const started = performance.now();
      segmentByLanguage(text, morphology, (word) => speller.spell(word));
      assert.ok(performance.now() - started < 1_000, `${performance.now() - started} ms`);
    });
  }
  test('the whole check of 20 000 characters of German prose stays within 200 ms (after warm-up)', LIMIT, async () => {
    await correctText(speller, sentence);
    const started = performance.now();
    await correctText(speller, texts.sentences);
    // The budget is 200 ms (about 90 ms measured); twice that here, for a machine shared with other work.
    assert.ok(performance.now() - started < 400, `${performance.now() - started} ms`);
  });
});
