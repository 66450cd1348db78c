import { incidence, linkLoads, type FairnessNetwork } from './network';

/**
 * Max-min fairness (paper 004, Annex A; Bertsekas & Gallager, Sec. 6.5.2) by progressive filling,
 * which is exact (a finite algorithm, no iteration to a tolerance): every unfrozen flow's rate rises
 * together (x_i = t, or x_i = N_i t when weighted); the first link to fill freezes all of its
 * unfrozen flows at the current level; repeat. Each level is computed directly from the capacities
 * and the frozen rates, t_l = (c_l - frozen load_l) / (number, or total weight, of unfrozen flows),
 * not accumulated, so rounding does not build up. Links that fill at the same level within 1e-12
 * relative are taken as filling together (an exact tie in exact arithmetic).
 *
 * The result has the bottleneck property: every flow crosses a saturated link on which no flow has
 * a larger rate (its bottleneck), and for every feasible y, y_r > x_r implies y_s < x_s <= x_r for
 * some s. (The extracted text of Annex A prints "x_s < x_r"; with a strict inequality two equal
 * flows on one link would not be max-min fair, so it must be <=, as in Kelly et al. and [1].)
 */
export interface MaxMinAllocation {
  rates: number[];
  loads: number[];
  /** for each flow, the link that froze it (a saturated link where its rate is the largest, weighted: rate / N_i) */
  bottleneck: number[];
  /** the filling levels t at which successive groups of flows froze, increasing */
  levels: number[];
  /** for each flow, the index in `levels` of the step that froze it */
  step: number[];
}

export interface MaxMinOptions {
  /** fill at speed N_i (weighted max-min) instead of all at one speed (the paper's definition) */
  weighted?: boolean;
}

const TIE = 1e-12;

export function maxMinFair(net: FairnessNetwork, opts: MaxMinOptions = {}): MaxMinAllocation {
  const inc = incidence(net);
  const speed = opts.weighted ? inc.weight : new Float64Array(inc.nF).fill(1);
  const x = new Float64Array(inc.nF);
  const frozen = new Uint8Array(inc.nF);
  const bottleneck = new Array<number>(inc.nF).fill(-1);
  const step = new Array<number>(inc.nF).fill(-1);
  const levels: number[] = [];
  let left = inc.nF;
  const level = new Float64Array(inc.nL);
  while (left > 0) {
    let tMin = Infinity;
    for (let l = 0; l < inc.nL; l++) {
      let frozenLoad = 0;
      let s = 0;
      for (let k = inc.flowPtr[l]; k < inc.flowPtr[l + 1]; k++) {
        const i = inc.flowIdx[k];
        if (frozen[i]) frozenLoad += x[i];
        else s += speed[i];
      }
      level[l] = s > 0 ? Math.max(inc.cap[l] - frozenLoad, 0) / s : Infinity;
      tMin = Math.min(tMin, level[l]);
    }
    // every unfrozen flow crosses some link with unfrozen flows, so tMin is finite
    const k0 = levels.length;
    levels.push(tMin);
    for (let l = 0; l < inc.nL; l++) {
      if (!(level[l] <= tMin * (1 + TIE))) continue;
      for (let k = inc.flowPtr[l]; k < inc.flowPtr[l + 1]; k++) {
        const i = inc.flowIdx[k];
        if (frozen[i]) continue;
        frozen[i] = 1;
        x[i] = speed[i] * tMin;
        bottleneck[i] = l;
        step[i] = k0;
        left--;
      }
    }
  }
  return {
    rates: Array.from(x),
    loads: Array.from(linkLoads(inc, x)),
    bottleneck,
    levels,
    step,
  };
}
