export * from './catalogue';
export * from './components';
export * from './config/portalConfig';
export * from './config/usePageTitle';
export * from './format';
export * from './messages';
export * from './theme/PortalThemeProvider';
export { theme, up, below, type PortalTheme } from './theme/theme';
export * from './realtime/events';
