/** The report's score band, shown score and text: declared with the tool (portal-contract), one for page, copy and history. */
export { bandLabels, failedFirst, formatFlesch, scoreBand, shownScore, type ScoreBand } from 'shared-ui';
import { seoSelfMade, type SeoReport } from 'shared-ui';

/** The report as plain text for "Ergebnis kopieren": the tool's one text (history, copy and the gateway alike). */
export const reportText = (report: SeoReport): string => seoSelfMade.asText(report);
