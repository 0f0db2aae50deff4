import { screen } from '@testing-library/react';
import { featureById } from 'portal-contract';
import { ToolPage } from '../src/components/ToolPage';
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
