/** The one place the front end logs problems that get no user-facing message (content §8). */
export function logError(message: string, ...details: unknown[]): void {
    console.error(`[hearth] ${message}`, ...details);
}

export function logWarning(message: string, ...details: unknown[]): void {
    console.warn(`[hearth] ${message}`, ...details);
}
