/** The product slug from its name ("KI-Portal" → "ki-portal"); see productSlug.mjs. */
export declare function productSlugOf(name: string): string;
