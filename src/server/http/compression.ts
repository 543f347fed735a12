import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import { constants } from "node:zlib";

/** Responses under this many bytes go out as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Text worth compressing; never an event stream, whose events a compressor would hold back. */
export const isCompressible = (type: string): boolean =>
  !/^text\/event-stream/.test(type) && /^text\/|[/+]json\b|[/+]xml\b|^application\/javascript/.test(type);

/**
 * API responses (JSON, the OpenAPI page) are compressed per request when large. The built client's files are
 * not: they were compressed once at build time and go out as those files (static-assets.ts), so their routes
 * opt out. Event streams are hijacked sockets and never pass through here; the type check keeps any other
 * text/event-stream reply uncompressed too, as a compressor would hold its events back.
 * Register before the features: the plugin attaches itself to each route as it is declared.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook("onRoute", (route) => {
    // @fastify/static marks each file route it declares with the folder it serves
    if (route.config && "rootPath" in route.config) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ["br", "gzip"],
    customTypes: isCompressible,
    // quality 4: per-request brotli at a cost close to gzip's (11 is for build time)
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
