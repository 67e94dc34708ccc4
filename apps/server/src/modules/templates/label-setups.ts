import { buffer } from 'node:stream/consumers';
import { scanUrlOf, type DesignSave } from '@veritag/domain';
import type { FilesService } from '../files';
import { badRequest } from '../../http/problem';
import type { GuillocheService } from '../guilloche';
import type { BatchValues, LabelSetup } from '../labels';
import { uploadedFontsOf, type CompanyFontsService } from './company-fonts';

export interface LabelSetupsDeps {
  files: FilesService;
  fonts: CompanyFontsService;
  guilloche: GuillocheService;
  publicBaseUrl: string;
}

/** The template whose design is set up: its company's fonts and guilloche, its master PDF. */
export interface SetupSource {
  companyId: number;
  fileId: string;
}

/**
 * Gathers what the label engine needs for a design, the same way for the designer's checks
 * and sample as for production: the artwork, the company fonts the design names, the
 * company's newest guilloche image when a Guilloche component is placed, and the URL a code
 * carries on the public address.
 */
export function labelSetups({ files, fonts, guilloche, publicBaseUrl }: LabelSetupsDeps) {
  const bytesOf = async (fileId: string) => {
    const file = await files.read(fileId);
    return { bytes: new Uint8Array(await buffer(file.stream)), contentType: file.contentType };
  };
  const urlOf = (code: string) => scanUrlOf(publicBaseUrl, code);

  /** The company's newest guilloche image (read through the guilloche door, whose images are files). */
  const guillocheOf = async (companyId: number, design: DesignSave) => {
    if (!design.coordinates.some((c) => c.type === 'Guilloche')) return undefined;
    const newest = await guilloche.list(companyId, {
      page: 0,
      size: 1,
      sort: { field: 'createdDate', direction: 'desc' },
      search: '',
      'contains.color': '',
    });
    const image = newest.content[0];
    if (!image) return undefined;
    // The door shows an image by its download path, /api/files/<file id>.
    const fileId = image.imageUrl.split('/').pop()!;
    return bytesOf(fileId);
  };

  return {
    urlOf,
    /** The master PDF's bytes. */
    artworkOf: async (source: SetupSource) => (await bytesOf(source.fileId)).bytes,
    /**
     * What designProblem checks: the artwork, the design, its fonts and the URL maker. A
     * Guilloche component needs an image to print: without one the design is refused here.
     */
    async checkSetup(source: SetupSource, design: DesignSave) {
      if (
        design.coordinates.some((c) => c.type === 'Guilloche') &&
        !(await guillocheOf(source.companyId, design))
      ) {
        throw badRequest(
          'The design places a Guilloche, but the company has no guilloche image yet: add one under Guilloche Images first',
        );
      }
      return {
        artwork: (await bytesOf(source.fileId)).bytes,
        design,
        fonts: await fonts.bytesOf(source.companyId, uploadedFontsOf(design)),
        urlOf,
      } satisfies Pick<LabelSetup, 'artwork' | 'design' | 'fonts' | 'urlOf'>;
    },
    /** The company's uploaded fonts the design names, by name. */
    fontsOf: (source: SetupSource, design: DesignSave) =>
      fonts.bytesOf(source.companyId, uploadedFontsOf(design)),
    /** A whole setup: the given artwork (the Generate dialog's PDF) or the master PDF. */
    async setup(
      source: SetupSource,
      design: DesignSave,
      batch: BatchValues,
      artwork?: Uint8Array,
    ): Promise<LabelSetup> {
      return {
        artwork: artwork ?? (await bytesOf(source.fileId)).bytes,
        design,
        fonts: await fonts.bytesOf(source.companyId, uploadedFontsOf(design)),
        guilloche: await guillocheOf(source.companyId, design),
        batch,
        urlOf,
      };
    },
  };
}
export type LabelSetups = ReturnType<typeof labelSetups>;
