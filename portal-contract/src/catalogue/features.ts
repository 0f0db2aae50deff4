import type { PortalRoute, RouteOwner } from './routes.ts';

export type FeatureGroupId = 'text' | 'seo' | 'misc';
/** The federation names of the remotes (`mfe_seo` is the package mfe-seo). */
export const REMOTE_NAMES = ['mfe_text', 'mfe_seo', 'mfe_misc', 'mfe_dashboards'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface FeatureGroup {
  id: FeatureGroupId;
  name: string;
}

export const featureGroups: readonly FeatureGroup[] = [
  { id: 'text', name: 'Textverarbeitung' },
  { id: 'seo', name: 'SEO' },
  { id: 'misc', name: 'Sonstiges' },
];

/** Where a feature's page comes from: the remote's federation name and its exposed module. */
export interface RemotePage {
  remote: RemoteName;
  /** Exposed module, e.g. `./Summarize`; loaded as `mfe_text/Summarize`. */
  module: `./${string}`;
}

/** A catalogue entry as written; `Feature` narrows its id to the known ids. */
interface FeatureDefinition {
  id: string;
  name: string;
  description: string;
  href: string;
  /** German help text shown at the top of the tool page. */
  howto: string;
  /** Home tab and nav dropdown; absent for entries that stand alone in the nav (Dashboards, FAQ). */
  group?: FeatureGroupId;
  page: RemotePage;
  /** Only for users of the group tenant (SV-Gruppe). */
  groupOnly: boolean;
}

const ownerOf: Record<RemoteName, RouteOwner> = {
  mfe_text: 'mfe-text',
  mfe_seo: 'mfe-seo',
  mfe_misc: 'mfe-misc',
  mfe_dashboards: 'mfe-dashboards',
};

const catalogue = [
  {
    id: 'text-redact',
    name: 'Text redigieren',
    description: 'Korrigiert Rechtschreibung, Grammatik und Typografie oder strafft deinen Stil.',
    href: '/text-redact',
    howto:
      'Füge deinen Text ein und wähle „korrigieren“ (Rechtschreibung, Grammatik, Typografie – deine Stimme bleibt) oder „redigieren“ (klarer, knapper Stil). Jede Änderung kannst du einzeln übernehmen oder verwerfen.',
    group: 'text',
    page: { remote: 'mfe_text', module: './Redact' },
    groupOnly: false,
  },
  {
    id: 'text-translation',
    name: 'Text übersetzen',
    description: 'Übersetzt Texte in die gewünschte Sprache, auf Wunsch in Du- oder Sie-Form.',
    href: '/text-translation',
    howto:
      'Füge deinen Text ein, wähle Ausgangssprache (oder automatische Erkennung), Zielsprache und Anrede (du/Sie) und starte die Übersetzung.',
    group: 'text',
    page: { remote: 'mfe_text', module: './Translate' },
    groupOnly: false,
  },
  {
    id: 'summarize',
    name: 'Text zusammenfassen',
    description: 'Fasst lange Texte in ein bis zwei Sätzen, einem Absatz oder Stichpunkten zusammen.',
    href: '/summarize',
    howto: 'Füge deinen Text ein und wähle die Länge der Zusammenfassung: 1–2 Sätze, ein Absatz oder Stichpunkte.',
    group: 'text',
    page: { remote: 'mfe_text', module: './Summarize' },
    groupOnly: false,
  },
  {
    id: 'press-release',
    name: 'Pressemitteilung',
    description: 'Macht aus einer Pressemitteilung einen Artikelentwurf mit Überschrift, Teaser und Text.',
    href: '/press-release',
    howto:
      'Füge die Pressemitteilung ein. Du erhältst einen Entwurf mit Überschrift, Teaser und Text; Kontaktblöcke und Boilerplate werden entfernt.',
    group: 'text',
    page: { remote: 'mfe_text', module: './PressRelease' },
    groupOnly: false,
  },
  {
    id: 'audio-transcript',
    name: 'Transkribieren',
    description: 'Wandelt Audioaufnahmen in Text mit Zeitmarken um.',
    href: '/audio-transcript',
    howto:
      'Lade eine Audiodatei hoch (mp3, m4a, wav, webm oder ogg). Du erhältst ein Transkript mit Zeitmarken, das du als .txt oder .srt herunterladen kannst.',
    group: 'text',
    page: { remote: 'mfe_text', module: './AudioTranscript' },
    groupOnly: false,
  },
  {
    id: 'house-style',
    name: 'Hausstil',
    description: 'Die Schreibregeln deines Hauses, die jedes Werkzeug auf seine Texte anwendet.',
    href: '/house-style',
    howto:
      'Hier findest du die Regeln des Hausstils: wie wir Zahlen, Daten, Namen und Wörter schreiben. Jedes Werkzeug wendet sie auf seine Ergebnisse an. Mit der Rolle Hausstil-Redaktion legst du Regeln an und änderst sie; jede Regel zeigt an Beispielen, was sie ändert und was sie stehen lässt.',
    group: 'text',
    page: { remote: 'mfe_text', module: './HouseStyle' },
    groupOnly: false,
  },
  {
    id: 'seo-living-docs',
    name: 'SEO LivingDocs',
    description: 'Schlägt SEO-Titel, Beschreibung (Meta-Description), Fokus-Keyword und URL-Slug für deinen Artikel vor.',
    href: '/seo-living-docs',
    howto:
      'Füge deinen Artikeltext ein. Du erhältst SEO-Titel (höchstens 60 Zeichen), Beschreibung (höchstens 155 Zeichen), Fokus-Keyword, Keywords und URL-Slug mit Vorschau des Suchergebnisses.',
    group: 'seo',
    page: { remote: 'mfe_seo', module: './SeoLivingDocs' },
    groupOnly: false,
  },
  {
    id: 'seo-self-made',
    name: 'SEO Self Made',
    description: 'Prüft deinen eigenen Titel, deine Beschreibung und deinen Text auf SEO-Tauglichkeit.',
    href: '/seo-self-made',
    howto:
      'Gib Titel, Beschreibung, Text und Fokus-Keyword ein. Du erhältst eine Bewertung mit Prüfungen zu Längen, Keyword-Platzierung, Keyword-Dichte und Lesbarkeit sowie konkrete Vorschläge.',
    group: 'seo',
    page: { remote: 'mfe_seo', module: './SeoSelfMade' },
    groupOnly: false,
  },
  {
    id: 'top-ten',
    name: 'Top 10 Liste',
    description: 'Erstellt aus Thema und Quelltext eine Rangliste mit zehn Punkten.',
    href: '/top-ten',
    howto: 'Gib ein Thema und einen Quelltext ein. Du erhältst zehn Punkte in einer Rangfolge, jeweils mit kurzer Erklärung.',
    group: 'seo',
    page: { remote: 'mfe_seo', module: './TopTen' },
    groupOnly: false,
  },
  {
    id: 'social-media',
    name: 'Social Media',
    description: 'Schreibt Posts für Facebook, Instagram, X und LinkedIn – passend zur Länge und mit Hashtags.',
    href: '/social-media',
    howto:
      'Füge deinen Artikeltext ein und wähle die Plattformen. Du erhältst je Plattform einen Post in der passenden Länge mit Hashtags.',
    group: 'misc',
    page: { remote: 'mfe_misc', module: './SocialMedia' },
    groupOnly: false,
  },
  {
    id: 'keyword-extraction',
    name: 'Keyword Extraction',
    description: 'Findet die wichtigsten Schlagwörter und Schlüsselphrasen eines Textes.',
    href: '/keyword-extraction',
    howto: 'Füge deinen Text ein. Du erhältst die wichtigsten Keywords und Schlüsselphrasen mit ihrer Gewichtung.',
    group: 'misc',
    page: { remote: 'mfe_misc', module: './KeywordExtraction' },
    groupOnly: true,
  },
  {
    id: 'text-speech',
    name: 'Text-To-Speech',
    description: 'Liest deinen Text mit einer deutschen Stimme vor – zum Anhören und Herunterladen.',
    href: '/text-speech',
    howto: 'Füge deinen Text ein, wähle Stimme und Geschwindigkeit. Du kannst das Ergebnis direkt anhören oder herunterladen.',
    group: 'misc',
    page: { remote: 'mfe_misc', module: './TextToSpeech' },
    groupOnly: true,
  },
  {
    id: 'short-link',
    name: 'Link Shortener',
    description: 'Kürzt lange Links, auf Wunsch mit eigenem Kürzel und QR-Code.',
    href: '/short-link',
    howto:
      'Gib eine Adresse (http oder https) ein und optional ein eigenes Kürzel. Du erhältst den kurzen Link mit QR-Code und siehst, wie oft deine Links aufgerufen wurden.',
    group: 'misc',
    page: { remote: 'mfe_misc', module: './ShortLink' },
    groupOnly: false,
  },
  {
    id: 'dashboards',
    name: 'Dashboards',
    description: 'Reichweite, Vermarktung, E-Paper und die Top 30 Artikel auf einen Blick.',
    href: '/dashboards',
    howto:
      'Wähle einen Zeitraum. Diagramme und Tabellen zeigen Reichweite, Vermarktung, E-Paper und die Top 30 Artikel; jede Tabelle kannst du als CSV exportieren.',
    page: { remote: 'mfe_dashboards', module: './Dashboards' },
    groupOnly: false,
  },
  {
    id: 'workday-faq',
    name: 'Workday FAQ',
    description: 'Beantwortet Fragen zu Workday – mit den FAQ-Einträgen als Quellen.',
    href: '/workday-faq',
    howto:
      'Stell deine Frage zu Workday, zum Beispiel zu Urlaub, Spesen oder Gehaltsabrechnung. Die Antwort nennt die FAQ-Einträge, auf die sie sich stützt.',
    page: { remote: 'mfe_misc', module: './WorkdayFaq' },
    groupOnly: false,
  },
] as const satisfies readonly FeatureDefinition[];

/** Every feature id of the catalogue; icons (shared-ui) and folders are keyed by it. */
export type FeatureId = (typeof catalogue)[number]['id'];

export interface Feature extends Omit<FeatureDefinition, 'id'> {
  id: FeatureId;
}

export const features: readonly Feature[] = catalogue;

/** The chat is an external tool: a nav link (new tab) whose address comes from the runtime config. */
export const chatEntry = { id: 'chat', name: 'Chat', href: '/chat' } as const;

export function featureById(id: string): Feature {
  const feature = features.find((f) => f.id === id);
  if (!feature) throw new Error(`Unbekannte Funktion im Katalog: ${id}`);
  return feature;
}

export function featuresInGroup(group: FeatureGroupId): Feature[] {
  return features.filter((f) => f.group === group);
}

export function featuresOfRemote(remote: RemoteName): Feature[] {
  return features.filter((f) => f.page.remote === remote);
}

export function featureRoute(feature: Feature): PortalRoute {
  return {
    path: feature.href,
    title: feature.name,
    owner: ownerOf[feature.page.remote],
    access: feature.groupOnly ? 'group' : 'login',
  };
}

/** `mfe_text/Summarize`: the id under which Module Federation loads a feature's page. */
export function remoteModuleId(page: RemotePage): string {
  return `${page.remote}/${page.module.slice(2)}`;
}
