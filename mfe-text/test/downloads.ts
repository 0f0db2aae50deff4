/** Catches what DownloadButton saves: the file name and the text inside, without touching the disk. */
export function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:download-${blobs.length}`;
    }),
    revokeObjectURL: jest.fn(),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return {
    names,
    /** The text of the n-th download (jsdom's Blob has no text(), FileReader does the reading). */
    text: (index: number) =>
      new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as string);
        reader.onerror = () => reject(reader.error);
        reader.readAsText(blobs[index]!);
      }),
  };
}
