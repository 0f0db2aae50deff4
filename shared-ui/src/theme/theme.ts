export const theme = {
  colors: {
    ink: '#14213d',
    text: '#1f2937',
    muted: '#5b6472',
    surface: '#ffffff',
    background: '#f4f6fa',
    border: '#d8dee9',
    primary: '#0b4f9c',
    primaryHover: '#083d79',
    primaryText: '#ffffff',
    accent: '#e4572e',
    // The focus ring: at least 3:1 against white, the page background and the dark nav bar alike
    // (#f5a524 was 2:1 on white).
    focus: '#c96a00',
    danger: '#b42318',
    dangerSurface: '#fdecea',
    info: '#0b4f9c',
    infoSurface: '#e8f1fb',
    // 4.5:1 on successSurface as well (axe measured #1b7f4b at 4.49).
    success: '#17703f',
    successSurface: '#e7f6ee',
  },
  radius: { small: '6px', medium: '10px', large: '16px' },
  shadow: {
    card: '0 1px 2px rgba(20, 33, 61, 0.06), 0 4px 16px rgba(20, 33, 61, 0.06)',
    raised: '0 8px 30px rgba(20, 33, 61, 0.16)',
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  // `wide`: from here a tool's input and result stand side by side (ToolPage).
  breakpoints: { small: '640px', large: '1024px', wide: '1200px' },
} as const;

export type PortalTheme = typeof theme;

/** Media query for screens at least `large` wide, e.g. `${up('large')} { … }`. */
export const up = (size: keyof PortalTheme['breakpoints']): string => `@media (min-width: ${theme.breakpoints[size]})`;
export const below = (size: keyof PortalTheme['breakpoints']): string => `@media (max-width: calc(${theme.breakpoints[size]} - 0.02px))`;

// Every styled component in every package sees the portal theme's type.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends PortalTheme {}
}
