/** POST /v1/feedback and the CSV export for the team. */
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { feedback } from '../src/db/schema.ts';
import fc from 'fast-check';
import { csvCellText, csvField } from 'portal-contract';
import { feedbackCsv, type FeedbackRow } from '../src/feedback/csv.ts';
import { databaseTargets } from './support/databases.ts';
import { runCommand } from './support/commands.ts';
import { createSignedInUser } from './support/emulator.ts';
import { parseFuzzSeed } from './support/fuzzSeed.ts';
import { assertError } from './support/replies.ts';
import { bearer, gatewayPerSuite } from './support/testGateway.ts';

for (const target of databaseTargets) {
  describe(`feedback (${target.name})`, () => {
    const gateway = gatewayPerSuite(target, { clear: [feedback] });

    const send = (idToken: string, payload: unknown) =>
      gateway().app.inject({ method: 'POST', url: '/v1/feedback', headers: bearer(idToken), payload: payload as object });

    test('is stored with uid, e-mail, tenant and time; the message trimmed', async () => {
      const { uid, idToken } = await createSignedInUser(gateway().auth, 'lob@partner-nord.de');
      const before = Date.now();

      const response = await send(idToken, { category: 'praise', message: '  Super Werkzeug!\n', rating: 5 });

      assert.equal(response.statusCode, 201, response.body);
      const { id, createdAt } = response.json();
      assert.match(id, /^[0-9a-f-]{36}$/);
      assert.ok(Date.parse(createdAt) >= before - 1000);
      const rows = await gateway().db.select().from(feedback);
      assert.deepEqual(rows, [
        {
          id,
          uid,
          email: 'lob@partner-nord.de',
          tenant: 'Partnerverlag Nord',
          category: 'praise',
          message: 'Super Werkzeug!',
          rating: 5,
          createdAt: new Date(createdAt),
        },
      ]);
    });

    test('the rating is optional (absent or null) and every category is accepted', async () => {
      const { idToken } = await createSignedInUser(gateway().auth, 'idee@sv-gruppe.de');
      for (const category of ['praise', 'bug', 'idea', 'question', 'other']) {
        assert.equal((await send(idToken, { category, message: 'Text' })).statusCode, 201, category);
      }
      assert.equal((await send(idToken, { category: 'idea', message: 'Text', rating: null })).statusCode, 201);
      for (const rating of [1, 3]) assert.equal((await send(idToken, { category: 'idea', message: 'Text', rating })).statusCode, 201);

      const ratings = (await gateway().db.select({ rating: feedback.rating }).from(feedback)).map(({ rating }) => rating);
      assert.deepEqual(ratings.sort(), [1, 3, null, null, null, null, null, null]);
    });

    test('a blank message is 400 text-empty', async () => {
      const { idToken } = await createSignedInUser(gateway().auth, 'leer@sv-gruppe.de');
      for (const message of ['', '   ', '\n\t '])
        assertError(await send(idToken, { category: 'bug', message }), 400, 'text-empty', JSON.stringify(message));
    });

    test('more than 5 000 characters (after trimming) is 400 text-too-long', async () => {
      const { idToken } = await createSignedInUser(gateway().auth, 'lang@sv-gruppe.de');
      assertError(await send(idToken, { category: 'bug', message: 'ä'.repeat(5001) }), 400, 'text-too-long', '', { max: 5000 });
      assert.equal((await send(idToken, { category: 'bug', message: 'ä'.repeat(5000) })).statusCode, 201, 'exactly 5 000 are fine');
      assert.equal((await send(idToken, { category: 'bug', message: ` ${'a'.repeat(5000)} ` })).statusCode, 201);
      const tooLong = await send(idToken, { category: 'bug', message: 'x'.repeat(5001) });
      assert.equal(tooLong.json().error.message, 'Der Text ist zu lang (höchstens 5.000 Zeichen).');
    });

    test('an unknown category or a bad rating is 400 validation-failed', async () => {
      const { idToken } = await createSignedInUser(gateway().auth, 'falsch@sv-gruppe.de');
      const bodies: unknown[] = [
        { category: 'lob', message: 'x' },
        { category: 'PRAISE', message: 'x' },
        { message: 'x' },
        { category: 'bug', message: 'x', rating: 0 },
        { category: 'bug', message: 'x', rating: 6 },
        { category: 'bug', message: 'x', rating: 2.5 },
        { category: 'bug', message: 'x', rating: '3' },
        { category: 'bug' },
        { category: 'bug', message: 42 },
        { category: 'bug', message: 'mit \u0000 drin' },
        undefined,
        ['Feedback'],
      ];
      for (const body of bodies) assertError(await send(idToken, body), 400, 'validation-failed', JSON.stringify(body));
      assert.equal((await gateway().db.select().from(feedback)).length, 0);
    });

    // Last: it closes the gateway's database, so the command can open it (PGlite admits one process).
    test('npm run export:feedback writes all feedback to a file or stdout', async () => {
      const folder = await mkdtemp(join(tmpdir(), 'feedback-export-'));
      try {
        const { idToken } = await createSignedInUser(gateway().auth, 'export@sv-gruppe.de');
        const messages = ['Erste: "Zitat", Komma', 'Zweite\nmit Umbruch – äöüß €', '=1+1'];
        for (const message of messages) assert.equal((await send(idToken, { category: 'bug', message, rating: 2 })).statusCode, 201);
        await gateway().closeDatabase();
        const place = { databaseUrl: gateway().config.databaseUrl, dataDir: gateway().config.dataDir };

        const toFile = await runCommand('exportFeedback.ts', ['rueckmeldungen.csv'], place, folder);
        assert.equal(toFile.code, 0, toFile.stderr);
        assert.match(toFile.stderr, /3 Rückmeldung\(en\) nach .*rueckmeldungen\.csv exportiert/);
        const bytes = await readFile(join(folder, 'rueckmeldungen.csv'));
        assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 BOM');
        const records = parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
        assert.deepEqual(
          records.map(({ email, tenant, category, rating, message }) => ({ email, tenant, category, rating, message })),
          ['Erste: "Zitat", Komma', 'Zweite\nmit Umbruch – äöüß €', "'=1+1"].map((message) => ({
            email: 'export@sv-gruppe.de',
            tenant: 'SV-Gruppe',
            category: 'bug',
            rating: '2',
            message,
          })),
        );

        const toStdout = await runCommand('exportFeedback.ts', ['--semicolon'], place, folder);
        assert.equal(toStdout.code, 0, toStdout.stderr);
        assert.ok(toStdout.stdout.startsWith('\uFEFF"id";"created_at";"tenant";"email";"uid";"category";"rating";"message"\r\n'));
        assert.equal((parse(toStdout.stdout, { bom: true, columns: true, delimiter: ';' }) as unknown[]).length, 3);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    });
  });
}

describe('feedback export', () => {
  const row = (overrides: Partial<FeedbackRow>): FeedbackRow => ({
    id: '00000000-0000-4000-8000-000000000001',
    uid: 'uid-1',
    email: 'a@sv-gruppe.de',
    tenant: 'SV-Gruppe',
    category: 'idea',
    message: 'Text',
    rating: null,
    createdAt: new Date('2025-03-01T09:30:00.000Z'),
    ...overrides,
  });

  test('text is always quoted as RFC 4180 asks, numbers and null are not', () => {
    assert.equal(csvField('schlicht'), '"schlicht"');
    assert.equal(csvField('Komma, drin'), '"Komma, drin"');
    assert.equal(csvField('Semikolon; drin'), '"Semikolon; drin"');
    assert.equal(csvField('Sie sagte "gut"'), '"Sie sagte ""gut"""');
    assert.equal(csvField('zwei\nZeilen'), '"zwei\nZeilen"');
    assert.equal(csvField('Wagen\rRücklauf'), '"Wagen\rRücklauf"');
    assert.equal(csvField(''), '""');
    assert.equal(csvField(4), '4');
    assert.equal(csvField(-5), '-5');
    assert.equal(csvField(2345.67), '2345.67');
    assert.equal(csvField(Number.NaN), '');
    assert.equal(csvField(null), '');
  });

  test('a formula start gets a leading apostrophe, at the start and after anything a spreadsheet splits on', () => {
    const cases: [string, string][] = [
      ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
      ['+49 89 123', `"'+49 89 123"`],
      ['@jemand', `"'@jemand"`],
      ['@SUM(A1)', `"'@SUM(A1)"`],
      ['-5', `"'-5"`],
      [' =1', `" '=1"`],
      ['\tText', `"'\tText"`],
      ['\rText', `"'\rText"`],
      // A trigger right after the leading tab: the apostrophe before the trigger guards both.
      ['\t=1', `"\t'=1"`],
      // German Excel splits the comma-separated audit log on „;“: the cell after it is guarded.
      ['Regel;=1+1', `"Regel;'=1+1"`],
      ['a,=1+1', `"a,'=1+1"`],
      ['x\t=1', `"x\t'=1"`],
      ['x\r=1', `"x\r'=1"`],
      ['x\n+1', `"x\n'+1"`],
      ['a|@x', `"a|'@x"`],
      ['Text; @x', `"Text; '@x"`],
      ['Text;\u00A0 -x', `"Text;\u00A0 '-x"`],
      // Dashes and signs inside words and after other characters stay.
      ['Nord-Süd', '"Nord-Süd"'],
      ['Nord - Süd', '"Nord - Süd"'],
      ['1+1=2', '"1+1=2"'],
      ['a@b.de', '"a@b.de"'],
      ['Preis: -5 %', '"Preis: -5 %"'],
    ];
    for (const [value, field] of cases) {
      assert.equal(csvField(value), field, JSON.stringify(value));
      assert.equal(csvCellText(field.slice(1, -1).replace(/""/g, '"')), value, `back: ${JSON.stringify(value)}`);
    }
  });

  test('no cell starts a formula, however a reader splits the line (fast-check, FUZZ_SEED replays)', () => {
    const seed = parseFuzzSeed(process.env.FUZZ_SEED) ?? (Math.random() * 0x100000000) | 0;
    console.log(
      `# csv fuzz seed ${seed} (replay: FUZZ_SEED=${seed} node ../scripts/with-auth-emulator.mjs node --import tsx --test test/feedback.test.ts)`,
    );
    // Mostly the characters that matter, so separators, blanks and triggers meet often.
    const tricky = fc.string({ unit: fc.constantFrom(...',;|\t\r\n =+-@"\'\u00A0aZü1'.split('')), maxLength: 30 });
    const text = fc.oneof(tricky, tricky, fc.string({ unit: 'binary', maxLength: 30 }));
    const splits: (string | RegExp)[] = [';', ',', /[,;|\t\r\n]/];
    // A reader may drop blanks and the opening quote before it looks at a cell.
    const lead = /^\s*"?\s*/;
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 4 }), fc.constantFrom(',', ';'), (row, delimiter) => {
        const line = row.map((value) => csvField(value)).join(delimiter);
        for (const split of splits)
          for (const cell of line.split(split)) assert.doesNotMatch(cell.replace(lead, ''), /^[=+\-@]/, JSON.stringify({ row, cell }));
        // Any RFC 4180 reader gets the fields back; the house-style import drops the guards again
        // (and with them an apostrophe that the text had in such a place itself).
        const [read] = parse(line, { delimiter }) as string[][];
        assert.equal(read?.length, row.length);
        row.forEach((value, index) => {
          if (!value.includes("'")) assert.equal(csvCellText(read![index]!), value);
        });
      }),
      { seed, numRuns: 500 },
    );
  });

  test('20 000 characters of formula starts are guarded in one linear pass', () => {
    // No timing asserted: the expression has no nested quantifiers (csv.ts); this took ~15 ms.
    const worst = ';='.repeat(10_000);
    assert.equal(csvField(worst), `"${";'=".repeat(10_000)}"`);
    const blanks = `;${' '.repeat(20_000)}x`;
    assert.equal(csvField(blanks), `"${blanks}"`);
    assert.equal(csvField(`;${' '.repeat(20_000)}=`), `";${' '.repeat(20_000)}'="`);
  });

  test('the file starts with a BOM and a header, lines end with CRLF', () => {
    const csv = feedbackCsv([
      row({ message: 'Grüße aus München: "Straßenbahn", bitte!\nZweite Zeile', rating: 4, category: 'praise' }),
      row({ id: '00000000-0000-4000-8000-000000000002', email: null, message: 'ohne Bewertung' }),
    ]);
    assert.equal(
      csv,
      '\uFEFF"id","created_at","tenant","email","uid","category","rating","message"\r\n' +
        '"00000000-0000-4000-8000-000000000001","2025-03-01T09:30:00.000Z","SV-Gruppe","a@sv-gruppe.de","uid-1","praise",4,"Grüße aus München: ""Straßenbahn"", bitte!\nZweite Zeile"\r\n' +
        '"00000000-0000-4000-8000-000000000002","2025-03-01T09:30:00.000Z","SV-Gruppe",,"uid-1","idea",,"ohne Bewertung"\r\n',
    );
    assert.equal(feedbackCsv([]), '\uFEFF"id","created_at","tenant","email","uid","category","rating","message"\r\n');
  });
});
