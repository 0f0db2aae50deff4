/** The dashboard data sets: date ranges, shapes and numbers, Top 30 ranking, and the demo seed. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, asc, eq, max, min } from 'drizzle-orm';
import { addDays, isIsoDay, resolveRange, today } from '../src/dashboards/days.ts';
import { DEMO_DASHBOARDS, epaperRows, infonlineRows, symplrRow } from '../src/dashboards/demoData.ts';
import { VERSION_TTL_MS } from '../src/dashboards/cache.ts';
import { importRows } from '../src/dashboards/importCsv.ts';
import { seedDashboardDemo } from '../src/dashboards/seedDemo.ts';
import { dashboards, epaperDaily, infonlineDaily, symplrDaily, top30Daily } from '../src/db/schema.ts';
import { databaseTargets } from './support/databases.ts';
import { clearUsers, createSignedInUser } from './support/emulator.ts';
import { assertError } from './support/replies.ts';
import { bearer, startGateway, type TestGateway } from './support/testGateway.ts';

describe('date ranges', () => {
  const now = new Date('2025-06-30T22:30:00Z'); // already 1 July in Munich

  test('today is the day in Munich', () => {
    assert.equal(today(now), '2025-07-01');
    assert.equal(today(new Date('2025-01-15T12:00:00Z')), '2025-01-15');
  });

  test('missing ends default to the last 30 days up to today', () => {
    assert.deepEqual(resolveRange({}, now), { from: '2025-06-02', to: '2025-07-01' });
    assert.deepEqual(resolveRange({ to: '2025-03-31' }, now), { from: '2025-03-02', to: '2025-03-31' });
    assert.deepEqual(resolveRange({ from: '2025-06-20' }, now), { from: '2025-06-20', to: '2025-07-01' });
  });

  test('reversed and too long ranges are refused; 366 days after is the longest', () => {
    assert.equal(resolveRange({ from: '2025-06-02', to: '2025-06-01' }, now), undefined);
    assert.equal(resolveRange({ from: '2025-07-02' }, now), undefined, 'from after today');
    assert.deepEqual(resolveRange({ from: '2024-01-01', to: '2025-01-01' }, now), { from: '2024-01-01', to: '2025-01-01' });
    assert.equal(resolveRange({ from: '2024-01-01', to: '2025-01-02' }, now), undefined);
    assert.deepEqual(resolveRange({ from: '2025-06-01', to: '2025-06-01' }, now), { from: '2025-06-01', to: '2025-06-01' });
  });

  test('a range is refused when it, or its default start, leaves 1970-01-01 … 9999-12-31', () => {
    // Found by the fuzz test (seed -75853748): the default start of `to=0001-01-29` is in year 0.
    assert.equal(resolveRange({ to: '0001-01-29' }, now), undefined);
    assert.equal(resolveRange({ to: '1970-01-29' }, now), undefined, 'default start 1969-12-31');
    assert.deepEqual(resolveRange({ to: '1970-01-30' }, now), { from: '1970-01-01', to: '1970-01-30' });
    assert.equal(resolveRange({ from: '1969-12-31', to: '1970-01-01' }, now), undefined);
    assert.deepEqual(resolveRange({ from: '9999-12-01', to: '9999-12-31' }, now), { from: '9999-12-01', to: '9999-12-31' });
    assert.equal(isIsoDay('0000-12-31'), false);
    assert.equal(isIsoDay('1970-01-01'), true);
    assert.equal(isIsoDay('9999-12-31'), true);
  });
});

const ADMIN_TOKEN = 'admin-token-des-dashboard-tests-0123';

for (const target of databaseTargets) {
  describe(`dashboards (${target.name})`, () => {
    const seededUntil = '2025-06-30';
    let gateway: TestGateway;
    let idToken: string;
    before(async () => {
      gateway = await startGateway(target, { env: { ADMIN_TOKEN } });
      await clearUsers();
      ({ idToken } = await createSignedInUser(gateway.auth, 'zahlen@partner-nord.de'));
      await seedDashboardDemo(gateway.db, seededUntil);
    });
    after(() => gateway.close());

    const get = (url: string) => gateway.app.inject({ method: 'GET', url, headers: bearer(idToken) });
    async function data<T>(url: string, field: string): Promise<T[]> {
      const response = await get(url);
      assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
      return response.json()[field] as T[];
    }

    test('get-dashboards lists the overview in order', async () => {
      const list = await data<Record<string, unknown>>('/v1/get-dashboards', 'dashboards');
      assert.deepEqual(
        list,
        DEMO_DASHBOARDS.map(({ id, title, description, url }) => ({ id, title, description, url })),
      );
      assert.ok(list.every((entry) => /^https:\/\/bi\.sv-gruppe\.de\//.test(String(entry.url))));
    });

    test('infonline: visits and page impressions per day and brand, ordered, as numbers', async () => {
      const rows = await data('/v1/infonline-data?from=2025-06-01&to=2025-06-07', 'infonline');
      const days = Array.from({ length: 7 }, (_, index) => addDays('2025-06-01', index));
      const expected = days.flatMap(infonlineRows).sort((a, b) => a.day.localeCompare(b.day) || (a.brand < b.brand ? -1 : 1));
      assert.deepEqual(rows, expected);
      assert.equal(rows.length, 21);
    });

    test('answers carry an ETag: unchanged data is a 304; an import shows at once through the gateway, a direct one within a second', async () => {
      const url = '/v1/symplr-data?from=2025-05-01&to=2025-05-02';
      const first = await get(url);
      const etag = String(first.headers.etag);
      assert.match(etag, /^"symplr-\d+-2025-05-01-2025-05-02"$/);
      assert.equal(first.headers['cache-control'], 'private, no-cache');
      const again = await get(url);
      assert.deepEqual([again.headers.etag, again.body], [etag, first.body]);
      const unchanged = await gateway.app.inject({ method: 'GET', url, headers: { ...bearer(idToken), 'if-none-match': etag } });
      assert.deepEqual([unchanged.statusCode, unchanged.body], [304, '']);

      // Through the running gateway (npm run import:dashboards while it holds the database).
      const imported = await gateway.app.inject({
        method: 'POST',
        url: '/internal/dashboards/import',
        headers: { 'x-admin-token': ADMIN_TOKEN, 'content-type': 'application/json' },
        payload: { set: 'symplr', rows: [{ day: '2025-05-01', adImpressions: 1000, revenue: 2.5 }] },
      });
      assert.equal(imported.statusCode, 200, imported.body);
      const afterImport = await get(url);
      assert.notEqual(afterImport.headers.etag, etag);
      assert.deepEqual(afterImport.json().symplr[0], { day: '2025-05-01', adImpressions: 1000, revenue: 2.5, ecpm: 2.5 });
      const stale = await gateway.app.inject({ method: 'GET', url, headers: { ...bearer(idToken), 'if-none-match': etag } });
      assert.equal(stale.statusCode, 200, 'the old ETag no longer matches');

      // Straight into the database (the command line while no gateway holds it): within VERSION_TTL_MS.
      await importRows(gateway.db, 'symplr', [{ day: '2025-05-01', adImpressions: 2000, revenue: 3 }]);
      await new Promise((done) => setTimeout(done, VERSION_TTL_MS + 50));
      assert.equal((await get(url)).json().symplr[0].adImpressions, 2000);
    });

    test('symplr: revenue in euros with cents and the eCPM computed from it', async () => {
      const rows = await data<{ day: string; adImpressions: number; revenue: number; ecpm: number }>(
        '/v1/symplr-data?from=2025-06-01&to=2025-06-03',
        'symplr',
      );
      assert.deepEqual(
        rows.map(({ day, adImpressions, revenue }) => ({ day, adImpressions, revenue })),
        ['2025-06-01', '2025-06-02', '2025-06-03'].map(symplrRow),
      );
      for (const row of rows) {
        assert.equal(row.ecpm, Math.round((row.revenue / row.adImpressions) * 1000 * 100) / 100);
        assert.ok(row.ecpm > 0.8 && row.ecpm < 4, `plausible eCPM ${row.ecpm}`);
        assert.equal(Math.round(row.revenue * 100) / 100, row.revenue);
      }
    });

    test('symplr: a day without impressions has eCPM 0', async () => {
      await gateway.db.insert(symplrDaily).values({ day: '2020-01-01', adImpressions: 0, revenue: 0 });
      assert.deepEqual(await data('/v1/symplr-data?from=2020-01-01&to=2020-01-01', 'symplr'), [
        { day: '2020-01-01', adImpressions: 0, revenue: 0, ecpm: 0 },
      ]);
    });

    test('epaper: readers and downloads per edition and day; no paper on Sundays', async () => {
      const rows = await data<{ day: string; edition: string }>('/v1/epaper-data?from=2025-06-01&to=2025-06-02', 'epaper');
      assert.deepEqual(
        rows,
        [...epaperRows('2025-06-01'), ...epaperRows('2025-06-02')].sort((a, b) => (a.edition < b.edition ? -1 : 1)),
      );
      assert.deepEqual(
        rows.map(({ day, edition }) => `${day} ${edition}`),
        ['2025-06-02 Bayern', '2025-06-02 Deutschland', '2025-06-02 München'],
      );
    });

    test('top30: page impressions summed over the range, ranked 1–30', async () => {
      const from = '2025-06-10';
      const to = '2025-06-16';
      const rows = await data<{ rank: number; url: string; title: string; section: string; pageImpressions: number }>(
        `/v1/top30-data?from=${from}&to=${to}`,
        'top30',
      );

      const daily = await gateway.db.select().from(top30Daily);
      const sums = new Map<string, number>();
      for (const row of daily) if (row.day >= from && row.day <= to) sums.set(row.url, (sums.get(row.url) ?? 0) + row.pageImpressions);
      const expected = [...sums].sort(([urlA, a], [urlB, b]) => b - a || (urlA < urlB ? -1 : 1)).slice(0, 30);

      assert.equal(rows.length, 30);
      assert.deepEqual(
        rows.map(({ rank }) => rank),
        Array.from({ length: 30 }, (_, index) => index + 1),
      );
      assert.deepEqual(
        rows.map(({ url, pageImpressions }) => [url, pageImpressions]),
        expected,
      );
      assert.ok(
        rows.every(
          (row) => row.title.length > 0 && ['Politik', 'Wirtschaft', 'Sport', 'Kultur', 'München', 'Panorama'].includes(row.section),
        ),
      );
    });

    test('top30: the latest title of an article wins; fewer than 30 articles are all ranked', async () => {
      const url = 'https://example.org/artikel';
      await gateway.db.insert(top30Daily).values([
        { day: '2021-03-01', url, title: 'Alter Titel', section: 'Politik', pageImpressions: 10 },
        { day: '2021-03-02', url, title: 'Neuer Titel', section: 'Wirtschaft', pageImpressions: 5 },
        { day: '2021-03-02', url: 'https://example.org/zweiter', title: 'Zweiter', section: 'Sport', pageImpressions: 15 },
        { day: '2021-03-02', url: 'https://example.org/gleichauf', title: 'Gleichauf', section: 'Sport', pageImpressions: 15 },
      ]);
      assert.deepEqual(await data('/v1/top30-data?from=2021-03-01&to=2021-03-31', 'top30'), [
        // Equal sums: ordered by URL, so the ranking is stable.
        { rank: 1, title: 'Neuer Titel', url, section: 'Wirtschaft', pageImpressions: 15 },
        { rank: 2, title: 'Gleichauf', url: 'https://example.org/gleichauf', section: 'Sport', pageImpressions: 15 },
        { rank: 3, title: 'Zweiter', url: 'https://example.org/zweiter', section: 'Sport', pageImpressions: 15 },
      ]);
      assert.deepEqual(await data('/v1/top30-data?from=2021-03-01&to=2021-03-01', 'top30'), [
        { rank: 1, title: 'Alter Titel', url, section: 'Politik', pageImpressions: 10 },
      ]);
    });

    test('a range without data is an empty list', async () => {
      const sets = [
        ['infonline-data', 'infonline'],
        ['symplr-data', 'symplr'],
        ['epaper-data', 'epaper'],
        ['top30-data', 'top30'],
      ] as const;
      for (const [path, field] of sets) {
        assert.deepEqual(await data(`/v1/${path}?from=1999-01-01&to=1999-12-31`, field), []);
      }
    });

    test('bad ranges are 400 invalid-date-range on every data set', async () => {
      const ranges = [
        'from=2025-06-10&to=2025-06-09',
        'from=2024-01-01&to=2025-01-02',
        `from=${addDays(today(), 1)}`,
        'from=gestern',
        'from=2025-6-1',
        'to=2025-02-30',
        'from=2025-06-01T00:00:00Z',
        'from=2025-06-01&from=2025-06-02',
        'to=',
        // Outside the days a data set holds (the first one made the database fail: year 0).
        'to=0001-01-29',
        'to=0001-01-01',
        'from=0001-01-01&to=0001-01-29',
        'from=0000-12-31&to=0001-01-29',
        'from=1969-12-31&to=1970-01-10',
        'to=1970-01-29',
      ];
      for (const path of ['infonline-data', 'symplr-data', 'epaper-data', 'top30-data']) {
        for (const range of ranges) assertError(await get(`/v1/${path}?${range}`), 400, 'invalid-date-range', `${path}?${range}`);
      }
    });

    test('reseeding the demo on a later day keeps exactly 90 days, the same numbers, and imported rows', async () => {
      const later = addDays(seededUntil, 10);
      const kept = { day: seededUntil, brand: 'Süddeutsche Zeitung' };
      await gateway.db
        .update(infonlineDaily)
        .set({ visits: 1 })
        .where(and(eq(infonlineDaily.day, kept.day), eq(infonlineDaily.brand, kept.brand)));
      const before = await gateway.db.select().from(epaperDaily).where(eq(epaperDaily.day, '2025-06-20')).orderBy(asc(epaperDaily.edition));

      await seedDashboardDemo(gateway.db, later);
      await seedDashboardDemo(gateway.db, later);

      const span = async (table: typeof infonlineDaily | typeof symplrDaily | typeof epaperDaily | typeof top30Daily) => {
        const [row] = await gateway.db.select({ first: min(table.day), last: max(table.day) }).from(table);
        return row;
      };
      const window = { first: addDays(later, -89), last: later };
      assert.deepEqual(await span(infonlineDaily), window);
      assert.deepEqual(await span(epaperDaily), window);
      // symplr rows have no key but the day: the older ones go, including this test's 2020 row.
      assert.deepEqual(await span(symplrDaily), window);
      assert.equal((await gateway.db.select().from(infonlineDaily)).length, 90 * 3);
      assert.equal((await gateway.db.select().from(symplrDaily)).length, 90);
      assert.equal((await gateway.db.select().from(dashboards)).length, 5);
      // 30 articles a day for 90 days, plus this file's own articles of 2021, which are no demo rows.
      const top30 = await gateway.db.select({ day: top30Daily.day }).from(top30Daily);
      assert.equal(top30.filter(({ day }) => day >= window.first).length, 90 * 30);
      assert.equal(top30.filter(({ day }) => day < window.first).length, 4);

      assert.deepEqual(
        await gateway.db.select().from(epaperDaily).where(eq(epaperDaily.day, '2025-06-20')).orderBy(asc(epaperDaily.edition)),
        before,
      );
      const [imported] = await gateway.db
        .select({ visits: infonlineDaily.visits })
        .from(infonlineDaily)
        .where(and(eq(infonlineDaily.day, kept.day), eq(infonlineDaily.brand, kept.brand)));
      assert.equal(imported?.visits, 1, 'an existing row is not overwritten by the demo');
    });

    test('without from/to the last 30 days up to today are answered', async () => {
      await seedDashboardDemo(gateway.db);
      const rows = await data<{ day: string }>('/v1/infonline-data', 'infonline');
      const days = [...new Set(rows.map(({ day }) => day))];
      assert.equal(days.length, 30);
      assert.equal(days[0], addDays(today(), -29));
      assert.equal(days.at(-1), today());
    });
  });
}
