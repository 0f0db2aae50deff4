/**
 * The offline engine's knowledge of German word forms: the morphological dictionary (lexicon.ts, from
 * german-pos-dict via the german-*-dict packages; docs/dictionary.md) and the closed word classes.
 */
export { loadMorphology, loadMorphologyIfBuilt, morphologyOrStartBuild, Morphology, lowerFirst, upperFirst } from './lexicon.ts';
export type { Analysis, NounAnalysis, AdjectiveAnalysis, VerbAnalysis, Paradigm } from './lexicon.ts';
export * from './features.ts';
export * from './closedClass.ts';
export { morphologyCacheDirectory, ensureMorphologyCache, isMorphologyCacheBuilt, startMorphologyBuild } from './cache.ts';
