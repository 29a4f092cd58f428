/** Where the stand-in's photos are written (.cache/stand-in-photos). */
export const PHOTOS_DIR: string
/** Writes the photos unless `dir` already holds this version of them; resolves to `dir`. */
export function makePhotos(dir?: string): Promise<string>
