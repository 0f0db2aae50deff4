/**
 * Passes a text stream through but holds back a trailing line that starts with `word:` (e.g. the
 * "QUELLEN: …" line the FAQ answer ends with): it is meant for the parser, not for the reader.
 */
const normalise = (line: string) => line.replace(/^[\s*_#]+/, '').toUpperCase();

export async function* withoutTrailingLine<Result>(
  source: AsyncGenerator<string, Result, void>,
  word: string,
): AsyncGenerator<string, Result, void> {
  const marker = new RegExp(`^${word.toUpperCase()}\\s*[:：]`);
  const isMarker = (line: string) => marker.test(normalise(line));
  /** The start of a line that may still turn out to be the marker line. */
  const couldBecome = (partial: string) => isMarker(partial) || `${word.toUpperCase()}:`.startsWith(normalise(partial).replace(/\s+$/, ''));
  let held = '';
  let hiding = false;
  // Line breaks at the end of what was shown wait for more text: before the marker line they would dangle.
  let breaks = '';
  const show = (text: string) => {
    const body = (breaks + text).replace(/\n+$/, '');
    breaks = (breaks + text).slice(body.length);
    return body;
  };
  for (;;) {
    const step = await source.next();
    if (step.done) {
      const rest = !hiding && held && !isMarker(held) ? show(held) : '';
      if (rest) yield rest;
      return step.value;
    }
    if (hiding) continue;
    held += step.value;
    let out = '';
    // Everything up to the last line break is complete and can be judged for good.
    const lastBreak = held.lastIndexOf('\n');
    if (lastBreak >= 0) {
      const complete = held.slice(0, lastBreak + 1).split('\n');
      const markerAt = complete.findIndex(isMarker);
      if (markerAt >= 0) {
        out = complete.slice(0, markerAt).join('\n');
        hiding = true;
      } else {
        out = complete.join('\n');
        held = held.slice(lastBreak + 1);
      }
    }
    if (!hiding && held && !couldBecome(held)) {
      out += held;
      held = '';
    }
    const visible = out ? show(out) : '';
    if (visible) yield visible;
  }
}
