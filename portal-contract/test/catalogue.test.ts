import {
  featureById,
  featureGroups,
  features,
  featuresInGroup,
  featuresOfRemote,
  layoutRulesFor,
  pageTitle,
  portalRoutes,
  remoteModuleId,
  type FeatureGroupId,
  type RouteAccess,
  type RouteOwner,
} from '../src/index.ts';

/** docs/product.md, "Routes": every route except the 404 catch-all. Group-only access is `group`. */
const productRoutes: readonly [path: string, title: string, owner: RouteOwner, access: RouteAccess][] = [
  ['/', '', 'shell', 'login'],
  ['/login', 'Anmelden', 'shell', 'open'],
  ['/sign-up', 'Registrieren', 'shell', 'open'],
  ['/logout', 'Abmelden', 'shell', 'open'],
  ['/dashboards', 'Dashboards', 'mfe-dashboards', 'login'],
  ['/summarize', 'Text zusammenfassen', 'mfe-text', 'login'],
  ['/text-redact', 'Text redigieren', 'mfe-text', 'login'],
  ['/text-translation', 'Text übersetzen', 'mfe-text', 'login'],
  ['/press-release', 'Pressemitteilung', 'mfe-text', 'login'],
  ['/audio-transcript', 'Transkribieren', 'mfe-text', 'login'],
  ['/house-style', 'Hausstil', 'mfe-text', 'login'],
  ['/seo-living-docs', 'SEO LivingDocs', 'mfe-seo', 'login'],
  ['/seo-self-made', 'SEO Self Made', 'mfe-seo', 'login'],
  ['/top-ten', 'Top 10 Liste', 'mfe-seo', 'login'],
  ['/social-media', 'Social Media', 'mfe-misc', 'login'],
  ['/keyword-extraction', 'Keyword Extraction', 'mfe-misc', 'group'],
  ['/text-speech', 'Text-To-Speech', 'mfe-misc', 'group'],
  ['/short-link', 'Link Shortener', 'mfe-misc', 'login'],
  ['/workday-faq', 'Workday FAQ', 'mfe-misc', 'login'],
  ['/user', 'Mein Konto', 'shell', 'login'],
  ['/feedback', 'Feedback', 'shell', 'login'],
  ['/history', 'Verlauf', 'shell', 'login'],
  // Second stage: for roles beyond staff (the gateway enforces them; see the roles test below).
  ['/admin/users', 'Benutzer und Rollen', 'shell', 'login'],
  ['/admin/audit', 'Protokoll', 'shell', 'login'],
  // Releases of the remotes (portal admins).
  ['/status', 'Status der Bereiche', 'shell', 'login'],
  // Third stage: the facts of a text checked against its source.
  ['/source-check', 'Quellencheck', 'mfe-text', 'login'],
];

/** docs/product.md, "Feature catalogue": the groups and their entries, in menu order. */
const productGroups: readonly [id: FeatureGroupId, name: string, entries: string[]][] = [
  [
    'text',
    'Textverarbeitung',
    ['Text redigieren', 'Text übersetzen', 'Text zusammenfassen', 'Pressemitteilung', 'Transkribieren', 'Hausstil', 'Quellencheck'],
  ],
  ['seo', 'SEO', ['SEO LivingDocs', 'SEO Self Made', 'Top 10 Liste']],
  ['misc', 'Sonstiges', ['Social Media', 'Keyword Extraction', 'Text-To-Speech', 'Link Shortener']],
];

/** docs/product.md, "Layout rules". */
const gradientPaths = ['/', '/login', '/sign-up', '/user', '/feedback'];
// The admin pages are long lists: they grow with their content like /user (second stage).
const freeHeightPaths = [
  '/',
  '/login',
  '/sign-up',
  '/user',
  '/feedback',
  '/history',
  '/dashboards',
  '/admin/users',
  '/admin/audit',
  '/status',
];

describe('route table', () => {
  test('has the routes of docs/product.md, each exactly once', () => {
    expect(portalRoutes).toHaveLength(productRoutes.length);
    expect(new Set(portalRoutes.map((route) => route.path)).size).toBe(portalRoutes.length);
  });

  test('the admin pages are for tenant and portal admins, /status for portal admins only; every other route for no role in particular', () => {
    const withRoles = portalRoutes.filter((route) => route.roles).map((route) => [route.path, route.roles]);
    expect(withRoles).toEqual([
      ['/admin/users', ['tenant-admin', 'portal-admin']],
      ['/admin/audit', ['tenant-admin', 'portal-admin']],
      ['/status', ['portal-admin']],
    ]);
  });

  test.each(productRoutes)('%s: title "%s", owner %s, access %s', (path, title, owner, access) => {
    const matches = portalRoutes.filter((route) => route.path === path);
    expect(matches).toHaveLength(1);
    expect(matches[0]).toMatchObject({ title, owner, access });
  });

  test('only /login and /sign-up send signed-in users home', () => {
    expect(portalRoutes.filter((route) => route.guestOnly).map((route) => route.path)).toEqual(['/login', '/sign-up']);
  });
});

