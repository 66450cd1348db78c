import { useEffect, useRef, type RefObject } from 'react';
import { scaleLinear, scaleLog, select, zoom, zoomIdentity, type D3ZoomEvent } from 'd3';
import type { Domain } from './chartTypes';

export interface XZoomOptions {
  enabled: boolean;
  /** the x range shown now */
  domain: Domain;
  /** plot width, CSS px */
  width: number;
  log: boolean;
  /** a new range chosen by the user, or null on double-click (reset) */
  onChange: (domain: Domain | null) => void;
}

/**
 * Zoom and pan along x with d3-zoom on `target` (the plot area), created once per element. D3
 * only recognises the gesture: at its start the current domain becomes the base, the gesture's
 * transform rescales that base, and at its end the transform returns to identity. So the domain
 * may change from outside between gestures (a live edge moving on) without fighting D3's state.
 */
export function useXZoom(target: RefObject<SVGRectElement | null>, options: XZoomOptions): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const { enabled } = options;
  useEffect(() => {
    const node = target.current;
    if (!node || !enabled) return;
    let base: Domain = latest.current.domain;
    let width = latest.current.width;
    let log = latest.current.log;
    const behaviour = zoom<SVGRectElement, unknown>()
      .filter((event: Event) => {
        // primary button drags, wheel (with or without ctrl, for trackpad pinch), touch
        const e = event as MouseEvent;
        return (!e.ctrlKey || event.type === 'wheel') && !e.button;
      })
      .on('start', () => {
        ({ domain: base, width, log } = latest.current);
      })
      .on('zoom', (event: D3ZoomEvent<SVGRectElement, unknown>) => {
        if (!event.sourceEvent || !(width > 0)) return;
        const scale = (log ? scaleLog() : scaleLinear()).domain(base).range([0, width]);
        const [d0, d1] = event.transform.rescaleX(scale).domain();
        if (!Number.isFinite(d0) || !Number.isFinite(d1)) return;
        // stop where doubles can no longer tell the ends apart
        if (d1 - d0 > 1e-9 * Math.max(Math.abs(d0), Math.abs(d1), 1e-300)) {
          latest.current.onChange([d0, d1]);
        }
      })
      .on('end', () => {
        select(node).property('__zoom', zoomIdentity);
      });
    const sel = select(node);
    sel.call(behaviour).on('dblclick.zoom', null);
    sel.on('dblclick.reset', () => latest.current.onChange(null));
    return () => {
      sel.on('.zoom', null).on('dblclick.reset', null);
      sel.property('__zoom', zoomIdentity);
    };
  }, [target, enabled]);
}
