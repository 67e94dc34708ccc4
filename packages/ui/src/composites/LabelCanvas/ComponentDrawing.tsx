import { symbolComponentFormats, type ComponentType } from '@veritag/domain';
import { memo, useId } from 'react';
import { afmWidth, fontOf, textWidth } from './fonts';
import { encodeSymbol, fitSymbol } from './symbol-geometry';
import * as styles from './LabelCanvas.css';

/** The bwip-js format a component prints with, or undefined for the types that print text. */
export function symbolFormatOf(
  type: ComponentType,
  format: string | undefined,
): string | undefined {
  if (type === 'QR_CODE') return format ?? symbolComponentFormats.QR_CODE;
  if (type === 'DataMatrix') return format ?? symbolComponentFormats.DataMatrix;
  return undefined;
}

export interface DrawingProps {
  type: ComponentType;
  /** Set for symbols only. */
  format: string | undefined;
  value: string;
  width: number;
  height: number;
  color: string;
  formatColor: string;
  fontName: string;
  fontSize: number;
}

/**
 * One component drawn as the label engine prints it, in its own box of points (the SVG's
 * viewBox), so zooming only scales it. Memoized on its inputs: dragging another component, or
 * this one (moved by its transform, never re-rendered), draws nothing again.
 */
export const ComponentDrawing = memo(function ComponentDrawing(props: DrawingProps) {
  const { width, height } = props;
  return (
    <svg
      className={styles.drawing}
      viewBox={`0 0 ${Math.max(width, 0.01)} ${Math.max(height, 0.01)}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      {props.format ? (
        <SymbolShape {...props} format={props.format} />
      ) : props.type === 'Guilloche' ? (
        <GuillocheShape width={width} height={height} />
      ) : (
        <TextShape {...props} />
      )}
    </svg>
  );
});

function SymbolShape({
  format,
  value,
  width,
  height,
  formatColor,
}: DrawingProps & { format: string }) {
  const encoded = encodeSymbol(format, value);
  if ('error' in encoded) {
    // Nothing printable: a crossed box, and the warning badge says why.
    return (
      <path
        d={`M0 0L${width} ${height}M${width} 0L0 ${height}`}
        stroke={formatColor}
        strokeWidth={Math.min(width, height) / 40}
        fill="none"
      />
    );
  }
  const fit = fitSymbol(encoded.geometry, { width, height });
  return (
    <path
      d={encoded.geometry.path}
      fill={formatColor}
      fillRule="evenodd"
      shapeRendering="crispEdges"
      transform={`matrix(${fit.scaleX} 0 0 ${fit.scaleY} ${fit.offsetX} ${fit.offsetY})`}
    />
  );
}

/** Left aligned, centred on the font's ascent and descent, shrunk (never enlarged) to fit the width: the engine's rule. */
function TextShape({ value, width, height, color, fontName, fontSize }: DrawingProps) {
  if (value === '') return null;
  const font = fontOf(fontName);
  // A standard font's printed width is known exactly; the browser's own font gives the rest.
  const printed = afmWidth(value, fontName, fontSize);
  const natural = printed ?? textWidth(value, font.family, fontSize);
  const size = natural > width && natural > 0 ? (fontSize * width) / natural : fontSize;
  const ascent = (font.ascent * size) / 1000;
  const descent = (font.descent * size) / 1000;
  return (
    <text
      x={0}
      y={(height + ascent - descent) / 2}
      fontFamily={font.family}
      fontSize={size}
      fill={color}
      style={{ whiteSpace: 'pre' }}
      // Held to the printed width, so a stand-in family with slightly other metrics cannot mislead.
      textLength={printed === undefined ? undefined : (printed * size) / fontSize}
      lengthAdjust="spacingAndGlyphs"
    >
      {value}
    </text>
  );
}

/** The company's guilloche is only known at print time: a patterned placeholder of its box. */
function GuillocheShape({ width, height }: { width: number; height: number }) {
  // Sanitised: React's ids carry characters a url(#...) reference would need escaped.
  const id = `guilloche-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <>
      <defs>
        <pattern id={id} width={12} height={6} patternUnits="userSpaceOnUse">
          <path d="M0 3 C3 0 3 0 6 3 S9 6 12 3" fill="none" stroke="#3b6ea8" strokeWidth={0.6} />
          <path d="M0 3 C3 6 3 6 6 3 S9 0 12 3" fill="none" stroke="#a83b6e" strokeWidth={0.4} />
        </pattern>
      </defs>
      <rect width={width} height={height} fill={`url(#${id})`} stroke="#3b6ea8" strokeWidth={0.5} />
    </>
  );
}
