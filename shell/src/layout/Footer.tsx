import styled from 'styled-components';
import { NewTabHint, usePortalConfig } from 'shared-ui';

const Bar = styled.footer`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem 2rem;
  align-items: center;
  justify-content: space-between;
  padding: 1.25rem 1.5rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

const Logos = styled.ul`
  display: flex;
  gap: 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  img {
    display: block;
    height: 28px;
    width: auto;
  }
`;

export function Footer() {
  const { publisher } = usePortalConfig();
  return (
    <Bar>
      <Logos aria-label="Verlage">
        {publisher.logos.map((logo) => (
          <li key={logo.href}>
            <a href={logo.href} target="_blank" rel="noopener noreferrer">
              <img src={logo.src} alt={logo.name} width="120" height="28" />
              <NewTabHint />
            </a>
          </li>
        ))}
      </Logos>
      <p>
        © {new Date().getFullYear()} {publisher.name}
      </p>
    </Bar>
  );
}
