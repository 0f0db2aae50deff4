/**
 * The feature catalogue (docs/product.md): one entry per page of a remote, in the order of the home
 * tabs and menus. Tools come from their descriptors (tools/); the pages that are not tools (Hausstil,
 * Link Shortener, Dashboards) are declared here.
 */
import { REMOTES } from '../remotes/remotes.mjs';
import type { PortalRoute, RouteOwner } from './routes.ts';
import type { FeatureGroupId, RemoteName, RemotePage } from './pages.ts';
import { toolDescriptors, type IconId, type ToolId } from '../tools/index.ts';

export { REMOTE_NAMES, featureGroups, type FeatureGroup, type FeatureGroupId, type RemoteName, type RemotePage } from './pages.ts';

/** A catalogue entry: a tool's (from its descriptor) or a page's that is not a tool. */
export interface FeatureDefinition {
  id: string;
  name: string;
  description: string;
  href: string;
  /** German help text shown at the top of the tool page. */
  howto: string;
  icon: IconId;
  /** Home tab and nav dropdown; absent for entries that stand alone in the nav (Dashboards, FAQ). */
  group?: FeatureGroupId;
  page: RemotePage;
  /** Only for users of the group tenant (SV-Gruppe). */
  groupOnly: boolean;
}

const ownerOf = (name: RemoteName): RouteOwner => REMOTES.find((remote) => remote.name === name)!.pkg;

const pages = [
  {
    id: 'house-style',
    name: 'Hausstil',
    description: 'Die Schreibregeln deines Hauses, die jedes Werkzeug auf seine Texte anwendet.',
    href: '/house-style',
    howto:
      'Hier findest du die Regeln des Hausstils: wie wir Zahlen, Daten, Namen und Wörter schreiben. Jedes Werkzeug wendet sie auf seine Ergebnisse an. Mit der Rolle Hausstil-Redaktion legst du Regeln an und änderst sie; jede Regel zeigt an Beispielen, was sie ändert und was sie stehen lässt.',
    icon: 'book-marked',
    group: 'text',
    page: { remote: 'mfe_text', module: './HouseStyle' },
    groupOnly: false,
  },
  {
    id: 'short-link',
    name: 'Link Shortener',
    description: 'Kürzt lange Links, auf Wunsch mit eigenem Kürzel und QR-Code.',
    href: '/short-link',
    howto:
      'Gib eine Adresse (http oder https) ein und optional ein eigenes Kürzel. Du erhältst den kurzen Link mit QR-Code und siehst, wie oft deine Links aufgerufen wurden.',
    icon: 'link',
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
    icon: 'bar-chart',
    page: { remote: 'mfe_dashboards', module: './Dashboards' },
    groupOnly: false,
  },
] as const satisfies readonly FeatureDefinition[];

type PageId = (typeof pages)[number]['id'];
const page = (id: PageId): FeatureDefinition => pages.find((entry) => entry.id === id)!;
const tool = (id: ToolId): FeatureDefinition => {
  const { catalogue } = toolDescriptors.find((descriptor) => descriptor.id === id)!;
  return { id, href: `/${id}`, ...catalogue };
};

/** Every feature id of the catalogue; icons (shared-ui) and folders are keyed by it. */
export type FeatureId = ToolId | PageId;

export interface Feature extends Omit<FeatureDefinition, 'id'> {
  id: FeatureId;
}

/** The pages that are not tools, and the tool after which each stands in the home tabs and menus. */
const pagesAfter: Partial<Record<ToolId, readonly PageId[]>> = {
  'audio-transcript': ['house-style'],
  'text-speech': ['short-link', 'dashboards'],
};

/** The catalogue in the order of the home tabs and menus: the tools' order, with the pages between them. */
export const features = toolDescriptors.flatMap((descriptor) => [
  tool(descriptor.id),
  ...(pagesAfter[descriptor.id] ?? []).map(page),
]) as readonly Feature[];

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
    owner: ownerOf(feature.page.remote),
    access: feature.groupOnly ? 'group' : 'login',
  };
}

/** `mfe_text/Summarize`: the id under which Module Federation loads a feature's page. */
export function remoteModuleId(page: RemotePage): string {
  return `${page.remote}/${page.module.slice(2)}`;
}
