/**
 * „Personenbezogene Daten und KI“ on „Mein Konto“ for tenant admins: the three policies with their
 * descriptions, the two switches, saving with the tenant's „Speichern“ (only a changed rule is sent),
 * the note while no external provider is set up, and the use of the last 30 days.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { messageFor } from 'shared-ui';
import { personalDataPolicyLabels } from 'portal-contract/ai-policy';
import { stubGateway } from './gatewayStub';
import { groupUser, renderPortal } from './portal';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => new Promise(() => undefined)),
  registerRemotes: jest.fn(),
}));

const admin = { ...groupUser, roles: ['tenant-admin' as const] };

function gateway(reply: { externalProvider: boolean; usage?: unknown[] }) {
  let policy = { personalData: 'pseudonymise', keepOfficeHolders: true, aiLabel: false };
  return stubGateway(({ path, method, body }) => {
    if (path === '/v1/quota' || path === '/v1/admin/quota')
      return { status: 200, body: { month: '2026-11', limitChars: null, usedChars: 0, share: 0 } };
    if (path === '/v1/admin/history-retention') return { status: 200, body: { days: 90 } };
    if (path === '/v1/admin/result-ratings') return { status: 200, body: { tools: [] } };
    if (path === '/v1/admin/ai-policy') {
      if (method === 'PUT') policy = body as typeof policy;
      return { status: 200, body: { ...policy, externalProvider: reply.externalProvider, usage: reply.usage ?? [] } };
    }
    return { status: 404 };
  });
}

test('a tenant admin chooses the policy and the switches; „Speichern“ sends the rule once it changed', async () => {
  const requests = gateway({
    externalProvider: true,
    usage: [
      { policy: 'pseudonymise', outcome: 'pseudonymised', runs: 12, items: 1234 },
      { policy: 'pseudonymise', outcome: 'offline', runs: 1, items: 3 },
    ],
  });
  const { user } = await renderPortal('/user', { user: admin });
  const rule = await screen.findByRole('group', { name: 'Personenbezogene Daten und KI' });
  const policies = within(rule).getByRole('radiogroup', { name: 'Wenn ein Text personenbezogene Daten enthält' });
  expect(within(policies).getByRole('radio', { name: 'Pseudonymisieren' })).toBeChecked();
  expect(within(policies).getByRole('radio', { name: 'Nachfragen' })).toHaveAccessibleDescription(personalDataPolicyLabels.ask.description);
  expect(within(rule).getByRole('checkbox', { name: 'Amtsträger mit Amt nicht pseudonymisieren' })).toBeChecked();
  const label = within(rule).getByRole('checkbox', {
    name: 'Kopierte und heruntergeladene Texte mit „Mit KI-Unterstützung erstellt“ kennzeichnen',
  });
  expect(label).not.toBeChecked();
  expect(within(rule).queryByText(/Derzeit arbeiten alle Werkzeuge offline/)).toBeNull();

  const usage = screen.getByRole('table', { name: 'Personenbezogene Daten in den letzten 30 Tagen' });
  expect(
    within(usage)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual(['RegelErgebnisLäufeAngaben', 'Pseudonymisierenpseudonymisiert gesendet121.234', 'Pseudonymisierenoffline bearbeitet13']);

  // Saving the rest does not send an unchanged rule.
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByText(messageFor('settings-saved'))).toBeInTheDocument();
  expect(requests.some(({ path, method }) => path === '/v1/admin/ai-policy' && method === 'PUT')).toBe(false);

  await user.click(within(policies).getByRole('radio', { name: 'Nachfragen' }));
  await user.click(label);
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  await waitFor(() =>
    expect(requests.filter(({ path, method }) => path === '/v1/admin/ai-policy' && method === 'PUT').map(({ body }) => body)).toEqual([
      { personalData: 'ask', keepOfficeHolders: true, aiLabel: true },
    ]),
  );
  expect(await screen.findByText(messageFor('settings-saved'))).toBeInTheDocument();
});

test('without an external provider the rule says it does not act yet; no use yet says so', async () => {
  gateway({ externalProvider: false });
  await renderPortal('/user', { user: admin });
  const rule = await screen.findByRole('group', { name: 'Personenbezogene Daten und KI' });
  expect(
    within(rule).getByText('Derzeit arbeiten alle Werkzeuge offline; die Regel greift, sobald ein externer KI-Anbieter eingerichtet ist.'),
  ).toBeInTheDocument();
  expect(screen.getByText('Die Regel hat in den letzten 30 Tagen nicht gegriffen.')).toBeInTheDocument();
});
