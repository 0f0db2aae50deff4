import { screen } from '@testing-library/react';
import { PageSkeleton } from '../src/components/PageSkeleton';
import { renderWithTheme } from './renderWithTheme';

const injectedCss = () => [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');

test('the placeholder says what loads and marks itself for the frame', () => {
  renderWithTheme(<PageSkeleton label="Text zusammenfassen wird geladen …" />);
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('Text zusammenfassen wird geladen …');
  expect(status).toHaveAttribute('data-page-placeholder', '');
});

test('its shimmer moves by transform, which the compositor animates, and never repaints the background', () => {
  renderWithTheme(<PageSkeleton />);
  const css = injectedCss();
  const keyframes = css.match(/@keyframes[^{]*\{(?:[^{}]*\{[^}]*\})*[^}]*\}/g) ?? [];
  expect(keyframes.length).toBeGreaterThan(0);
  for (const frames of keyframes) {
    expect(frames).toContain('transform');
    expect(frames).not.toMatch(/background|width|height|left/);
  }
});
