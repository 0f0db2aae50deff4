/**
 * How the prerendered login and sign-up pages start the portal's scripts. Someone who opens /login
 * reads it first: the form is complete HTML, its fields take input without any script. Started at
 * once, the start-up (React, the shell, hydration: ~0.6 s of a phone's main thread in tasks of up to
 * ~100 ms) ran while the page was only being looked at and made the first tap wait. So the page asks
 * for its first script at the first sign of use — a focus, a press, a key, the pointer moving or a
 * touch — and otherwise once it has rested for START_AFTER_REST_MS after its load, so that a form a
 * password manager filled is ready before its button is pressed. The inputs are uncontrolled
 * (useCheckedForm), so what was typed before the scripts ran is kept; the buttons stay disabled
 * until then (useHydrated).
 *
 * The same events start Firebase's code once the app runs (bootstrap.tsx). docs/architecture.md,
 * „Erster Aufruf von /login“.
 */
export const START_AFTER_REST_MS = 4000;

/** The events that count as use (capture phase, on the document). */
export const FIRST_USE_EVENTS = ['focusin', 'pointerdown', 'pointermove', 'keydown', 'touchstart'] as const;

/**
 * The inline script (no `<` in it: the static server allows exactly the inline scripts it finds in
 * the HTML, by their hash) that loads `src` at first use or after the rest.
 */
export function startOnFirstUseScript(src: string): string {
  return (
    `(function(d,w){var e=${JSON.stringify(FIRST_USE_EVENTS)},s=0;` +
    'function go(){if(s)return;s=1;e.forEach(function(n){d.removeEventListener(n,go,true)});' +
    `var t=d.createElement("script");t.src=${JSON.stringify(src)};d.head.appendChild(t)}` +
    'e.forEach(function(n){d.addEventListener(n,go,{capture:true,passive:true})});' +
    `function rest(){setTimeout(go,${START_AFTER_REST_MS})}` +
    'if(d.readyState==="complete")rest();else w.addEventListener("load",rest)})(document,window)'
  );
}