describe('feature catalogue', () => {
  test('ids and hrefs are unique and every feature has its route', () => {
    expect(new Set(features.map((f) => f.id)).size).toBe(features.length);
    expect(new Set(features.map((f) => f.href)).size).toBe(features.length);
    for (const feature of features) {
      expect(portalRoutes.find((route) => route.path === feature.href)?.title).toBe(feature.name);
    }
  });

  test('each page module is loaded from exactly one feature', () => {
    const moduleIds = features.map((f) => remoteModuleId(f.page));
    expect(new Set(moduleIds).size).toBe(features.length);
  });

  test.each(features.map((f) => [f.name, f] as const))('%s has a German description and howto (du-form)', (_name, feature) => {
    expect(feature.description.trim().length).toBeGreaterThan(20);
    expect(feature.howto.trim().length).toBeGreaterThan(20);
    expect(feature.howto).toMatch(/\b(du|dein\w*)\b/i);
    expect(feature.howto).toMatch(/\.$/);
  });

  test('group-only features are exactly Keyword Extraction and Text-To-Speech', () => {
    expect(features.filter((f) => f.groupOnly).map((f) => f.name)).toEqual(['Keyword Extraction', 'Text-To-Speech']);
  });

  test('groups are named as in docs/product.md, in menu order', () => {
    expect(featureGroups.map((g) => [g.id, g.name])).toEqual(productGroups.map(([id, name]) => [id, name]));
  });

  test.each(productGroups)('group %s (%s) holds exactly the docs/product.md entries', (id, _name, entries) => {
    expect(featuresInGroup(id).map((f) => f.name)).toEqual(entries);
  });

  test('only Dashboards and Workday FAQ stand alone outside the groups', () => {
    expect(features.filter((f) => !f.group).map((f) => f.name)).toEqual(['Dashboards', 'Workday FAQ']);
  });

  test('featuresOfRemote returns the features of that remote only', () => {
    expect(featuresOfRemote('mfe_seo').map((f) => f.href)).toEqual(['/seo-living-docs', '/seo-self-made', '/top-ten']);
    expect(featuresOfRemote('mfe_dashboards').map((f) => f.href)).toEqual(['/dashboards']);
  });

  test('featureById finds a feature and rejects an unknown id', () => {
    expect(featureById('summarize').href).toBe('/summarize');
    expect(() => featureById('gibt-es-nicht')).toThrow('Unbekannte Funktion im Katalog: gibt-es-nicht');
  });
});

describe('remoteModuleId', () => {
  test.each([
    [{ remote: 'mfe_text', module: './Summarize' }, 'mfe_text/Summarize'],
    [{ remote: 'mfe_dashboards', module: './Dashboards' }, 'mfe_dashboards/Dashboards'],
  ] as const)('%o → %s', (page, id) => {
    expect(remoteModuleId(page)).toBe(id);
  });
});

describe('layoutRulesFor', () => {
  test.each(productRoutes.map(([path]) => path))('%s', (path) => {
    expect(layoutRulesFor(path)).toEqual({
      gradient: gradientPaths.includes(path),
      fixedHeight: !freeHeightPaths.includes(path),
    });
  });

  test.each([
    ['/user/', { gradient: true, fixedHeight: false }],
    ['/dashboards/', { gradient: false, fixedHeight: false }],
    ['/summarize/', { gradient: false, fixedHeight: true }],
    ['/login//', { gradient: true, fixedHeight: false }],
  ])('ignores the trailing slash of %s', (path, rules) => {
    expect(layoutRulesFor(path)).toEqual(rules);
  });

  test('an unknown path (404) has no gradient and the fixed height', () => {
    expect(layoutRulesFor('/gibt-es-nicht')).toEqual({ gradient: false, fixedHeight: true });
  });
});

describe('pageTitle', () => {
  test.each([
    ['KI-Portal', 'Anmelden', 'KI-Portal | Anmelden'],
    ['KI-Portal', '', 'KI-Portal'],
    ['Redaktionsportal', 'Text zusammenfassen', 'Redaktionsportal | Text zusammenfassen'],
  ])('(%s, "%s") → %s', (product, title, expected) => {
    expect(pageTitle(product, title)).toBe(expected);
  });
});
