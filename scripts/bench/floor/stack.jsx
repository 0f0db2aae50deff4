// The floor page with the portal's UI stack: the same cards through styled-components, a react-router
// data router, a Redux Toolkit store with one RTK Query endpoint (a static file), react-redux and
// lucide icons. No Module Federation, sign-in, gateway or realtime: the least the stack does.
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { ArrowRight, FileText, Menu } from 'lucide-react';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, Link, NavLink, Outlet, RouterProvider } from 'react-router';
import styled, { createGlobalStyle, ThemeProvider } from 'styled-components';
import { BLURB, GROUPS, NAV, TOOLS } from './tools.mjs';

const theme = { primary: '#0b4f9c', muted: '#5b6472', border: '#d8dee9' };
const Global = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, sans-serif; background: #f4f6fa; color: #1f2937; }
`;
const Header = styled.header`
  display: flex;
  align-items: center;
  gap: 1rem;
  padding: 0.75rem 1rem;
  background: #14213d;
  color: #fff;
`;
const Brand = styled(Link)`
  color: #fff;
  font-weight: 700;
  text-decoration: none;
`;
const NavItem = styled(NavLink)`
  color: #dbe4f3;
  padding: 0.25rem 0.5rem;
  &.active {
    color: #fff;
  }
`;
const Main = styled.main`
  max-width: 72rem;
  margin: 0 auto;
  padding: 1.5rem 1rem 2rem;
`;
const Welcome = styled.h1`
  margin: 0 0 1.75rem;
  font-size: clamp(1.6rem, 4vw, 2.3rem);
`;
const Tab = styled.button`
  padding: 0.5rem 1rem;
  border: 2px solid ${({ theme: t }) => t.primary};
  border-radius: 6px;
  background: ${({ $selected }) => ($selected ? '#0b4f9c' : '#fff')};
  color: ${({ $selected }) => ($selected ? '#fff' : '#0b4f9c')};
`;
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: 1.25rem;
  padding: 0;
  list-style: none;
`;
const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  padding: 1.25rem;
  background: #fff;
  border: 1px solid ${({ theme: t }) => t.border};
  border-radius: 10px;
  p {
    margin: 0;
    color: ${({ theme: t }) => t.muted};
    flex: 1;
  }
  > svg {
    color: ${({ theme: t }) => t.primary};
  }
`;
const Badge = styled.span`
  align-self: flex-start;
  font-size: 0.8rem;
  padding: 0.1rem 0.4rem;
  background: #fff4e5;
`;

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/' }),
  endpoints: (build) => ({ capabilities: build.query({ query: () => 'capabilities.json' }) }),
});
const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (defaults) => defaults().concat(api.middleware) });

function Home() {
  const { data } = api.useCapabilitiesQuery();
  return (
    <>
      <Welcome>Hallo Redakteurin, was schreibst du heute?</Welcome>
      <div role="tablist">
        {GROUPS.map((group, index) => (
          <Tab key={group} type="button" role="tab" $selected={index === 0}>
            {group}
          </Tab>
        ))}
      </div>
      <Grid>
        {TOOLS.map((title) => (
          <li key={title}>
            <Card>
              <FileText size={28} aria-hidden="true" />
              <h2>{title}</h2>
              {data?.lacksProvider ? <Badge>Braucht KI-Anbieter</Badge> : null}
              <p>{BLURB}</p>
              <Link to="/">
                Öffnen <ArrowRight size={16} aria-hidden="true" />
              </Link>
            </Card>
          </li>
        ))}
      </Grid>
    </>
  );
}

function Layout() {
  return (
    <>
      <Header>
        <Menu size={26} aria-hidden="true" />
        <Brand to="/">KI-Portal</Brand>
        <nav>
          {NAV.map((label, index) => (
            <NavItem key={label} to={index === 0 ? '/' : `/${label.toLowerCase()}`}>
              {label}
            </NavItem>
          ))}
        </nav>
      </Header>
      <Main>
        <Outlet />
      </Main>
      <footer>© 2026 SV-Gruppe</footer>
    </>
  );
}

const router = createBrowserRouter([{ path: '/', element: <Layout />, children: [{ index: true, element: <Home /> }] }]);
const root = createRoot(document.getElementById('root'));
startTransition(() =>
  root.render(
    <ThemeProvider theme={theme}>
      <Global />
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </ThemeProvider>,
  ),
);
