import type { ComponentType } from '@veritag/domain';

/** One placed component as the canvas shows it. */
export interface CanvasComponent {
  id: string;
  type: ComponentType;
  name: string;
  /** PDF points from the label's top-left, y down; rotation in degrees clockwise about the centre. */
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
  text: string;
  fontName: string;
  fontSize: number;
  color: string;
  format?: string;
  formatColor: string;
  /** What it prints on the sample: a URL for QR_CODE/DataMatrix, the sample code for Code, the text otherwise. */
  sampleValue: string;
}

export interface LabelCanvasProps {
  /** The template PDF's bytes (its first page is drawn with pdf.js); null shows the empty state. */
  pdf: Uint8Array | null;
  components: readonly CanvasComponent[];
  selectedIds: readonly string[];
  onSelect(ids: string[]): void;
  /** Every move, resize, rotation or nudge, with the whole new list (the screen keeps undo/redo). */
  onChange(components: CanvasComponent[]): void;
  /** 1 = scale 1.32 (the spec's pdfRenderScale); default 1. */
  zoom?: number;
  /** Grid lines every `gridMm`. */
  showGrid?: boolean;
  /** Default 5. */
  gridMm?: number;
  /** Snap to grid and to other components' edges and centres; default true. */
  snap?: boolean;
  /** Called once the PDF page is drawn, with the label's size in points. */
  onLabelSize?(size: { width: number; height: number }): void;
  'aria-label'?: string;
}
