import { render, screen } from '@testing-library/react';
import { http } from 'msw';
import { defaultPortalConfig, useAiCapabilities } from 'shared-ui';
import { GATEWAY_URL, gatewayServer, jsonResponse, signedInStore } from '../testing';
import { createPortalStore, PortalProviders } from '../src';

function Contact() {
  const capabilities = useAiCapabilities();
  return <p>{capabilities ? `${capabilities.unavailableFeatures.join(',')} · ${capabilities.contact}` : 'unbekannt'}</p>;
}

test('signed in, the portal asks the gateway once what its providers can do and tells the pages', async () => {
  let asked = 0;
  gatewayServer.use(
    http.get(`${GATEWAY_URL}/v1/capabilities`, () => {
      asked += 1;
      return jsonResponse(200, {
        unavailableFeatures: ['text-translation'],
        unavailableRedactModes: ['redigieren'],
        contact: 'das Portal-Team',
      });
    }),
  );
  render(
    <PortalProviders config={defaultPortalConfig} store={signedInStore('connected')}>
      <Contact />
    </PortalProviders>,
  );
  expect(await screen.findByText('text-translation · das Portal-Team')).toBeInTheDocument();
  expect(asked).toBe(1);
});

test('signed out, nothing is asked and every tool counts as available', () => {
  render(
    <PortalProviders config={defaultPortalConfig} store={createPortalStore()}>
      <Contact />
    </PortalProviders>,
  );
  expect(screen.getByText('unbekannt')).toBeInTheDocument();
});
