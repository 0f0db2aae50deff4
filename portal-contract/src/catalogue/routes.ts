/**
 * The route table of docs/product.md: every route of the portal exactly once, with its German title,
 * the package that owns it and who may open it. Nav, home cards, the shell's router, guards and
 * page titles are all generated from this table and from the feature catalogue beside it.
 */
import { ADMIN_ROLES, type Role } from './roles.ts';

import type { RemotePackage } from './pages.ts';

export type RouteOwner = 'shell' | RemotePackage;

/** open: everyone; login: signed-in users; group: signed-in users of the group tenant only. */
export type RouteAccess = 'open' | 'login' | 'group';

export interface PortalRoute {
  path: string;
  /** Route title; the page title is `<product> | <title>`, except on `/` (product name alone). */
  title: string;
  owner: RouteOwner;
  access: RouteAccess;
  /** Logged-in users who open this route are sent to `/` (login, sign-up). */
  guestOnly?: boolean;
  /** Only users with one of these roles (besides `access`); the gateway enforces the same. */
  roles?: readonly Role[];
}

export const shellRoutes: readonly PortalRoute[] = [
  { path: '/', title: '', owner: 'shell', access: 'login' },
  { path: '/login', title: 'Anmelden', owner: 'shell', access: 'open', guestOnly: true },
  { path: '/sign-up', title: 'Registrieren', owner: 'shell', access: 'open', guestOnly: true },
  { path: '/logout', title: 'Abmelden', owner: 'shell', access: 'open' },
  { path: '/user', title: 'Mein Konto', owner: 'shell', access: 'login' },
  { path: '/feedback', title: 'Feedback', owner: 'shell', access: 'login' },
  { path: '/history', title: 'Verlauf', owner: 'shell', access: 'login' },
  { path: '/admin/users', title: 'Benutzer und Rollen', owner: 'shell', access: 'login', roles: ADMIN_ROLES },
  { path: '/admin/audit', title: 'Protokoll', owner: 'shell', access: 'login', roles: ADMIN_ROLES },
  { path: '/status', title: 'Status der Bereiche', owner: 'shell', access: 'login', roles: ['portal-admin'] },
];

export const notFoundTitle = 'Seite nicht gefunden';

/** Routes that show the decorative background gradients (docs/product.md layout rules). */
const gradientPaths = new Set(['/', '/login', '/sign-up', '/user', '/feedback']);
/** Routes whose main area grows with the content instead of the fixed height on large screens. */
const freeHeightPaths = new Set([
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
]);

export interface LayoutRules {
  gradient: boolean;
  fixedHeight: boolean;
}

export function layoutRulesFor(pathname: string): LayoutRules {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return { gradient: gradientPaths.has(path), fixedHeight: !freeHeightPaths.has(path) };
}

export function pageTitle(productName: string, routeTitle: string): string {
  return routeTitle ? `${productName} | ${routeTitle}` : productName;
}
