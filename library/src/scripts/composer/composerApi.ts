/**
 * The composer's calls (shell §7): uploads (POST /media) and the preview (POST /preview). Not
 * cached look-ups and not store state — an upload's progress and a preview belong to one
 * composer — so they are plain calls the composer awaits; this module is the one place in the
 * composer that imports the API client (the state-layer lint rule allows `*Api.ts`), and it is
 * only loaded with the composer chunk.
 */
import { apiv2 } from "@library/api/apiv2";
import type { BodyFormat } from "@library/composer/composerTypes";

/** POST /api/v2/media's answer (dashboard mediaRoutes.ts, Vanilla's media.yml). */
export interface IUploadedMedia {
    mediaID: number;
    url: string;
    name: string;
    /** The MIME type the server stored it as ("image/png"). */
    type: string;
    size: number;
    width: number | null;
    height: number | null;
}

/**
 * Uploads one file (multipart, field "file"), reporting the share sent (0..1).
 *
 * This request uses axios's XHR adapter, not the fetch adapter the client defaults to: upload
 * progress over fetch needs a streamed request body, which Chrome refuses on HTTP/1.1
 * (ERR_H2_OR_QUIC_REQUIRED, axios issue #6686), so the upload itself would fail. XHR reports
 * upload progress on every HTTP version. The client's interceptors (headers, error shapes) apply.
 */
export async function uploadMedia(file: File, onProgress: (share: number) => void, signal?: AbortSignal): Promise<IUploadedMedia> {
    const form = new FormData();
    form.append("file", file, file.name);
    const response = await apiv2.post<IUploadedMedia>("/media", form, {
        adapter: "xhr",
        signal,
        onUploadProgress: (event) => {
            if (event.total) onProgress(Math.min(1, event.loaded / event.total));
        },
    });
    return response.data;
}

/** POST /api/v2/preview: the body rendered by the server (sanitised HTML), as it will be posted. */
export async function previewBody(body: string, format: BodyFormat): Promise<string> {
    const response = await apiv2.post<{ body: string }>("/preview", { body, format });
    return response.data.body;
}
