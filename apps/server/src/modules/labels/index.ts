import { defineModule } from '../../platform/server-module';
import { labelEngine } from './label-engine';

/**
 * The label engine (decision 0138): renders a template's design with codes into print-ready PDF,
 * the same way for the designer's sample and for production batches. No tables of its own.
 */
export const labelsModule = defineModule({
  name: 'labels',
  setup: () => labelEngine(),
});
export { labelEngine, type LabelEngine } from './label-engine';
export type { DesignProblem } from './design-check';
export {
  LabelSetupProblem,
  UnembeddedFontProblem,
  type BatchValueProblem,
  type LabelSetup,
  type BatchValues,
  type LabelInput,
  type RenderedFile,
  type PreparedLabels,
  type PrintReadyArtwork,
} from './labels.types';
