import { MULTIPATH_ALGORITHMS, type AlgorithmName } from '../../engines/fluid/algorithms';

/**
 * The algorithms of the lab's MP-TCP sources: the fluid model's (paper 002 Sec. II-B and eq. 12)
 * and OLIA, which exists at window level only (the packet engine's `olia`, after the multipath
 * Linux kernel): this lab has no fluid model of it.
 */
export type MultipathAlgorithm = Exclude<AlgorithmName, 'tcp'>;
export type LabAlgorithm = MultipathAlgorithm | 'olia';

/** Packet level only. */
export const WINDOW_ONLY: readonly LabAlgorithm[] = ['olia'];

export const LAB_ALGORITHMS: readonly LabAlgorithm[] = [...MULTIPATH_ALGORITHMS, 'olia'];

export const hasFluidModel = (a: LabAlgorithm): a is MultipathAlgorithm => a !== 'olia';

/**
 * The fluid algorithm standing in for `a` where the fluid engine needs one to build a network's
 * structure (which sources are multipath): `a` itself, and for OLIA Max (LIA, whose increase OLIA
 * starts from). Never shown as OLIA's model: the page says OLIA has none.
 */
export const fluidAlg = (a: LabAlgorithm): MultipathAlgorithm => (a === 'olia' ? 'max' : a);
