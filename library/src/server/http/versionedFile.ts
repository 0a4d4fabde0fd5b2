/**
 * A file the server makes from its own code (the site stylesheet, the icon sprite): served under
 * a content-hashed name (`/styles/site.<hash>.css`) and cached for a year, so any CDN can keep
 * it; the same for every page and every server process running the same code, so a visitor
 * downloads it once. It is compressed once per version, at the best levels, the first time a
 * client asks for it so, like the build's static files (build/precompress.cjs).
 */
import crypto from "node:crypto";
import zlib from "node:zlib";
import type { FastifyInstance } from "fastify";
import { acceptsEncoding } from "@server/http/acceptEncoding";

export interface IVersionedFile {
    text: string;
    hash: string;
    /** `${folder}/${name}.${hash}.${extension}` */
    href: string;
    encoded: Partial<Record<"br" | "gzip", Buffer>>;
}

interface IVersionedFileKind {
    /** The URL folder, e.g. "/styles". */
    folder: string;
    name: string;
    extension: string;
    contentType: string;
}

export function versionedFile(kind: IVersionedFileKind, text: string): IVersionedFile {
    const hash = crypto.createHash("sha256").update(text).digest("base64url").slice(0, 12);
    return { text, hash, href: `${kind.folder}/${kind.name}.${hash}.${kind.extension}`, encoded: {} };
}

/** Answers `${folder}/:file` with the current version; an old or made-up name is not this file (404). */
export function serveVersionedFile(app: FastifyInstance, kind: IVersionedFileKind, current: () => IVersionedFile): void {
    app.get<{ Params: { file: string } }>(`${kind.folder}/:file`, async (request, reply) => {
        const file = current();
        if (request.params.file !== `${kind.name}.${file.hash}.${kind.extension}`) return reply.callNotFound();
        reply.header("content-type", kind.contentType).header("cache-control", "public, max-age=31536000, immutable").header("vary", "accept-encoding");
        const coding = (["br", "gzip"] as const).find((candidate) => acceptsEncoding(request, candidate));
        if (!coding) return reply.send(file.text);
        file.encoded[coding] ??= coding === "br" ? zlib.brotliCompressSync(file.text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }) : zlib.gzipSync(file.text, { level: 9 });
        return reply.header("content-encoding", coding).send(file.encoded[coding]);
    });
}
