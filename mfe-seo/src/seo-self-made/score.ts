import type { SeoCheck, SeoReport } from 'shared-ui';
import { formatNumber } from 'shared-ui';

export type ScoreBand = 'good' | 'fair' | 'poor';

/** The bands editors know from SEO plugins: green from 80, amber from 50, red below. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 80) return 'good';
  if (score >= 50) return 'fair';
  return 'poor';
}

export const bandLabels: Record<ScoreBand, string> = { good: 'Gut', fair: 'Ausbaufähig', poor: 'Schwach' };

/** The score as shown: a whole number within 0–100 whatever arrives. */
export const shownScore = (score: number): number => Math.min(100, Math.max(0, Math.round(score)));

/** The Flesch value with one decimal, de-DE ("62,4"). */
export const formatFlesch = (flesch: number): string => formatNumber(Math.round(flesch * 10) / 10);

/** Failed checks first (they carry the work to do), otherwise in the gateway's order. */
export const failedFirst = (checks: SeoCheck[]): SeoCheck[] => [...checks.filter((c) => !c.passed), ...checks.filter((c) => c.passed)];

/** The report as plain text for "Ergebnis kopieren", e.g. to paste into a ticket or a chat. */
export function reportText({ score, readability, checks }: SeoReport): string {
  const shown = shownScore(score);
  return [
    `Punktzahl: ${shown} von 100 (${bandLabels[scoreBand(shown)]})`,
    `Lesbarkeit (Flesch): ${formatFlesch(readability.flesch)} – ${readability.label}`,
    '',
    ...failedFirst(checks).map((check) =>
      check.passed ? `✓ ${check.label}` : `✗ ${check.label}${check.suggestion ? `\n  → ${check.suggestion}` : ''}`,
    ),
  ].join('\n');
}
