// The label designer canvas's door: the component, its types and the symbol-size check.
export { LabelCanvas } from './LabelCanvas';
export type { CanvasComponent, LabelCanvasProps } from './label-canvas.types';
export { symbolWarning, minimumModuleMm } from './symbol-warning';
