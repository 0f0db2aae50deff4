/** A tenant („Mandant“) as the gateway passes it around: its account id and name. */
export type Tenant = { id: number; name: string };
