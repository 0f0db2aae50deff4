import { pressRelease, type PressReleaseResult } from 'shared-ui';

export { paragraphs } from 'shared-ui';

/** The draft as plain text for the clipboard and the .txt file: the tool's one text (copy, history, gateway). */
export const draftAsText = (draft: PressReleaseResult): string => pressRelease.asText(draft);
