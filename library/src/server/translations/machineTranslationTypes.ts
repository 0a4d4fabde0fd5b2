/** The machine-translation adapter interface (machineTranslation.ts), apart so adapters import it without a cycle. */
export interface IMachineTranslationSettings {
    apiKey: string;
    /** The service's address (its API's root). */
    url: string;
}

export interface IMachineTranslationRequest {
    texts: string[];
    /** Locale IDs of the site ("en", "de"). */
    source: string;
    target: string;
}

/** One service's client: the texts in, their translations out (same order), or a MachineTranslationError. */
export interface IMachineTranslationAdapter {
    translate(request: IMachineTranslationRequest, settings: IMachineTranslationSettings): Promise<string[]>;
}

/** The service answered with an error, or not at all; the message says which, in the service's words. */
export class MachineTranslationError extends Error {}
