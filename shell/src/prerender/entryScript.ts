/**
 * How a prerendered page asks for the shell's entry script. Both ways are inline scripts without a
 * `<` (the static server allows exactly the inline scripts it finds in the HTML, by their hash).
 * docs/architecture.md, „First paint without JavaScript“.
 */

/**
 * Login and sign-up. Someone who opens /login reads it first: the form is complete HTML, its fields
 * take input without any script. Started at once, the start-up (React, the shell, hydration: ~0.6 s
 * of a phone's main thread in tasks of up to ~100 ms) ran while the page was only being looked at
 * and made the first tap wait. So the page asks for its entry at the first sign of use — a focus, a
 * press, a key, the pointer moving or a touch — and otherwise once it has rested for
 * START_AFTER_REST_MS after its load, so that a form a password manager filled is ready before its
 * button is pressed. The inputs are uncontrolled (useCheckedForm), so what was typed before the
 * scripts ran is kept; the buttons are aria-disabled until then (untilHydrated in useHydrated.ts).
 */
export const START_AFTER_REST_MS = 4000;

/** The events that count as use (capture phase, on the document). */
export const FIRST_USE_EVENTS = ['focusin', 'pointerdown', 'pointermove', 'keydown', 'touchstart'] as const;

/** Appends `<script src>` for the entry; `go` asks once. */
const loader = (src: string) =>
  `var s=0;function go(){if(s)return;s=1;var t=d.createElement("script");t.src=${JSON.stringify(src)};d.head.appendChild(t)}`;

export function startOnFirstUseScript(src: string): string {
  return (
    `(function(d,w){${loader(src)}var e=${JSON.stringify(FIRST_USE_EVENTS)};` +
    'function use(){e.forEach(function(n){d.removeEventListener(n,use,true)});go()}' +
    'e.forEach(function(n){d.addEventListener(n,use,{capture:true,passive:true})});' +
    `function rest(){setTimeout(go,${START_AFTER_REST_MS})}` +
    'if(d.readyState==="complete")rest();else w.addEventListener("load",rest)})(document,window)'
  );
}

/**
 * Every other page needs the app to show anything, so it asks at once — but after the prerendered
 * page's first paint, not before: as a deferred script the entry ran before the first frame, and its
 * evaluation (the federation runtime's start) shared one long task with the page's first layout. A
 * hidden tab (opened in the background) has no frames to wait for and asks at once.
 */
export function startAfterFirstPaintScript(src: string): string {
  return (
    `(function(d,w){${loader(src)}` +
    'if(d.visibilityState==="hidden"||!w.requestAnimationFrame)go();' +
    'else w.requestAnimationFrame(function(){setTimeout(go,0)})})(document,window)'
  );
}
