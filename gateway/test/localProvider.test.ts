/**
 * Local provider through the AiProvider interface: generated-text tasks yield their text and return
 * the structured result; tasks that need a generative model refuse with 501 `no-ai-provider` before
 * the first step; press releases lose contacts and boilerplate; speech is a real WAV file.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, describe, test } from 'node:test';
import { messageFor } from 'portal-contract';
import { createLocalProvider, rankFaq, readWorkdayFaq } from '../src/ai/local/localProvider.ts';
import { rewritePressRelease, stripDateline } from '../src/ai/local/pressRelease.ts';
import { splitSentences } from '../src/ai/local/sentences.ts';
import { UTTERANCES_PER_WORKER } from '../src/ai/local/speechEngine.ts';
import { wordsPerMinute } from '../src/ai/local/tts.ts';
import type { AiProvider, ToolRun } from '../src/ai/provider.ts';
import { ApiError } from '../src/errors.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/texts/${name}`, import.meta.url), 'utf8');
const signal = () => new AbortController().signal;

let provider: AiProvider;
before(async () => {
  provider = await createLocalProvider();
});

/** All deltas and the returned result of a tool run. */
async function drain<Result>(run: ToolRun<Result>): Promise<{ deltas: string[]; result: Result }> {
  const deltas: string[] = [];
  for (;;) {
    const step = await run.next();
    if (step.done) return { deltas, result: step.value };
    deltas.push(step.value);
  }
}

const isNoProvider = (error: unknown) => error instanceof ApiError && error.statusCode === 501 && error.code === 'no-ai-provider';

describe('what the local provider refuses', () => {
  test('redigieren, translate and transcribe: 501 no-ai-provider at the first step', async () => {
    await assert.rejects(provider.redact({ text: 'Ein Text.', mode: 'redigieren' }, signal()).next(), isNoProvider);
    await assert.rejects(
      provider.translate({ text: 'Ein Text.', source: 'de', target: 'en', formality: 'du' }, signal()).next(),
      isNoProvider,
    );
    await assert.rejects(
      provider.transcribe({ data: Buffer.from('RIFF'), filename: 'a.wav', mimeType: 'audio/wav' }, signal()),
      isNoProvider,
    );
  });
});

describe('generated-text tasks', () => {
  const article = fixture('nachricht-strassenbahn.txt');

  test('name and voices', () => {
    assert.equal(provider.name, 'local');
    assert.deepEqual(provider.voices(), [
      { id: 'de-m', label: 'Deutsch – männlich' },
      { id: 'de-f', label: 'Deutsch – weiblich' },
    ]);
  });

  test('korrigieren yields the corrected text once and returns it with the changes', async () => {
    const { deltas, result } = await drain(provider.redact({ text: fixture('tippfehler.txt'), mode: 'korrigieren' }, signal()));
    assert.deepEqual(deltas, [result.corrected]);
    assert.ok(result.corrected.includes('die neue Zeitung übersichtlicher'));
    assert.ok(result.corrected.includes('Nahverkehrsgesellschaft'));
    assert.deepEqual(
      result.changes.map((change) => change.original),
      ['Plänne', 'Zietung', 'vorraussichtlich'],
    );
  });

  test('summarize, seo, top ten, social: one delta with the text, then the result', async () => {
    const summary = await drain(provider.summarize({ text: article, length: 'bullets' }, signal()));
    assert.equal(summary.deltas.join(''), summary.result.summary);
    assert.match(summary.result.summary, /^• /);

    const seo = await drain(provider.seoLivingDocs({ text: article }, signal()));
    assert.equal(seo.deltas.length, 1);
    assert.ok(seo.deltas[0]?.includes(seo.result.slug));

    const top = await drain(provider.topTen({ topic: 'Verkehr', text: article }, signal()));
    assert.equal(top.result.items.length, 10);
    assert.match(top.deltas[0] ?? '', /^1\. /);

    const social = await drain(provider.socialMedia({ text: article, platforms: ['x', 'instagram'] }, signal()));
    assert.deepEqual(
      social.result.posts.map((post) => post.platform),
      ['x', 'instagram'],
    );
  });

  test('an aborted signal stops a task before it yields', async () => {
    const controller = new AbortController();
    controller.abort(new Error('gestoppt'));
    await assert.rejects(provider.summarize({ text: article, length: 'sentences' }, controller.signal).next(), /gestoppt/);
  });

  test('FAQ answer from retrieved entries, or the no-match message', async () => {
    const entries = readWorkdayFaq();
    const retrieved = rankFaq('Wo finde ich meine Gehaltsabrechnung?', entries, 3);
    const { deltas, result } = await drain(
      provider.answerFaq({ question: 'Wo finde ich meine Gehaltsabrechnung?', history: [], entries: retrieved }, signal()),
    );
    assert.equal(result.sources[0]?.id, 'gehaltsabrechnung-finden');
    assert.match(result.answer, /Startseite → Vergütung → „Meine Entgeltabrechnungen“/);
    assert.deepEqual(deltas, [result.answer]);
    const none = await drain(provider.answerFaq({ question: 'Wie wird das Wetter morgen?', history: [], entries: [] }, signal()));
    assert.deepEqual(none.result, { answer: messageFor('faq-no-match'), sources: [] });
  });
});

