/** The part of svgcanvas (a Canvas 2D context that records SVG) the exports use. */
declare module 'svgcanvas' {
  export class Context {
    constructor(options: { width: number; height: number; document?: Document });
    /** the recorded drawing: an <svg> with <defs> (clip paths) and one root <g> */
    getSvg(): SVGSVGElement;
  }
}
