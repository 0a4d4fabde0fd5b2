/**
 * Client-side upload validation (shell §5), against the site settings upload.maxSize (bytes)
 * and upload.allowedExtensions. The server checks again; this only saves a doomed upload.
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

/** The messages for everything wrong with the file; an empty list means it may be uploaded. */
export function validateUpload(file: IUploadCandidate, config: IUploadConfig): string[] {
    const errors: string[] = [];
    if (config.maxSize && file.size > config.maxSize) {
        errors.push(tf("The uploaded file was too big (max {size}).", { size: formatBytes(config.maxSize) }));
    }
    if (config.allowedExtensions && !hasAllowedExtension(file.name, config.allowedExtensions)) {
        const list = config.allowedExtensions.map(normalizeExtension).filter(Boolean).join(", ");
        errors.push(
            tf("The uploaded file did not have an allowed extension. Only the following extensions are allowed. {list}.", { list }),
        );
    }
    return errors;
}