describe('press release → article', () => {
  const release = fixture('pressemitteilung-stadtwerke.txt');

  test('headline, teaser and body; contact block, boilerplate, notes and end marker are gone', async () => {
    const { result } = await drain(provider.pressRelease({ text: release }, signal()));
    assert.equal(result.headline, 'Stadtwerke Lindenau eröffnen größten Solarpark der Region');
    assert.equal(
      result.teaser,
      'Die Stadtwerke Lindenau GmbH hat am Donnerstag den Solarpark Heidefeld in Betrieb genommen. Auf einer Fläche von 24 Hektar erzeugen rund 52 000 Solarmodule künftig jährlich etwa 33 Millionen Kilowattstunden Strom.',
    );
    assert.ok(result.body.startsWith('Das entspricht rechnerisch dem Bedarf von 9 500 Haushalten.'));
    assert.ok(result.body.includes('Energiegenossenschaft'));
    assert.ok(result.body.endsWith('Die Zeichnungsfrist beginnt am 1. April.'));
    const all = `${result.headline}\n${result.teaser}\n${result.body}`;
    for (const forbidden of [
      /PRESSEMITTEILUNG/i,
      /Pressekontakt/,
      /Tel\.?:/,
      /Fax/,
      /\+49/,
      /@/,
      /www\./,
      /Über die Stadtwerke/,
      /versorgt rund 120 000 Menschen/,
      /Hinweis an die Redaktion/,
      /###/,
      /12\. März 2026 –/,
      /Julia Hartmann/,
      /Am Wasserturm/,
    ]) {
      assert.doesNotMatch(all, forbidden);
    }
  });

  test('agency dateline, "Kontakt:" block, "Ende der Pressemitteilung", no title line', () => {
    const text = [
      'Berlin (ots) - Der Deutsche Zeitungsverband hat am Montag eine Studie zur Mediennutzung vorgestellt. Danach lesen 61 Prozent der Befragten regelmäßig eine Tageszeitung. Besonders gefragt sind lokale Nachrichten.',
      'Die Studie beruht auf einer Befragung von 2 000 Menschen. Weitere Ergebnisse finden Sie unter www.zeitungsverband.example/studie.',
      'Ende der Pressemitteilung',
      'Kontakt:',
      'Deutscher Zeitungsverband e. V.',
      'Lena Krüger',
      'Telefon: 030 123456-7',
      'lena.krueger@zeitungsverband.example',
    ].join('\n\n');
    const result = rewritePressRelease(text);
    assert.equal(result.headline, 'Der Deutsche Zeitungsverband hat am Montag eine Studie zur Mediennutzung vorgestellt');
    assert.ok(result.teaser.startsWith('Der Deutsche Zeitungsverband hat am Montag'));
    assert.equal(result.body, 'Besonders gefragt sind lokale Nachrichten.\n\nDie Studie beruht auf einer Befragung von 2 000 Menschen.');
    assert.doesNotMatch(`${result.teaser}${result.body}`, /Berlin \(ots\)|Kontakt|Krüger|030|@|www\./);
  });

  test('"Über uns" paragraph with its text in the same paragraph, contact heading variants', () => {
    const text = [
      'Verlag startet Podcast',
      'Hamburg, 2. Februar 2026 – Der Nordverlag startet einen täglichen Nachrichten-Podcast. Er erscheint werktags um 6 Uhr.',
      'Die erste Folge ist ab sofort in allen Podcast-Apps verfügbar.',
      'Über den Nordverlag\nDer Nordverlag gibt drei Tageszeitungen heraus und beschäftigt 900 Menschen.',
      'Ansprechpartnerin für die Presse\nMaria Stein\nmaria.stein@nordverlag.example',
    ].join('\n\n');
    const result = rewritePressRelease(text);
    assert.equal(result.headline, 'Verlag startet Podcast');
    assert.equal(result.teaser, 'Der Nordverlag startet einen täglichen Nachrichten-Podcast. Er erscheint werktags um 6 Uhr.');
    assert.equal(result.body, 'Die erste Folge ist ab sofort in allen Podcast-Apps verfügbar.');
  });

  test('datelines are stripped only when they are datelines', () => {
    assert.equal(stripDateline('Lindenau, 12. März 2026 – Die Stadt baut.'), 'Die Stadt baut.');
    assert.equal(stripDateline('München (dpa) - Die Stadt baut.'), 'Die Stadt baut.');
    assert.equal(stripDateline('12.03.2026 – Die Stadt baut.'), 'Die Stadt baut.');
    assert.equal(stripDateline('Die Stadt baut – und zwar schnell.'), 'Die Stadt baut – und zwar schnell.');
  });

  test('every teaser and body sentence comes from the release', () => {
    const result = rewritePressRelease(release);
    const original = splitSentences(release.replace('Lindenau, 12. März 2026 – ', ''));
    for (const sentence of splitSentences(`${result.teaser}\n\n${result.body}`)) assert.ok(original.includes(sentence), sentence);
  });
});

