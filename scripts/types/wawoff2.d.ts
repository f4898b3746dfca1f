// wawoff2 ships no type declarations; these cover the one function we call.
declare module "wawoff2" {
  /** Decompresses a WOFF2 font to TrueType/OpenType. */
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
  /** Compresses a TrueType/OpenType font to WOFF2. */
  export function compress(sfnt: Uint8Array): Promise<Uint8Array>;
  const wawoff2: { decompress: typeof decompress; compress: typeof compress };
  export default wawoff2;
}
