import type { DrawingContext } from 'bwip-js/browser';
import type { DrawnExtent, PathSink } from './path-sink';

// Four cubic Béziers approximate an ellipse; this is the usual control-point factor.
const KAPPA = 0.5522847498;

/**
 * A bwip-js drawing context that writes vectors into a sink instead of pixels: bars become
 * rectangles, 2D regions polygons, DotCode and MaxiCode dots ellipses and hexagons, all filled
 * once with the even-odd rule, as bwip-js's own SVG drawing does (its regions never overlap;
 * holes and MaxiCode's rings are nested paths). Colours are ignored: the emitter sets its own.
 * Text is never drawn (includetext is off).
 */
export function sinkDrawing(sink: PathSink): DrawingContext<DrawnExtent> {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  let module = Infinity;
  let scaleX = 1;
  let scaleY = 1;
  const extend = (x: number, y: number) => {
    if (x < left) left = x;
    if (x > right) right = x;
    if (y < top) top = y;
    if (y > bottom) bottom = y;
  };
  const polygon = (points: Array<[number, number]>) => {
    let previous = points[points.length - 1] as [number, number];
    points.forEach(([x, y], index) => {
      if (index === 0) sink.moveTo(x, y);
      else sink.lineTo(x, y);
      extend(x, y);
      const across = Math.abs(x - previous[0]);
      if (across > 1e-9 && across < module) module = across;
      previous = [x, y];
    });
    sink.closePath();
  };
  return {
    measure: () => ({ width: 0, ascent: 0, descent: 0 }),
    init: () => undefined,
    scale(sx, sy) {
      scaleX = sx;
      scaleY = sy;
      return null; // fractional units are fine: we draw vectors, not pixels
    },
    line(x0, y0, x1, y1, lineWidth) {
      // Bars are stroked orthogonal lines without caps, in bwip-js's pixel convention: mirror
      // its own SVG drawing (integer ends, half-unit shift for odd widths, the start pixel
      // excluded) so the bars and spaces come out exactly as many units wide as the modules.
      const width = Math.round(lineWidth) || 1;
      const vertical = (x0 | 0) === (x1 | 0);
      const shift = width % 2 === 1 ? ((vertical ? scaleX : scaleY) % 2 === 1 ? -0.5 : 0.5) : 0;
      const half = width / 2;
      let [ax, ay, bx, by] = [x0 | 0, y0 | 0, x1 | 0, y1 | 0];
      if (vertical) {
        ax += shift;
        bx += shift;
        ay++;
      } else {
        ay += shift;
        by += shift;
        ax++;
      }
      const x = vertical ? ax - half : Math.min(ax, bx);
      const y = vertical ? Math.min(ay, by) : ay - half;
      const w = vertical ? width : Math.abs(bx - ax);
      const h = vertical ? Math.abs(by - ay) : width;
      sink.rect(x, y, w, h);
      extend(x, y);
      extend(x + w, y + h);
      if (w < module) module = w;
    },
    polygon,
    hexagon(points) {
      polygon(points as unknown as Array<[number, number]>);
      const xs = (points as unknown as Array<[number, number]>).map(([x]) => x);
      module = Math.min(module, Math.max(...xs) - Math.min(...xs));
    },
    ellipse(x, y, rx, ry) {
      // Dots never overlap, and MaxiCode's rings are nested circles: even-odd needs no winding.
      const [kx, ky] = [rx * KAPPA, ry * KAPPA];
      sink.moveTo(x + rx, y);
      sink.curveTo(x + rx, y + ky, x + kx, y + ry, x, y + ry);
      sink.curveTo(x - kx, y + ry, x - rx, y + ky, x - rx, y);
      sink.curveTo(x - rx, y - ky, x - kx, y - ry, x, y - ry);
      sink.curveTo(x + kx, y - ry, x + rx, y - ky, x + rx, y);
      sink.closePath();
      extend(x - rx, y - ry);
      extend(x + rx, y + ry);
      module = Math.min(module, 2 * rx);
    },
    fill: () => undefined, // one fill for everything, written by the emitter
    text: () => undefined,
    end: () => ({ left, top, right, bottom, module }),
  };
}
