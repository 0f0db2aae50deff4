import { shellRoutes } from 'shared-ui';

const guestPaths = new Set(shellRoutes.filter((route) => route.guestOnly).map((route) => route.path));

/** Login and sign-up: pages for someone who is not signed in, without the navigation bar. */
export const isGuestPage = (pathname: string): boolean => guestPaths.has(pathname);
