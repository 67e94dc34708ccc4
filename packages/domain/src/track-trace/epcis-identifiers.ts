import { normalizeTypedCode } from '../codes/codes.rules';
import { digitalLinkOf, parseDigitalLinkPath } from '../gs1/digital-link.rules';
import { scanUrlOf } from '../template/scan-url';

/**
 * How EPCIS names Veritag's codes (decision 0432). Capture reads any form a partner may send;
 * the platform writes one: the code's GS1 Digital Link when its product has a GTIN, else the
 * code's printed URL on the platform (`…/v/{code}`). Both are the URIs the label carries.
 */

/** EPC URNs (GS1 Tag Data Standard) whose last part may be a code: the serial of an SGTIN or GRAI, an SSCC's serial reference. */
const epcUrn = /^urn:epc:id:(sgtin|grai|sscc):([^:]+)$/i;
const urnParts = { sgtin: 3, grai: 3, sscc: 2 } as const;

/** An EPC URN's serial: its escapes (`%2F`...) undone, as the Tag Data Standard writes them. */
function serialOfUrn(text: string): string | { problem: string } {
  const [, scheme, body] = epcUrn.exec(text)!;
  const kind = scheme!.toLowerCase() as keyof typeof urnParts;
  const parts = body!.split('.');
  if (parts.length !== urnParts[kind] || parts.some((part) => part === ''))
    return {
      problem: `${text.slice(0, 60)} is not an EPC ${kind.toUpperCase()} URN (${kind === 'sscc' ? 'companyPrefix.serialReference' : `companyPrefix.${kind === 'sgtin' ? 'itemReference' : 'assetType'}.serial`})`,
    };
  try {
    return decodeURIComponent(parts.at(-1)!);
  } catch {
    return { problem: `${text.slice(0, 60)} is not properly escaped` };
  }
}

/**
 * The issued code an identifier names: the code itself (as a person would type it), our printed
 * URL `…/v/{code}`, a GS1 Digital Link `…/01/{gtin}/21/{serial}` whose serial is the code, or an
 * EPC URN whose serial is the code (`urn:epc:id:sgtin:…`, `…:grai:…`, `…:sscc:…`).
 */
export function codeOfIdentifier(identifier: string): string | { problem: string } {
  const text = identifier.trim();
  const address = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]+([^?#]*)/i.exec(text);
  if (!address) {
    if (epcUrn.test(text)) {
      const serial = serialOfUrn(text);
      return typeof serial === 'string' ? normalizeTypedCode(serial, 'Alphanumeric') : serial;
    }
    if (/^urn:/i.test(text))
      return {
        problem: `${text.slice(0, 60)} is a URN of a kind that names no code: send an SGTIN, GRAI or SSCC URN, the code, its printed URL or its GS1 Digital Link`,
      };
    return normalizeTypedCode(text, 'Alphanumeric');
  }
  const path = address[1] ?? '';
  const printed = /\/v\/([^/]+)\/?$/.exec(path);
  if (printed) {
    try {
      return normalizeTypedCode(decodeURIComponent(printed[1]!), 'Alphanumeric');
    } catch {
      return { problem: `${text.slice(0, 60)} is not properly percent-encoded` };
    }
  }
  const at = path.indexOf('/01/');
  if (at < 0)
    return { problem: `${text.slice(0, 60)} is neither a printed code URL nor a GS1 Digital Link` };
  const key = parseDigitalLinkPath(path.slice(at));
  if ('problem' in key) return { problem: `${text.slice(0, 60)}: ${key.problem}` };
  if (key.serial === undefined) return { problem: `${text.slice(0, 60)} names no serial (AI 21)` };
  return normalizeTypedCode(key.serial, 'Alphanumeric');
}

/** The URI the platform writes for a code: its Digital Link with a GTIN, its printed URL without. */
export const epcUriOf = (publicBaseUrl: string, code: string, gtin: string | null): string =>
  gtin ? digitalLinkOf(publicBaseUrl, gtin, code) : scanUrlOf(publicBaseUrl, code);

/** Whether a text is already a URI (a scheme, then a colon): EPCIS identifiers must be. */
export const isUri = (text: string): boolean => /^[a-z][a-z0-9+.-]*:\S+$/i.test(text);

/**
 * A consignment reference as EPCIS writes it: a URI as it came, a bare reference (what a person
 * types at the scan station, `DESADV-0001`) as an HTTP URI of the platform in the company's
 * space, so two companies' equal references stay two identifiers.
 */
export const bizTransactionUriOf = (
  publicBaseUrl: string,
  companyId: number,
  reference: string,
): string =>
  isUri(reference)
    ? reference
    : `${publicBaseUrl.replace(/\/+$/, '')}/epcis/bt/${companyId}/${encodeURIComponent(reference)}`;

/** The reference a bizTransaction carries: the platform's own URI read back to the bare reference. */
export function referenceOfBizTransaction(
  publicBaseUrl: string,
  companyId: number,
  bizTransaction: string,
): string {
  const own = `${publicBaseUrl.replace(/\/+$/, '')}/epcis/bt/${companyId}/`;
  if (!bizTransaction.startsWith(own)) return bizTransaction;
  try {
    return decodeURIComponent(bizTransaction.slice(own.length));
  } catch {
    return bizTransaction;
  }
}
