/**
 * The portal's one router API. react-router is not a federation singleton of its own: shared as a
 * whole package it put 62 KB gzip on every first load, because a shared module cannot be
 * tree-shaken. Re-exported from the singleton shared-ui, only what the portal uses is bundled
 * (about 15 KB), and the shell, shared-auth and every remote still get the same router context,
 * because they all get it from the one shared-ui instance. Import routing from here, never from
 * react-router directly (tests may, for MemoryRouter).
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useSearchParams,
  type NavLinkProps,
} from 'react-router';
