import { Writable } from 'node:stream';
import { resolveComponents, sheetLayout } from '@veritag/domain';
import { loadArtwork, printReadyArtwork } from './artwork';
import { knownTexts, labelDrawer } from './components';
import {
  batchValueProblemFor,
  designProblemFor,
  sampleCodes,
  type DesignProblem,
} from './design-check';
import { LabelSetupProblem, type LabelSetup, type PreparedLabels } from './labels.types';
import { buildPrototype } from './prototype';
import { renderLabels } from './render';

/**
 * The label engine itself (loaded lazily by label-engine.ts): one renderer for the designer's sample and for production. A setup
 * is checked and its shared parts (artwork, fonts, guilloche) embedded once by `prepare`;
 * `render` then streams any number of labels into a PDF with flat memory (render.ts,
 * pdf-stream-writer.ts).
 */
export function createLabelEngine() {
  const prepare = async (setup: LabelSetup): Promise<PreparedLabels> => {
    const artwork = await loadArtwork(setup.artwork);
    const label = artwork.size;
    const problem = await designProblemFor(label, setup);
    if (problem) throw new LabelSetupProblem(problem.title);
    const components = resolveComponents(setup.design);
    const layout = sheetLayout(label, setup.design);
    // The guilloche image goes into the file only when the design places it.
    const guilloche = components.some((component) => component.type === 'Guilloche')
      ? setup.guilloche
      : undefined;
    const prototype = await buildPrototype({
      artwork,
      fontTexts: knownTexts(components, setup.batch),
      uploadedFonts: setup.fonts,
      guilloche,
    });
    const drawLabel = labelDrawer({
      components,
      label,
      fonts: prototype.fonts,
      batch: setup.batch,
      urlOf: setup.urlOf,
      hasGuilloche: prototype.hasGuilloche,
    });
    return {
      label,
      page: layout.page,
      labelsPerPage: layout.slots.length,
      render: (labels, out, onProgress) =>
        renderLabels(
          { prototype, layout, label, drawLabel, title: setup.title },
          labels,
          out,
          onProgress,
        ),
    };
  };
  return {
    printReadyArtwork,
    /** Why this design cannot be saved on this artwork (layout, symbol too small to scan, unknown font, a character its font cannot draw), or undefined. */
    async designProblem(
      setup: Pick<LabelSetup, 'artwork' | 'design' | 'fonts' | 'urlOf'>,
    ): Promise<DesignProblem | undefined> {
      try {
        return await designProblemFor((await loadArtwork(setup.artwork)).size, setup);
      } catch (error) {
        if (error instanceof LabelSetupProblem) return { title: error.message };
        throw error;
      }
    },
    /** The first batch value the design prints with a font that cannot draw it, or undefined. */
    batchValueProblem: batchValueProblemFor,
    /** Checks and embeds the setup once; throws LabelSetupProblem with a title the user can act on. */
    prepare,
    /** The designer's sample (`tryit`): one page of labels with sample codes, through the production path. */
    async sample(setup: LabelSetup): Promise<Uint8Array> {
      const prepared = await prepare(setup);
      const labels = sampleCodes(Math.max(1, prepared.labelsPerPage)).map((code, index) => ({
        seq: index + 1,
        code,
      }));
      const chunks: Buffer[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
      });
      await prepared.render(oneChunk(labels), sink);
      return new Uint8Array(Buffer.concat(chunks));
    },
  };
}

async function* oneChunk<T>(items: readonly T[]): AsyncIterable<readonly T[]> {
  yield items;
}
