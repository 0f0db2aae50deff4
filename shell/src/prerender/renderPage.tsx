/**
 * The shell's prerender (run by its build in Node, never in the browser): the HTML and the
 * styled-components CSS of a page as the browser renders it before Firebase has answered — the login
 * and sign-up forms, or the frame with a skeleton on every signed-in page. The browser hydrates it.
 */
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
// Node only (the prerender bundle): the browser never loads this router, so shared-ui need not carry it.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { createPortalStore } from 'shared-auth';
import { pageTitle, portalRoutes, type PortalConfig } from 'shared-ui';
import { App } from '../App';
import { shellPages } from '../routing/PortalRoutes';
import { isGuestPage } from '../layout/isGuestPage';

export interface PrerenderedPage {
  html: string;
  /** `<style data-styled>` tags: the page's critical CSS, taken over by styled-components in the browser. */
  styles: string;
  title: string;
  guestPage: boolean;
}

/**
 * The addresses with a page of their own: every route but /logout, which only runs an action. A
 * signed-in page's HTML differs only by its layout rules and title, but each needs its own for the
 * browser to hydrate exactly what it would render.
 */
export const prerenderedPaths: string[] = portalRoutes.map((route) => route.path).filter((path) => path !== '/logout');

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

export async function renderPage(path: string, config: PortalConfig): Promise<PrerenderedPage> {
  const route = portalRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`${path}: keine Route des Katalogs`);
  await shellPages[path]?.preload();
  const sheet = new ServerStyleSheet();
  try {
    const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(<App config={config} store={createPortalStore()} Router={Router} onFirstCommit={() => undefined} />),
    );
    const html = await readAll(prelude);
    return { html, styles: sheet.getStyleTags(), title: pageTitle(config.productName, route.title), guestPage: isGuestPage(path) };
  } finally {
    sheet.seal();
  }
}
export { SESSION_HINT_KEY, sessionHintScript } from './sessionHint';
export { startAfterFirstPaintScript, startOnFirstUseScript } from './entryScript';
