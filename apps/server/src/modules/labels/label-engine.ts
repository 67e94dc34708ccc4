import type { DesignSave, PageSize } from '@veritag/domain';
import { LabelSetupProblem, type LabelSetup, type PreparedLabels } from './labels.types';

/**
 * The engine's door. STUB: the engine helper replaces these bodies; the signatures are the
 * contract the templates and template-histories modules build on.
 */
export function labelEngine() {
  return {
    /** The artwork's label size in points; throws LabelSetupProblem when the bytes are not a PDF with a page. */
    async artworkSize(pdf: Uint8Array): Promise<PageSize> {
      void pdf;
      throw new LabelSetupProblem('The label engine is not built yet');
    },
    /** Why this design cannot be saved on this artwork (layout, symbol too small to scan, unknown font), or undefined. */
    async designProblem(setup: Pick<LabelSetup, 'artwork' | 'design' | 'fonts' | 'urlOf'>): Promise<string | undefined> {
      void setup;
      return undefined;
    },
    /** Checks and embeds the setup once; throws LabelSetupProblem with a title the user can act on. */
    async prepare(setup: LabelSetup): Promise<PreparedLabels> {
      void setup;
      throw new LabelSetupProblem('The label engine is not built yet');
    },
    /** The designer's sample (`tryit`): one page of labels with sample codes, through the production path. */
    async sample(setup: LabelSetup): Promise<Uint8Array> {
      void setup;
      throw new LabelSetupProblem('The label engine is not built yet');
    },
  };
}
export type LabelEngine = ReturnType<typeof labelEngine>;
export type { DesignSave };
