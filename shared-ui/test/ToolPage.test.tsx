import { screen } from '@testing-library/react';
import { featureById } from 'portal-contract';
import userEvent from '@testing-library/user-event';
import { ToolForm } from '../src/components/ToolForm';
import { ToolPage } from '../src/components/ToolPage';
import { AiCapabilitiesProvider } from '../src/config/aiCapabilities';
import { defaultPortalConfig } from '../src/config/portalConfig';
import { messageFor } from 'portal-contract';
import { renderWithTheme } from './renderWithTheme';

beforeEach(() => {
  document.title = '';
});

const summarize = featureById('summarize');

test("shows the feature's name as h1, its howto and the page title", () => {
  renderWithTheme(<ToolPage featureId="summarize" />);
  expect(screen.getByRole('heading', { level: 1, name: summarize.name })).toBeInTheDocument();
  expect(screen.getByRole('article', { name: summarize.name })).toBeInTheDocument();
  expect(screen.getByText(summarize.howto)).toBeInTheDocument();
  expect(document.title).toBe('KI-Portal | Text zusammenfassen');
});

test('without a tool it says plainly that it is not connected yet', () => {
  renderWithTheme(<ToolPage featureId="top-ten" />);
  expect(screen.getByRole('status')).toHaveTextContent(messageFor('not-connected-yet'));
});

test('with a tool it shows the tool instead of the notice', () => {
  renderWithTheme(
    <ToolPage featureId="top-ten">
      <button type="button">Liste erstellen</button>
    </ToolPage>,
  );
  expect(screen.getByRole('button', { name: 'Liste erstellen' })).toBeInTheDocument();
  expect(screen.queryByText(messageFor('not-connected-yet'))).not.toBeInTheDocument();
});

test('the page title uses the configured product name', () => {
  renderWithTheme(<ToolPage featureId="short-link" />, { config: { ...defaultPortalConfig, productName: 'Redaktionsportal' } });
  expect(document.title).toBe('Redaktionsportal | Link Shortener');
});

describe('a tool no configured AI provider can run', () => {
  const offline = { unavailableFeatures: ['text-translation' as const], unavailableRedactModes: [], contact: 'die Chefredaktion' };

  test('says so before any input, names whom to ask, and its form cannot be sent', async () => {
    const onSubmit = jest.fn();
    renderWithTheme(
      <AiCapabilitiesProvider value={offline}>
        <ToolPage featureId="text-translation">
          <ToolForm onSubmit={onSubmit} running={false} submitLabel="Übersetzen">
            <textarea aria-label="Text" />
          </ToolForm>
        </ToolPage>
      </AiCapabilitiesProvider>,
    );
    expect(screen.getByText(messageFor('no-ai-provider-yet', { contact: 'die Chefredaktion' }))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Übersetzen' })).toBeDisabled();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Text'), 'Hallo{Control>}{Enter}{/Control}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('other tools and an unknown answer leave everything as it is', () => {
    const { rerender } = renderWithTheme(
      <AiCapabilitiesProvider value={offline}>
        <ToolPage featureId="summarize">
          <ToolForm onSubmit={jest.fn()} running={false} submitLabel="Zusammenfassen">
            <span />
          </ToolForm>
        </ToolPage>
      </AiCapabilitiesProvider>,
    );
    expect(screen.getByRole('button', { name: 'Zusammenfassen' })).toBeEnabled();
    rerender(
      <AiCapabilitiesProvider value={null}>
        <ToolPage featureId="text-translation">
          <ToolForm onSubmit={jest.fn()} running={false} submitLabel="Übersetzen">
            <span />
          </ToolForm>
        </ToolPage>
      </AiCapabilitiesProvider>,
    );
    expect(screen.getByRole('button', { name: 'Übersetzen' })).toBeEnabled();
    expect(screen.queryByText(/noch keinen KI-Anbieter/)).not.toBeInTheDocument();
  });
});
