import { formatNumber, transcriptionFormats, type MessageCode } from 'shared-ui';

/** „25 MB“: the limit as staff read it (binary megabytes, de-DE digits). */
export function formatMegabytes(bytes: number): string {
  return `${formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10)} MB`;
}

/** For the file dialog; the extension check below is what counts (MIME types differ between browsers). */
export const acceptedAudio = transcriptionFormats.map((format) => `.${format}`).join(',');

const isAudioFormat = (extension: string): boolean => (transcriptionFormats as readonly string[]).includes(extension);

/** Why a file cannot be sent, checked in the browser before any upload (the gateway checks the same). */
export function audioFileProblem(file: Pick<File, 'name' | 'size'>, maxBytes: number): MessageCode | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!isAudioFormat(extension)) return 'unsupported-file-type';
  if (file.size > maxBytes) return 'file-too-large';
  return null;
}
