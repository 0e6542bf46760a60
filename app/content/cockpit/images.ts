/**
 * Images from Cockpit, as the site's `Image` (`{src, srcSet?, width, height}`). The site never links
 * to Cockpit itself: Cockpit may sit on a private network, over http, and its image API wants the
 * token. Every image is served by the site under `/content-images/{mode}/{w}x{h}/{ref}`
 * (images.server.ts), which asks Cockpit's image API (`/api/cockpit/image`) for that size.
 *
 * The page knows each image's box before it loads, so nothing shifts (CLS 0):
 * - an asset whose size Cockpit knows (`width`/`height` of its meta; the seeder sets them for SVGs,
 *   which Cockpit does not measure) is shrunk to fit the field's box, keeping its proportions, never
 *   enlarged (Cockpit's `bestFit`); an SVG is scaled to fit the box by the browser;
 * - an image without a known size (Cockpit's `image` field, or an asset without meta) is cropped to
 *   the box exactly (Cockpit's `thumbnail`, which honours the asset's focal point).
 * Raster images get a `srcSet` with the double size for high-density screens.
 *
 * Browser-safe and free of Node APIs (the seeder and the tests use it too).
 */
import type { Image } from "../schemas.ts";
import type { ImageSlot } from "./model.ts";

export const CONTENT_IMAGE_PREFIX = "/content-images/";

/** `fit`: keep proportions inside the box (size known); `crop`: fill the box exactly. */
export type ImageMode = "fit" | "crop";

/**
 * What an image of an entry refers to in Cockpit: an asset's id, or a file under `storage/uploads/`
 * (written `u/{path}`) that Cockpit's `image` field points to.
 */
const ASSET_ID = /^[A-Za-z0-9]{1,64}$/;
const UPLOAD_PATH = /^u\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/){0,6}[A-Za-z0-9_-][A-Za-z0-9._-]*\.(?:png|jpe?g|gif|webp|svg)$/i;

export function isImageRef(ref: string): boolean {
  return (ASSET_ID.test(ref) || UPLOAD_PATH.test(ref)) && !ref.includes("..");
}

export function contentImagePath(mode: ImageMode, box: ImageSlot, ref: string): string {
  return `${CONTENT_IMAGE_PREFIX}${mode}/${box.width}x${box.height}/${ref}`;
}

/** Parses `/content-images/{mode}/{w}x{h}/{ref}`; undefined for anything else. */
export function parseContentImagePath(pathname: string): { mode: ImageMode; box: ImageSlot; ref: string } | undefined {
  const match = /^\/content-images\/(fit|crop)\/(\d{1,4})x(\d{1,4})\/(.+)$/.exec(pathname);
  if (!match) return undefined;
  const ref = match[4]!;
  if (!isImageRef(ref)) return undefined;
  return { mode: match[1] as ImageMode, box: { width: Number(match[2]), height: Number(match[3]) }, ref };
}

function object(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function dimension(value: unknown): number | undefined {
  const size = typeof value === "string" ? Number(value) : value;
  return typeof size === "number" && Number.isInteger(size) && size > 0 ? size : undefined;
}

/** The size of a `width`×`height` image fitted into `box`; `enlarge` for vector images. */
export function fitInto(box: ImageSlot, width: number, height: number, enlarge: boolean): ImageSlot {
  const scale = Math.min(box.width / width, box.height / height, enlarge ? Infinity : 1);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * An image field's value (an asset object, or Cockpit's `image` field `{path, meta}`) as the site's
 * Image in `slot`; undefined when it names nothing Cockpit could serve. An https URL in an `image`
 * field is used as it is, in the slot's size.
 */
export function cockpitImage(value: unknown, slot: ImageSlot): Image | undefined {
  const image = object(value);
  const path = typeof image.path === "string" ? image.path.trim() : "";
  let ref: string | undefined;
  let width: number | undefined;
  let height: number | undefined;
  let vector = /\.svg$/i.test(path);
  if (typeof image._id === "string" && ASSET_ID.test(image._id)) {
    ref = image._id;
    width = dimension(image.width);
    height = dimension(image.height);
    vector ||= image.mime === "image/svg+xml";
  } else if (/^https:\/\//.test(path)) {
    return { src: path, width: slot.width, height: slot.height };
  } else {
    const upload = /(?:^|\/)storage\/uploads\/(.+)$/.exec(path);
    const candidate = upload ? `u/${upload[1]}` : undefined;
    if (candidate && isImageRef(candidate)) ref = candidate;
  }
  if (!ref) return undefined;

  if (width !== undefined && height !== undefined) {
    const shown = fitInto(slot, width, height, vector);
    const src = contentImagePath("fit", slot, ref);
    if (vector) return { src, ...shown };
    return { src, srcSet: `${src} 1x, ${contentImagePath("fit", double(slot), ref)} 2x`, ...shown };
  }
  const src = contentImagePath("crop", slot, ref);
  if (vector) return { src, width: slot.width, height: slot.height };
  return { src, srcSet: `${src} 1x, ${contentImagePath("crop", double(slot), ref)} 2x`, width: slot.width, height: slot.height };
}

export function double(slot: ImageSlot): ImageSlot {
  return { width: slot.width * 2, height: slot.height * 2 };
}
