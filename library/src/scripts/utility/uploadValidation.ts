/**
 * Upload validation (shell §5), against the site settings upload.maxSize (bytes) and
 * upload.allowedExtensions. One rule for both sides: the browser runs it to save a doomed
 * upload, and POST /api/v2/media (dashboard's mediaRoutes.ts) runs it again to enforce it, so
 * both give the same message. Keep it free of browser-only and server-only imports.
 */
import { tf } from "@library/i18n/t";
import { formatBytes } from "@library/utility/byteSize";

export interface IUploadConfig {
    /** upload.maxSize in bytes; 0 or absent means no client-side limit. */
    maxSize?: number;
    /** upload.allowedExtensions, with or without a leading dot; absent means any. */
    allowedExtensions?: string[];
}

export interface IUploadCandidate {
    name: string;
    size: number;
}

function normalizeExtension(extension: string): string {
    return extension.trim().replace(/^\.+/, "").toLowerCase();
}

/** Whether the file name ends with one of the extensions, compared without case ("tar.gz" works too). */
export function hasAllowedExtension(fileName: string, allowedExtensions: string[]): boolean {
    const name = fileName.toLowerCase();
    return allowedExtensions.map(normalizeExtension).some((extension) => extension !== "" && name.endsWith(`.${extension}`));
}

/** Which setting a problem breaks; the server reports it as the field error's code. */
export type UploadProblemCode = "maxSize" | "allowedExtensions";

export interface IUploadProblem {
    code: UploadProblemCode;
    message: string;
}

/** Everything wrong with the file, each with the setting it breaks; empty means it may be uploaded. */
export function uploadProblems(file: IUploadCandidate, config: IUploadConfig): IUploadProblem[] {
    const problems: IUploadProblem[] = [];
    if (config.maxSize && file.size > config.maxSize) {
        problems.push({ code: "maxSize", message: tf("The uploaded file was too big (max {size}).", { size: formatBytes(config.maxSize) }) });
    }
    if (config.allowedExtensions && !hasAllowedExtension(file.name, config.allowedExtensions)) {
        const list = config.allowedExtensions.map(normalizeExtension).filter(Boolean).join(", ");
        problems.push({
            code: "allowedExtensions",
            message: tf("The uploaded file did not have an allowed extension. Only the following extensions are allowed. {list}.", { list }),
        });
    }
    return problems;
}

/** The messages for everything wrong with the file; an empty list means it may be uploaded. */
export function validateUpload(file: IUploadCandidate, config: IUploadConfig): string[] {
    return uploadProblems(file, config).map((problem) => problem.message);
}

/** The allowed extension the file name ends with (the longest, so "tar.gz" wins over "gz"), normalised. */
export function matchedExtension(fileName: string, allowedExtensions: string[]): string | null {
    const name = fileName.toLowerCase();
    const matches = allowedExtensions.map(normalizeExtension).filter((extension) => extension !== "" && name.endsWith(`.${extension}`));
    return matches.sort((a, b) => b.length - a.length)[0] ?? null;
}
