import { ApiError, fontCalls, systemCalls, templateCalls, templateDesignCalls } from '@veritag/api';
import {
  isPositioned,
  messages,
  notices,
  type ComponentType,
  type DesignSave,
} from '@veritag/domain';
import { showToast } from '@veritag/ui';
import { reportFailure } from '#app/app/report-failure';
import { api } from '#app/session/api-client';

/** What the screen needs before it can draw: the master PDF, the latest design (none before the first save) and the fonts. */
export interface DesignSources {
  pdf: Uint8Array;
  design: DesignSave | undefined;
  fonts: string[];
}

export async function loadDesignSources(templateId: number): Promise<DesignSources> {
  const [file, saved, fonts] = await Promise.all([
    api.call(templateCalls.download, { query: { id: templateId } }),
    api.call(templateCalls.design, { params: { id: templateId } }).catch((error: unknown) => {
      // No design yet: the designer starts empty.
      if (error instanceof ApiError && error.status === 404) return undefined;
      throw error;
    }),
    // The font list is a lookup: without it the font names the design uses are still offered.
    api.call(fontCalls.list).catch(() => [] as string[]),
  ]);
  return { pdf: new Uint8Array(await file.blob.arrayBuffer()), design: saved?.design, fonts };
}

/** The first component without a position, which stops a save or a sample. */
const unpositionedIndex = (payload: DesignSave): number =>
  payload.coordinates.findIndex((c) => !isPositioned(c));

/** How a save or a sample ended: saved, or refused (with the component the refusal is about, by its index, when it names one). */
export type DesignOutcome = { saved: true } | { saved: false; component?: number };

/** The component a refusal is about: the server names it as the field `coordinates.N` (a symbol too small, a box outside the label). */
function refused(error: unknown): DesignOutcome {
  reportFailure(error);
  if (!(error instanceof ApiError)) return { saved: false };
  const field = error.errors
    .map((e) => /^coordinates\.(\d+)/.exec(e.field))
    .find((match) => match !== null);
  return field ? { saved: false, component: Number(field[1]) } : { saved: false };
}

/** 'Please positioned your element' for the first component without a position, which stops a save or a sample. */
function unpositioned(payload: DesignSave): DesignOutcome | undefined {
  const index = unpositionedIndex(payload);
  if (index < 0) return undefined;
  showToast({ tone: 'warning', detail: messages.positionElement, subject: 'design' });
  return { saved: false, component: index };
}

/**
 * Design save (spec 001 sections 4 and 8): a component without a position stops it with
 * 'Please positioned your element' and nothing is sent; otherwise `saveDndTemplate`, then the
 * template is marked updated, then 'Changes saved successfully'.
 */
export async function saveDesign(payload: DesignSave): Promise<DesignOutcome> {
  const stopped = unpositioned(payload);
  if (stopped) return stopped;
  try {
    await api.call(templateDesignCalls.save, { body: payload });
    await api.call(templateCalls.markUpdated, { body: { id: payload.templateId } });
  } catch (error) {
    return refused(error);
  }
  showToast({ tone: 'info', detail: notices.changesSaved, subject: 'design' });
  return { saved: true };
}

/**
 * View Sample: `tryit` renders the design as it is on screen (not saved), and the file it
 * names is fetched with the token and opened in a new tab as a blob URL. The tab is opened
 * before the calls, while the click still counts as the user's, so no popup blocker stops it.
 */
export async function viewSample(payload: DesignSave): Promise<DesignOutcome> {
  const stopped = unpositioned(payload);
  if (stopped) return stopped;
  const tab = window.open('', '_blank');
  try {
    const { fileName } = await api.call(templateDesignCalls.sample, { body: payload });
    const fileId = fileName.split('/').pop() ?? '';
    const { blob } = await api.call(systemCalls.file, { params: { fileId } });
    const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
    if (tab) tab.location.href = url;
    else window.open(url, '_blank');
    // The tab has loaded the PDF well before a minute is over; the URL is not needed after.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return { saved: true };
  } catch (error) {
    tab?.close();
    return refused(error);
  }
}

/** Removes every component of `type` from the saved design (`deleteTemplatePDFel`). Returns whether it did. */
export async function deleteSavedType(templateId: number, type: ComponentType): Promise<boolean> {
  try {
    await api.call(templateDesignCalls.removeElement, {
      params: { templateId, elementType: type },
    });
    return true;
  } catch (error) {
    reportFailure(error);
    return false;
  }
}
