import { QRCodeSVG } from 'qrcode.react';
import { Card, CopyButton, NewTabHint, below } from 'shared-ui';
import styled from 'styled-components';
import type { ShortLink } from './api';

const Result = styled(Card)`
  display: grid;
  gap: 1rem 1.5rem;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  max-width: 48rem;
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.25rem;
  }
  ${below('small')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Details = styled.div`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
  min-width: 0;
`;

const Short = styled.a`
  font-size: 1.25rem;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Target = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

/** The new short URL with copy and a QR code (SVG: sharp when printed). */
export function ShortLinkResult({ link }: { link: ShortLink }) {
  return (
    <Result aria-labelledby="short-link-result">
      <Details>
        <h2 id="short-link-result">Dein Kurzlink</h2>
        <Short href={link.shortUrl} target="_blank" rel="noopener">
          {link.shortUrl}
          <NewTabHint />
        </Short>
        <Target>Leitet weiter auf: {link.url}</Target>
        <CopyButton text={link.shortUrl} label="Kurzlink kopieren" />
      </Details>
      <QRCodeSVG
        value={link.shortUrl}
        size={160}
        marginSize={2}
        role="img"
        aria-label={`QR-Code für ${link.shortUrl}`}
        title={`QR-Code für ${link.shortUrl}`}
      />
    </Result>
  );
}
