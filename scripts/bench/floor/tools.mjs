/** The twelve cards both floor pages show: the home page's size, with the portal's German texts. */
export const TOOLS = [
  'Text korrigieren',
  'Übersetzen',
  'Zusammenfassen',
  'Pressemitteilung zu Artikel',
  'Audio-Transkript',
  'SEO-Titel',
  'Social-Media-Texte',
  'Schlagwörter',
  'Vorlesen',
  'Kurzlink',
  'Workday-FAQ',
  'Dashboards',
];
export const GROUPS = ['Textverarbeitung', 'SEO', 'Sonstiges', 'Auswertung'];
export const NAV = ['Text', 'SEO', 'Sonstiges', 'Dashboards', 'Verlauf', 'Konto'];
export const BLURB = 'Eine Zeile dazu, was das Werkzeug für dich schreibt und prüft.';