describe('text-to-speech (meSpeak)', () => {
  const text = 'Guten Tag. Das ist die Sprachausgabe des KI-Portals. Sie liest deutsche Texte mit Umlauten wie Größe, Übung und Ärger vor.';

  test('a valid RIFF/WAVE file of real length', async () => {
    const speech = await provider.speak({ text, voice: 'de-f', speed: 1 }, signal());
    assert.equal(speech.contentType, 'audio/wav');
    assert.equal(speech.extension, 'wav');
    const audio = speech.audio;
    assert.equal(audio.toString('latin1', 0, 4), 'RIFF');
    assert.equal(audio.toString('latin1', 8, 12), 'WAVE');
    assert.equal(audio.readUInt32LE(4), audio.length - 8);
    assert.equal(audio.toString('latin1', 12, 16), 'fmt ');
    const channels = audio.readUInt16LE(22);
    const sampleRate = audio.readUInt32LE(24);
    const byteRate = audio.readUInt32LE(28);
    assert.equal(channels, 1);
    assert.equal(sampleRate, 22050);
    const dataOffset = 20 + audio.readUInt32LE(16);
    assert.equal(audio.toString('latin1', dataOffset, dataOffset + 4), 'data');
    const seconds = audio.readUInt32LE(dataOffset + 4) / byteRate;
    assert.ok(seconds > 3 && seconds < 30, `${seconds} s`);
    // Not silence.
    const samples = audio.subarray(dataOffset + 8);
    let peak = 0;
    for (let i = 0; i + 1 < samples.length; i += 2) peak = Math.max(peak, Math.abs(samples.readInt16LE(i)));
    assert.ok(peak > 1000, `peak ${peak}`);
  });

  test('faster speech is shorter; the two voices differ', async () => {
    const slow = await provider.speak({ text, voice: 'de-m', speed: 0.5 }, signal());
    const fast = await provider.speak({ text, voice: 'de-m', speed: 2 }, signal());
    const female = await provider.speak({ text, voice: 'de-f', speed: 2 }, signal());
    assert.ok(slow.audio.length > fast.audio.length * 2, `${slow.audio.length} vs ${fast.audio.length}`);
    assert.notDeepEqual(fast.audio, female.audio);
    assert.deepEqual([0.5, 1, 2, 5, Number.NaN].map(wordsPerMinute), [80, 160, 320, 320, 160]);
  });

  test('unknown voice → 400 validation-failed; aborted → rejected', async () => {
    await assert.rejects(
      provider.speak({ text, voice: 'en-us', speed: 1 }, signal()),
      (error: unknown) => error instanceof ApiError && error.statusCode === 400 && error.code === 'validation-failed',
    );
    const controller = new AbortController();
    controller.abort(new Error('gestoppt'));
    await assert.rejects(provider.speak({ text, voice: 'de-m', speed: 1 }, controller.signal), /gestoppt/);
  });

  // Found by the fuzz test: meSpeak returns nothing for bare punctuation, which used to be a 500.
  test('bare punctuation is skipped; a text with nothing to speak is 400 bad-request', async () => {
    const mixed = await provider.speak({ text: '- Guten Morgen -', voice: 'de-m', speed: 1 }, signal());
    assert.equal(mixed.audio.subarray(0, 4).toString('ascii'), 'RIFF');
    await assert.rejects(
      provider.speak({ text: '- ', voice: 'de-m', speed: 0.5 }, signal()),
      (error: unknown) => error instanceof ApiError && error.statusCode === 400 && error.code === 'bad-request',
    );
  });

  // Found by the fuzz test (seed 2030138538): meSpeak passes only a character's low byte to eSpeak's
  // option parser, so a text starting with one of these was read as an option and failed (500).
  test('a text that starts with a character whose low byte is "-" is spoken', async () => {
    for (const first of ['\u012d', '\u202d', '\u2c2d', '-']) {
      const speech = await provider.speak({ text: `${first} Guten Morgen.`, voice: 'de-m', speed: 0.5 }, signal());
      assert.equal(speech.audio.subarray(0, 4).toString('ascii'), 'RIFF', `U+${first.codePointAt(0)?.toString(16)}`);
    }
  });

  // Found by the fuzz test (seed 2030138538): one meSpeak instance breaks after ~80 calls and V8 then
  // aborts the whole process. The engine now runs in a worker that is replaced well before that.
  test('speech keeps working over many more utterances than one meSpeak instance survives', async () => {
    const lengths = new Set<number>();
    for (let index = 0; index < UTTERANCES_PER_WORKER * 5 + 3; index += 1) {
      const speech = await provider.speak({ text: 'Ⱙ Guten Morgen.', voice: index % 2 ? 'de-m' : 'de-f', speed: 0.5 }, signal());
      assert.equal(speech.audio.subarray(0, 4).toString('ascii'), 'RIFF', `utterance ${index}`);
      lengths.add(speech.audio.length);
    }
    assert.equal(lengths.size, 2, 'each voice always says the same');
  });

  test('speaking does not block the event loop: a timer fires while a long text is spoken', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    await provider.speak({ text: 'Guten Morgen, liebe Leserinnen und Leser. '.repeat(12), voice: 'de-m', speed: 1 }, signal());
    clearInterval(timer);
    assert.ok(ticks >= 5, `only ${ticks} ticks`);
  });
});
