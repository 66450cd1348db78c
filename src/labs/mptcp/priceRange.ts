import type { QuantityRule } from '../kit/impossible';

/**
 * The link prices are loss probabilities (Sec. II): the fluid model's approximation holds only
 * while they are small, and a price above 1 says the model is outside its range (windows of a
 * fraction of a packet, where (3)-(4) no longer describe TCP). The report flags such a price and
 * the page shows it as impossible, with this reason.
 */
export const PRICE_WHY =
  "the fluid model's price reads as a loss probability only while it is small: here the windows are a fraction of a packet and (3)-(4) do not describe TCP";

/** The fluid report's prices (links, routes, the sampled path) are probabilities. */
export const FLUID_QUANTITIES: QuantityRule[] = [
  { path: /(^|\.)(price|q)$/, kind: 'probability', why: PRICE_WHY },
  { path: /^path\.prices\[\]\.values\[\]$/, kind: 'probability', why: PRICE_WHY },
];
