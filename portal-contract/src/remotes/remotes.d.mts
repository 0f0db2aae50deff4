export interface RemoteDefinition<Pkg extends string = string, Name extends string = string> {
  /** The package folder, e.g. `mfe-seo`. */
  pkg: Pkg;
  /** The federation name, e.g. `mfe_seo`. */
  name: Name;
  /** The port of its site in the local stack. */
  port: number;
}
export declare const REMOTES: readonly [
  RemoteDefinition<'mfe-text', 'mfe_text'>,
  RemoteDefinition<'mfe-seo', 'mfe_seo'>,
  RemoteDefinition<'mfe-misc', 'mfe_misc'>,
  RemoteDefinition<'mfe-dashboards', 'mfe_dashboards'>,
];
