// The floor page with React alone: the home page's twelve cards, inline styles, no other library.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BLURB, GROUPS, NAV, TOOLS } from './tools.mjs';

const card = {
  background: '#fff',
  border: '1px solid #d8dee9',
  borderRadius: 10,
  padding: '1.25rem',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.6rem',
};

function Page() {
  return (
    <>
      <header style={{ display: 'flex', gap: '1rem', padding: '0.75rem 1rem', background: '#14213d' }}>
        <a href="/" style={{ color: '#fff', fontWeight: 700 }}>
          KI-Portal
        </a>
        <nav>
          {NAV.map((label) => (
            <a key={label} href="/" style={{ color: '#dbe4f3', padding: '0.25rem 0.5rem' }}>
              {label}
            </a>
          ))}
        </nav>
      </header>
      <main style={{ maxWidth: '72rem', margin: '0 auto', padding: '1.5rem 1rem 2rem' }}>
        <h1>Hallo Redakteurin, was schreibst du heute?</h1>
        <div role="tablist">
          {GROUPS.map((group) => (
            <button key={group} type="button" role="tab">
              {group}
            </button>
          ))}
        </div>
        <ul
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
            gap: '1.25rem',
            padding: 0,
            listStyle: 'none',
          }}
        >
          {TOOLS.map((title) => (
            <li key={title}>
              <article style={card}>
                <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" aria-hidden="true">
                  <path d="M4 5h16M4 12h16M4 19h16" />
                </svg>
                <h2>{title}</h2>
                <p>{BLURB}</p>
                <a href="/">Öffnen</a>
              </article>
            </li>
          ))}
        </ul>
      </main>
      <footer>© 2026 SV-Gruppe</footer>
    </>
  );
}

const root = createRoot(document.getElementById('root'));
startTransition(() => root.render(<Page />));
