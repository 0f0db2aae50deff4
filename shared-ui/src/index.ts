// The contract (catalogue, messages, limits, events, slug, CSV) is re-exported, so a page needs one import.
export * from 'portal-contract';
export * from './catalogue/featureIcons';
export * from './components';
export * from './config/portalConfig';
export * from './config/usePageTitle';
export * from './config/aiCapabilities';
export * from './format';
export * from './theme/PortalThemeProvider';
export { theme, up, below, type PortalTheme } from './theme/theme';
export * from './routing';
export * from './reopen';
export * from './nextTask';
