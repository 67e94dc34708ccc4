/**
 * The part of GS1's digital-link.js (CommonJS, shipped without types) the resolver uses: its
 * Digital Link grammar and GS1's compression toolkit.
 */
declare module 'digital-link.js' {
  interface DigitalLink {
    /** Whether the URI matches GS1's Digital Link grammar (the ABNF the package compiles). */
    isValid(): boolean;
  }
  const digitalLinkJs: {
    DigitalLink(uri: string): DigitalLink;
    Utils: {
      /** Throws (an Error, or a bare string) when the URI does not decompress. */
      decompressWebUri(uri: string): string;
      compressWebUri(uri: string, useOptimisations?: boolean, compressOther?: boolean): string;
    };
  };
  export default digitalLinkJs;
}
