import { ProgressBar } from 'shared-ui';

/** How much of the file has gone up. */
export function UploadProgress({ fraction }: { fraction: number }) {
  return <ProgressBar fraction={fraction} label={(percent) => `Hochladen: ${percent} %`} />;
}
