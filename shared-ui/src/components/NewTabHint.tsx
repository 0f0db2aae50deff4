import { VisuallyHidden } from './Spinner';

/** Tells screen-reader users that a link opens a new tab (sighted users see the icon or know the logo). */
export function NewTabHint() {
  return <VisuallyHidden> (öffnet in neuem Tab)</VisuallyHidden>;
}
