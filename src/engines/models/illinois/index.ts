/** TCP-Illinois (seed 003, Liu, Başar & Srikant 2008): curves, window rules, SMM, lossy link. */
export * from './params';
export * from './curves';
export * from './linuxFixedPoint';
export * from './linuxDifferences';
export * from './windowRules';
export * from './stochasticMatrix';
export type { BasisStats, LogLogFit } from './smmStatistics';
export * from './lossyLink';
