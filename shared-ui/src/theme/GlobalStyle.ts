import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  /* The sticky nav bar (4rem) must not hide the element that receives focus or a jump target. */
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: 5rem; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    font-size: 16px;
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }
  h1, h2, h3 { color: ${({ theme }) => theme.colors.ink}; line-height: 1.2; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  /* Visible focus for keyboard users everywhere, never for mouse clicks. */
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
