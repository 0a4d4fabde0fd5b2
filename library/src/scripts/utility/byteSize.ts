/**
 * Byte sizes (shell §9): B, KB, MB, GB, TB with two decimals, in powers of 1024 (what file
 * managers and Vanilla show). A whole number of bytes has no fraction, so "512 B" keeps none.
 */
const UNITS = ["B", "KB", "MB", "GB", "TB"] as const;

export function formatBytes(bytes: number): string {
    if (!Number.isFinite(bytes) || bytes < 0) return "0 B";
    let unit = 0;
    let value = bytes;
    while (value >= 1024 && unit < UNITS.length - 1) {
        value /= 1024;
        unit++;
    }
    return unit === 0 ? `${Math.round(value)} B` : `${value.toFixed(2)} ${UNITS[unit]}`;
}
