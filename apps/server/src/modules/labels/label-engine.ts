import type { DesignProblem } from './design-check';
import type {
  BatchValueProblem,
  LabelSetup,
  PreparedLabels,
  PrintReadyArtwork,
} from './labels.types';

/**
 * The label engine's door. Its implementation (pdf-lib, the font reader with the three design
 * fonts, the symbol encoders: 25 to 30 MB of a process's memory after a design check, where it
 * was about 10 MB before the design fonts were embedded, decision 0406) loads on the first label
 * work, not at start: an API process that only lists, imports or reports never carries it (the
 * import benchmark's memory target).
 */
type Implementation = ReturnType<(typeof import('./label-engine.impl'))['createLabelEngine']>;
let loading: Promise<Implementation> | undefined;
const implementation = () =>
  (loading ??= import('./label-engine.impl').then((module) => module.createLabelEngine()));

export function labelEngine() {
  return {
    /**
     * An uploaded master PDF as it is to be stored, and its label size in points: the standard
     * fonts its artwork uses without embedding them embedded (decision 0409). Throws
     * UnembeddedFontProblem for any other font not embedded, LabelSetupProblem when the bytes
     * are not a PDF with a page.
     */
    printReadyArtwork: async (pdf: Uint8Array): Promise<PrintReadyArtwork> =>
      (await implementation()).printReadyArtwork(pdf),
    /** Why this design cannot be saved on this artwork (layout, symbol too small to scan, unknown font, a character its font cannot draw), or undefined. */
    designProblem: async (
      setup: Pick<LabelSetup, 'artwork' | 'design' | 'fonts' | 'urlOf'>,
    ): Promise<DesignProblem | undefined> => (await implementation()).designProblem(setup),
    /** The first batch value the design prints with a font that cannot draw it (asked when a batch is requested), or undefined. */
    batchValueProblem: async (
      setup: Pick<LabelSetup, 'design' | 'fonts' | 'batch'>,
    ): Promise<BatchValueProblem | undefined> => (await implementation()).batchValueProblem(setup),
    /** Checks and embeds the setup once; throws LabelSetupProblem with a title the user can act on. */
    prepare: async (setup: LabelSetup): Promise<PreparedLabels> =>
      (await implementation()).prepare(setup),
    /** The designer's sample (`tryit`): one page of labels with sample codes, through the production path. */
    sample: async (setup: LabelSetup): Promise<Uint8Array> =>
      (await implementation()).sample(setup),
  };
}
export type LabelEngine = ReturnType<typeof labelEngine>;
