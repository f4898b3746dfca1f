/**
 * Vite plugin behind `virtual:photos`: the module that tells the site which
 * photos app/assets/photos holds, their pixel size and where their AVIF,
 * WebP and JPEG/PNG files are. At build it emits those files into the
 * hashed assets folder; in dev it encodes them on request. See
 * docs/decisions/0005-photos-pipeline.md for why this is not vite-imagetools.
 */
import type { ServerResponse } from "node:http";
import path from "node:path";
import type { Plugin } from "vite";
import type { BuiltPhoto } from "virtual:photos";
import {
  describePhoto,
  encodeVariant,
  type PhotoFormat,
  type PhotoSource,
  photoFormats,
  readPhotos,
  variantFileName,
} from "./pipeline";

const VIRTUAL_ID = "virtual:photos";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

const CONTENT_TYPES: Record<PhotoFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
};

export interface PhotosPluginOptions {
  /** The folder editors drop photos into. */
  dir: string;
  /** Where encoded files are kept between builds; node_modules/.cache/photos by default. */
  cacheDir?: string;
}

/** The `virtual:photos` module and the files behind it. */
export function photosPlugin({ dir, cacheDir }: PhotosPluginOptions): Plugin {
  let isBuild = false;
  let baseUrl = "/";
  let assetsDir = "assets";
  let resolvedCacheDir = cacheDir ?? "";
  /** The dev server's photos by id, from the last time the module was loaded. */
  const devPhotos = new Map<string, PhotoSource>();

  return {
    name: "ecocaixa:photos",

    configResolved(config) {
      isBuild = config.command === "build";
      baseUrl = config.base;
      assetsDir = config.build.assetsDir;
      resolvedCacheDir ||= path.join(config.root, "node_modules", ".cache", "photos");
    },

    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },

    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const sources = await readPhotos(dir);
      const photos: Record<string, BuiltPhoto> = {};
      for (const photo of sources) {
        if (isBuild) {
          for (const width of photo.widths) {
            for (const format of photoFormats(photo)) {
              this.emitFile({
                type: "asset",
                fileName: `${assetsDir}/${variantFileName(photo.id, width, format)}`,
                source: await encodeVariant(photo, width, format, resolvedCacheDir),
              });
            }
          }
          photos[photo.key] = describePhoto(photo, `${baseUrl}${assetsDir}/`);
        } else {
          devPhotos.set(photo.id, photo);
          photos[photo.key] = describePhoto(photo, `${baseUrl}@photos/`);
        }
      }
      // `hasPhotos` is a literal, so while the folder is empty the bundler
      // drops the code that renders photos and no page ships it.
      return (
        `export const hasPhotos = ${sources.length > 0};\n` +
        `export const photos = ${JSON.stringify(photos)};\n`
      );
    },

    configureServer(server) {
      // A photo added, replaced or removed shows up without restarting.
      server.watcher.add(dir);
      const reload = (file: string) => {
        if (path.dirname(file) !== path.resolve(dir)) return;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(RESOLVED_ID);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: "full-reload" });
      };
      server.watcher.on("add", reload).on("change", reload).on("unlink", reload);

      server.middlewares.use(`${baseUrl}@photos/`, (request, response, next) => {
        const match = /^\/([a-z0-9-]+)-(\d+)\.(avif|webp|jpg|png)$/.exec(request.url ?? "");
        if (!match) return next();
        const [, id = "", width = "", format = ""] = match;
        serveVariant(id, Number(width), format as PhotoFormat, response).catch(next);
      });

      async function serveVariant(
        id: string,
        width: number,
        format: PhotoFormat,
        response: ServerResponse,
      ) {
        if (!devPhotos.has(id)) {
          for (const photo of await readPhotos(dir)) devPhotos.set(photo.id, photo);
        }
        const photo = devPhotos.get(id);
        if (!photo || !photo.widths.includes(width) || !photoFormats(photo).includes(format)) {
          response.statusCode = 404;
          response.end();
          return;
        }
        const body = await encodeVariant(photo, width, format, resolvedCacheDir);
        response.setHeader("Content-Type", CONTENT_TYPES[format]);
        response.setHeader("Cache-Control", "no-cache");
        response.end(body);
      }
    },
  };
}
