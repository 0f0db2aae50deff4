/** Types of drillReporters.mjs for the TypeScript e2e suite. */
export type DrillReporter = { email: string; password: string; displayName: string; tenant: string };
export declare const DRILL_REPORTERS: DrillReporter[];
export declare function ensureDrillReporters(host?: string): Promise<DrillReporter[]>;
