import { pointer } from 'd3';
import type { PointerEvent, Ref } from 'react';

interface PlotHoverAreaProps {
  /** the plot area's size */
  width: number;
  height: number;
  /** the pointer in plot coordinates, or null when it leaves the plot */
  onHover: (at: readonly [number, number] | null) => void;
  /** report null, not the pointer, while a button is down (a drag pans, it does not hover) */
  clearWhilePressed?: boolean;
  cursor?: string;
  ref?: Ref<SVGRectElement>;
  testid: string;
}

/**
 * The transparent rect over the plot area (`<testid>.plot`) that takes the pointer for hover,
 * zoom and pan; it is left out of exported figures.
 */
export function PlotHoverArea(props: PlotHoverAreaProps) {
  const { width, height, onHover, clearWhilePressed = false, cursor, ref, testid } = props;
  const onPointerMove = (e: PointerEvent<SVGRectElement>): void => {
    if (clearWhilePressed && e.buttons !== 0) onHover(null);
    else onHover(pointer(e.nativeEvent, e.currentTarget));
  };
  return (
    <rect
      ref={ref}
      data-export="skip"
      data-testid={`${testid}.plot`}
      width={width}
      height={height}
      style={{ fill: 'none', pointerEvents: 'all', cursor }}
      onPointerMove={onPointerMove}
      onPointerLeave={() => onHover(null)}
    />
  );
}
