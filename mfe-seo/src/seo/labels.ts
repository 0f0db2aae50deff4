/**
 * Both SEO pages call the meta description the same: the field's label introduces the technical term
 * once, everything else (copy button, copied text, checks) says „Beschreibung“.
 */
export const descriptionLabel = 'Beschreibung (Meta-Description)';
